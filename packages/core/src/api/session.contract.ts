import { LOCALES } from '../i18n/locales';
import type { SsoRequestAnswer } from './sso.contract';
import { z } from './zod';

export const localeSchema = z.enum(LOCALES);

export const organizationSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const profileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  job_title: z.string().nullable(),
  locale: localeSchema,
  active_organization: z.number().int().positive(),
  is_super_admin: z.boolean(),
  is_admin: z.boolean(),
  /** True only when a super admin sent the super-admin-mode header on this call. */
  super_admin_mode: z.boolean(),
  /** In a login-as-user session: the super admin acting as this person (the web shows a banner). */
  impersonated_by: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** An id token is a compact JWS; 8 KiB is far above any real one and bounds the work of parsing it. */
export const loginWithOpenIdBodySchema = z.object({
  token: z
    .string({ error: 'token is required.' })
    .min(1, 'token is required.')
    .max(8192, 'token is too long.'),
});
export type LoginWithOpenIdBody = z.infer<typeof loginWithOpenIdBodySchema>;

export const loginAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  profile: profileSchema,
  message: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const ssoRequestBodySchema = z.object({
  locale: localeSchema.optional(),
  /** After signing out, the next sign-in asks for the password again (`prompt=login`). */
  reauthenticate: z.boolean().optional(),
});
export type SsoRequestBody = z.infer<typeof ssoRequestBodySchema>;

/** The server's schema of the answer the sign-in page checks with `parseSsoRequestAnswer`. */
export const ssoRequestAnswerSchema: z.ZodType<SsoRequestAnswer> = z.object({
  url: z.string(),
  state: z.string(),
});

export const organizationsAnswerSchema = z.object({ data: z.array(organizationSchema) });
export type OrganizationsAnswer = z.infer<typeof organizationsAnswerSchema>;

const ORGANIZATION_ID_MESSAGE = 'orgid must be an organization id.';

/** A positive integer, or its decimal digits as a string (form posts send strings); nothing looser. */
export const switchOrganizationBodySchema = z.object({
  orgid: z
    .union([z.number(), z.string().regex(/^[1-9][0-9]{0,9}$/, ORGANIZATION_ID_MESSAGE)], {
      error: ORGANIZATION_ID_MESSAGE,
    })
    .transform(Number)
    .pipe(z.number().int(ORGANIZATION_ID_MESSAGE).positive(ORGANIZATION_ID_MESSAGE).max(2_147_483_647)),
});
export type SwitchOrganizationBody = z.infer<typeof switchOrganizationBodySchema>;

export const preferencesBodySchema = z.object({
  locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}.` }),
});
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;

/** Answer of auth/user/isallowed, whose `permissions` list the server reads with its `queryList`. */
export type IsAllowedAnswer = Record<string, boolean>;

export const permissionsAnswerSchema = z.object({ data: z.array(z.string()) });
export type PermissionsAnswer = z.infer<typeof permissionsAnswerSchema>;

export const permissionsByGroupQuerySchema = z.object({
  group: z.string({ error: 'group is required.' }).min(1, 'group is required.').max(64),
});
export const permissionsByGroupAnswerSchema = z.object({
  group: z.string(),
  data: z.record(z.string(), z.boolean()),
});
export type PermissionsByGroupAnswer = z.infer<typeof permissionsByGroupAnswerSchema>;

export const logoutAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** Answer of GET /api/v1/app/version: the client compares it with its own build to offer a reload. */
export const appVersionAnswerSchema = z.object({ version: z.string() });
