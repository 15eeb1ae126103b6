import { LOCALES } from '../i18n/locales';
import { isPermissionString } from '../permissions/requirement';
import { jsonIdSchema, SERIAL_ID_MAX, textIdSchema, textIntegerSchema } from './numbers';
import { z } from './zod';

/** People and access administration (issue 17; spec 000 §2, §3, §6, §7 "Permissions administration"). */

const userId = (what = 'user_id') => jsonIdSchema(what, { max: SERIAL_ID_MAX });

export const adminIdParams = z.object({ id: textIdSchema('The id', { max: SERIAL_ID_MAX }) });
export const adminMembershipParams = z.object({
  id: textIdSchema('The user id', { max: SERIAL_ID_MAX }),
  orgId: textIdSchema('The organization id', { max: SERIAL_ID_MAX }),
});
export const adminOrgParams = z.object({
  orgId: textIdSchema('The organization id', { max: SERIAL_ID_MAX }),
});

const name = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(200, `${what} must be at most 200 characters.`);
const email = z
  .string({ error: 'email is required.' })
  .trim()
  .max(254, 'email is too long.')
  .email('email must be an e-mail address such as name@example.com.');
const jobTitle = z.string({ error: 'job_title must be text.' }).trim().max(200).nullable();
const locale = z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}.` });
const roleIds = z.array(jsonIdSchema('Each role id', { max: SERIAL_ID_MAX }), {
  error: 'role_ids must be a list of role ids.',
});

export const membershipInputSchema = z.strictObject({
  org_id: jsonIdSchema('org_id', { max: SERIAL_ID_MAX }),
  role_ids: roleIds.max(100),
});

export const adminUserCreateSchema = z.strictObject({
  email,
  name: name('name'),
  job_title: jobTitle.optional(),
  locale: locale.optional(),
  is_super_admin: z.boolean({ error: 'is_super_admin must be true or false.' }).optional(),
  memberships: z.array(membershipInputSchema, { error: 'memberships must be a list.' }).max(100).default([]),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

export const adminUserUpdateSchema = z.strictObject({
  email: email.optional(),
  name: name('name').optional(),
  job_title: jobTitle.optional(),
  locale: locale.optional(),
  is_super_admin: z.boolean({ error: 'is_super_admin must be true or false.' }).optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const adminMembershipBodySchema = z.strictObject({
  role_ids: roleIds.max(100),
  /** Whom the member reports to there (their team lead); null for no one, absent to leave it. */
  manager_id: jsonIdSchema('manager_id', { max: SERIAL_ID_MAX }).nullable().optional(),
});

export const adminUserListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  page: textIntegerSchema('page', { min: 1, max: 100_000 }).optional(),
  pageSize: textIntegerSchema('pageSize', { min: 1, max: 200 }).optional(),
  /** Only the members of this organization. */
  org_id: textIdSchema('org_id', { max: SERIAL_ID_MAX }).optional(),
  status: z
    .enum(['active', 'deactivated', 'all'], { error: 'status must be active, deactivated or all.' })
    .optional(),
});

export const adminMembershipSchema = z.object({
  org_id: z.number().int(),
  org_code: z.string(),
  role_ids: z.array(z.number().int()),
  manager_id: z.number().int().nullable(),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  job_title: z.string().nullable(),
  locale: z.string(),
  is_super_admin: z.boolean(),
  active: z.boolean(),
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
  /** Only the memberships in organizations the caller administers. */
  memberships: z.array(adminMembershipSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({ data: z.array(adminUserSchema), total: z.number().int() });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

const color = z
  .string({ error: 'color must be a colour such as #1677ff.' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'color must be a colour such as #1677ff.');
const orgCode = z
  .string({ error: 'code is required.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,16}$/, 'code must be 2 to 16 letters, digits, - or _.');

export const adminOrganizationCreateSchema = z.strictObject({
  code: orgCode,
  name: name('name'),
  color: color.optional(),
});
export type AdminOrganizationCreate = z.infer<typeof adminOrganizationCreateSchema>;
export const adminOrganizationUpdateSchema = z.strictObject({
  code: orgCode.optional(),
  name: name('name').optional(),
  color: color.optional(),
});
export type AdminOrganizationUpdate = z.infer<typeof adminOrganizationUpdateSchema>;

export const adminOrganizationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  avatar: z.string().nullable(),
  members: z.number().int(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;
export const adminOrganizationListSchema = z.object({ data: z.array(adminOrganizationSchema) });

const permissionList = z
  .array(
    z
      .string({ error: 'Each permission must be text.' })
      .max(130)
      .refine(isPermissionString, 'Each permission must look like scope:action.'),
    { error: 'permissions must be a list of permission strings.' },
  )
  .max(1000);

export const adminRoleCreateSchema = z.strictObject({
  name: name('name'),
  description: z.string({ error: 'description must be text.' }).max(1000).nullable().optional(),
  permissions: permissionList.default([]),
});
export type AdminRoleCreate = z.infer<typeof adminRoleCreateSchema>;
export const adminRoleUpdateSchema = z.strictObject({
  name: name('name').optional(),
  description: z.string({ error: 'description must be text.' }).max(1000).nullable().optional(),
  permissions: permissionList.optional(),
});
export type AdminRoleUpdate = z.infer<typeof adminRoleUpdateSchema>;

export const adminRoleSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  members: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;
export const adminRoleListSchema = z.object({ data: z.array(adminRoleSchema) });

/** The permissions a role may grant: those the modules declare, grouped by module. */
export const permissionModulesSchema = z.object({
  data: z.array(z.object({ module: z.string(), permissions: z.array(z.string()) })),
});
export type PermissionModules = z.infer<typeof permissionModulesSchema>;

export const policySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export const policiesListSchema = z.object({ data: z.array(policySchema) });
export type Policy = z.infer<typeof policySchema>;

export const policyAssignmentBodySchema = z.strictObject({
  user_id: userId(),
  policy_id: jsonIdSchema('policy_id', { max: SERIAL_ID_MAX }),
});

/** The spec's filter: `policy_id` equal and `user_id_display` like, as `[{columnName, value}]`. */
export const policyAssignmentFilterSchema = z.array(
  z.discriminatedUnion(
    'columnName',
    [
      z.object({
        columnName: z.literal('policy_id'),
        value: jsonIdSchema('policy_id', { max: SERIAL_ID_MAX }),
      }),
      z.object({ columnName: z.literal('user_id_display'), value: z.string().max(200) }),
    ],
    { error: 'filter may name policy_id (an id) and user_id_display (text) only.' },
  ),
);

export type PolicyAssignmentFilter = z.infer<typeof policyAssignmentFilterSchema>;

export const policyAssignmentListSchema = z.object({
  data: z.array(
    z.object({
      policy_id: z.number().int(),
      policy_name: z.string(),
      user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    }),
  ),
});
export type PolicyAssignmentList = z.infer<typeof policyAssignmentListSchema>;

export const policyUsersQuerySchema = z.object({ search: z.string().max(200).optional() });
export const policyUsersSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type PolicyUsers = z.infer<typeof policyUsersSchema>;

export const loginAsUserBodySchema = z.strictObject({ user_id: userId() });

export const loginAsAuditSchema = z.object({
  data: z.array(
    z.object({
      at: z.string(),
      super_admin: z.object({ id: z.number().int(), name: z.string() }),
      user: z.object({ id: z.number().int(), name: z.string() }),
      method: z.string(),
      path: z.string(),
      status_code: z.number().int(),
    }),
  ),
});
export type LoginAsAudit = z.infer<typeof loginAsAuditSchema>;
