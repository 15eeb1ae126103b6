import { isRequirementMet, type PermissionRequirement, requirementPermissions } from '@atrium/core';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { permissionClient } from './permission-client-instance';

export interface PermissionsView {
  /** True once every asked permission has an answer. */
  ready: boolean;
  /** A lookup failed; `retry` asks again. */
  failed: boolean;
  retry: () => void;
  has: (permission: string) => boolean;
  meets: (requirement: PermissionRequirement | undefined) => boolean;
}

/** Asks the (batched, cached) permission client about `permissions` and re-renders as answers arrive. */
export function usePermissions(permissions: readonly string[]): PermissionsView {
  const version = useSyncExternalStore(
    (listener) => permissionClient.subscribe(listener),
    () => permissionClient.getVersion(),
  );
  const wanted = useMemo(() => [...new Set(permissions)].sort(), [permissions]);
  const key = wanted.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `wanted`; `version` re-asks after a cache clear.
  useEffect(() => {
    for (const permission of wanted) {
      if (permissionClient.peek(permission) === undefined && !permissionClient.hasFailed(permission)) {
        permissionClient.isAllowed(permission).catch((error: unknown) => {
          console.error('Permission lookup failed', error);
        });
      }
    }
  }, [key, version]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: answers change with `version`.
  const has = useCallback((permission: string) => permissionClient.peek(permission) === true, [version]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: answers change with `version`.
  const ready = useMemo(() => wanted.every((p) => permissionClient.peek(p) !== undefined), [key, version]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: failures change with `version`.
  const failed = useMemo(() => wanted.some((p) => permissionClient.hasFailed(p)), [key, version]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `wanted`.
  const retry = useCallback(() => permissionClient.forgetFailures(wanted), [key]);
  const meets = useCallback(
    (requirement: PermissionRequirement | undefined) => isRequirementMet(requirement, has),
    [has],
  );
  return { ready, failed, retry, has, meets };
}

export function useRequirement(requirement: PermissionRequirement | undefined): {
  ready: boolean;
  allowed: boolean;
  failed: boolean;
  retry: () => void;
} {
  const permissions = useMemo(() => requirementPermissions(requirement), [requirement]);
  const { ready, failed, retry, meets } = usePermissions(permissions);
  return { ready, allowed: ready && meets(requirement), failed, retry };
}
