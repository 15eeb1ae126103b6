import {
  type AdminOrganization,
  type AdminRole,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
  adminOrganizationListSchema,
  adminRoleListSchema,
  adminUserSchema,
  type PermissionModules,
  permissionModulesSchema,
} from '@atrium/core';
import { api } from '../app/api-client';
import { sessionApi } from '../session/session-api';

/** The organization choices of the administration forms: every one for a super admin. */
export interface OrganizationChoice {
  id: number;
  code: string;
  name: string;
}

export const adminApi = {
  organizations: async (): Promise<AdminOrganization[]> =>
    adminOrganizationListSchema.parse(await api.get('auth/administration/organizations')).data,
  /**
   * The organizations a person administers users and roles in: a super admin all of them, anyone else
   * the organization they act in (the server scopes their calls the same way).
   */
  administered: async (superAdmin: boolean, activeOrg: number | undefined): Promise<OrganizationChoice[]> =>
    superAdmin
      ? adminApi.organizations()
      : (await sessionApi.organizations()).filter((org) => org.id === activeOrg),
  roles: async (orgId: number): Promise<AdminRole[]> =>
    adminRoleListSchema.parse(await api.get(`auth/administration/organizations/${orgId}/roles`)).data,
  permissions: async (): Promise<PermissionModules['data']> =>
    permissionModulesSchema.parse(await api.get('auth/administration/permissions')).data,
  createUser: async (body: AdminUserCreate): Promise<AdminUser> =>
    adminUserSchema.parse(await api.post('auth/administration/users', body)),
  updateUser: async (id: number, body: AdminUserUpdate): Promise<AdminUser> =>
    adminUserSchema.parse(await api.put(`auth/administration/users/${id}`, body)),
  putMembership: async (userId: number, orgId: number, roleIds: number[]): Promise<AdminUser> =>
    adminUserSchema.parse(
      await api.put(`auth/administration/users/${userId}/memberships/${orgId}`, { role_ids: roleIds }),
    ),
  deleteMembership: async (userId: number, orgId: number): Promise<AdminUser> =>
    adminUserSchema.parse(await api.delete(`auth/administration/users/${userId}/memberships/${orgId}`)),
};
