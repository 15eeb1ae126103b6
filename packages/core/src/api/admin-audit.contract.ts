import { SERIAL_ID_MAX, textIdSchema, textIntegerSchema } from './numbers';
import { z } from './zod';

/** The administrators' audit list (issue 17 item 6): what kinds of entry it holds. */
export const AUDIT_KINDS = [
  'sign-in',
  'user',
  'membership',
  'role',
  'policy',
  'organization',
  'login-as',
  'export',
  'print',
  'package',
  'encryption',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (what: string) =>
  z
    .string({ error: `${what} must be a date such as 2026-01-31.` })
    .regex(DAY, `${what} must be a date such as 2026-01-31.`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${what} is not a real date.`);

export const auditListQuerySchema = z.object({
  kind: z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(', ')}.` }).optional(),
  /** Entries of one organization (an organization administrator may name only one they administer). */
  org_id: textIdSchema('org_id', { max: SERIAL_ID_MAX }).optional(),
  /** Entries made by this person or about them. */
  user_id: textIdSchema('user_id', { max: SERIAL_ID_MAX }).optional(),
  /** First and last day (UTC) to list, both included. */
  from: day('from').optional(),
  to: day('to').optional(),
  page: textIntegerSchema('page', { min: 1, max: 100_000 }).optional(),
  pageSize: textIntegerSchema('pageSize', { min: 1, max: 200 }).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const auditEntrySchema = z.object({
  /** Unique in the list: the kind's table and its row (`a12`, `l7`). */
  id: z.string(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  /** Who did it (for login-as: the super admin). */
  actor: person,
  /** Whom it concerns (for login-as: the person acted as). */
  user: person,
  org_id: z.number().int().nullable(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ data: z.array(auditEntrySchema), total: z.number().int() });
export type AuditList = z.infer<typeof auditListSchema>;
