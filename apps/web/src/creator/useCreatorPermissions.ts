import { useMemo } from 'react';
import { usePermissions } from '../session/permissions/usePermissions';

export const ATTRIBUTES_PERMISSION = 'superadmin:create-attributes';
export const RELATIONS_PERMISSION = 'superadmin:create-relations';

const ASKED = [ATTRIBUTES_PERMISSION, RELATIONS_PERMISSION] as const;

/** Which creator writes this user may make; the page itself is already gated by navigation. */
export function useCreatorPermissions(): { editObjects: boolean; relate: boolean } {
  const { has } = usePermissions(ASKED);
  return useMemo(
    () => ({ editObjects: has(ATTRIBUTES_PERMISSION), relate: has(RELATIONS_PERMISSION) }),
    [has],
  );
}
