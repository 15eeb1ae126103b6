import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { adminApi } from './admin-api';

interface MembershipRolesProps {
  orgId: number | undefined;
  value?: number[];
  onChange?: (value: number[]) => void;
  label: string;
}

/** The roles of one organization to give a member (an antd form control). */
export function MembershipRoles({ orgId, value, onChange, label }: MembershipRolesProps) {
  const roles = useQuery({
    queryKey: ['administration', 'roles', orgId],
    queryFn: () => adminApi.roles(orgId as number),
    enabled: orgId !== undefined,
  });
  return (
    <Select
      mode="multiple"
      aria-label={label}
      placeholder={label}
      disabled={orgId === undefined}
      loading={roles.isLoading}
      value={value ?? []}
      onChange={onChange}
      optionFilterProp="label"
      options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
      style={{ minWidth: 240 }}
    />
  );
}
