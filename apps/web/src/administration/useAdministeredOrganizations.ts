import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/useSession';
import { adminApi } from './admin-api';

/** The organizations the signed-in person administers (see adminApi.administered). */
export function useAdministeredOrganizations() {
  const { profile } = useSession();
  const superAdmin = profile?.is_super_admin ?? false;
  const activeOrg = profile?.active_organization;
  return useQuery({
    queryKey: ['administration', 'administered-organizations', superAdmin, activeOrg],
    queryFn: () => adminApi.administered(superAdmin, activeOrg),
    enabled: profile !== null,
  });
}
