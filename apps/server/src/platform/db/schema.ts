import type { ObjectDefaultView } from '@atrium/core';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ConversionTables } from './conversion-schema';
import type { PackageTables } from './package-schema';
import type { ReportTables } from './report-schema';
import type { TemplateTables } from './template-schema';
import type { WorkflowTables } from './workflow-schema';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface OrganizationTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo_svg: string | null;
  /** The badge colour, `#rrggbb` (migration 0020). */
  color: string | null;
  /** An uploaded logo and the type its bytes were found to be; shown instead of `logo_svg` (0024). */
  logo_data: Uint8Array | null;
  logo_mime: string | null;
  created_at: CreatedAt;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  name: string;
  job_title: string | null;
  locale: string;
  /** scrypt hash for the built-in identity provider; null for accounts only an external provider knows. */
  password_hash: string | null;
  is_super_admin: Generated<boolean>;
  active_organization_id: number | null;
  /** `issuer|sub` once the user has signed in through an external provider. */
  external_subject: string | null;
  /** Set when an administrator deactivated the account: it cannot sign in (migration 0020). */
  deactivated_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MembershipTable {
  user_id: number;
  org_id: number;
  /** Whom the member reports to in this organization: their team lead (migration 0031). */
  manager_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RoleTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  description: string | null;
}

export interface RolePermissionTable {
  role_id: number;
  permission: string;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface PolicyTable {
  id: Generated<number>;
  name: string;
  description: string | null;
}

export interface PolicyPermissionTable {
  policy_id: number;
  permission: string;
}

export interface PolicyAssignmentTable {
  user_id: number;
  policy_id: number;
}

export interface SessionTable {
  id: Generated<string>;
  token_hash: string;
  user_id: number;
  active_org_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  idle_expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
  /** A login-as-user session: the super admin's own session, which it ends with (migration 0020). */
  impersonator_session_id: string | null;
  impersonator_user_id: number | null;
}

/** Sign-ins and administration changes, for the administrators' audit list (migration 0024). */
export interface AdminAuditTable {
  id: Generated<string>;
  at: CreatedAt;
  kind: string;
  action: string;
  actor_id: number | null;
  user_id: number | null;
  org_id: number | null;
  summary: string;
}

/** Every call made through a login-as-user session, with both identities (migration 0020). */
export interface LoginAsAuditTable {
  id: Generated<string>;
  at: CreatedAt;
  super_admin_id: number;
  user_id: number;
  session_id: string | null;
  method: string;
  path: string;
  status_code: number;
}

/** One sign-in attempt started by the browser: its `state` and the `nonce` the id token must carry. */
export interface LoginRequestTable {
  nonce: string;
  state: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginFailureTable {
  id: Generated<string>;
  account: string;
  ip: string | null;
  created_at: CreatedAt;
}

/** Storage of the built-in identity provider (sessions, interactions, grants). */
export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

/** Key material the platform generates for itself on first start when none is configured. */
export interface PlatformSecretTable {
  name: string;
  value: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** The build and settings that last seeded the demo data (migration 0041, decision 0025). */
export interface SeedMarkTable {
  name: string;
  fingerprint: string;
  seeded_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BiGroupTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface ObjectTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  module: string;
  label_attribute: string | null;
  label_expression: string | null;
  has_versioning: Generated<boolean>;
  has_ordering: Generated<boolean>;
  version: Generated<number>;
  /** Per locale: `{ display_name, plural_name }` (migration 0011). */
  translations: ColumnType<Record<string, Record<string, string>>, string | undefined, string>;
  /** Migration 0040: the view the object's list opens on; null, the list guesses. */
  default_view: ColumnType<ObjectDefaultView | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AttributeTable {
  id: Generated<number>;
  object_id: number;
  name: string;
  label: string;
  type: string;
  options: ColumnType<Record<string, unknown>, string | undefined, string>;
  position: Generated<number>;
}

export interface RelationshipTable {
  id: Generated<number>;
  name: string;
  type: string;
  parent_object_id: number;
  child_object_id: number;
  reverse_name: string;
  foreign_key: string;
  options: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface FormTable {
  id: Generated<number>;
  object_id: number;
  name: string;
  type: string;
  status: Generated<string>;
  body: ColumnType<unknown, string, string>;
  options: ColumnType<Record<string, unknown>, string | undefined, string>;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** A form's unpublished body and rules (migration 0010): never served to staff. */
export interface FormDraftTable {
  form_id: number;
  body: ColumnType<unknown, string, string>;
  rules: ColumnType<unknown, string, string>;
  saved_by: number | null;
  saved_at: Timestamp;
}

export interface RuleTable {
  id: Generated<number>;
  object_id: number;
  form_id: number | null;
  type: string;
  body: ColumnType<unknown, string, string>;
}

export interface RecordPermissionTable {
  id: Generated<string>;
  org_id: number;
  object: string;
  record_id: string | number;
  to_user_id: number | null;
  to_role_id: number | null;
  level: number;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface RecordHistoryTable {
  id: Generated<string>;
  org_id: number;
  object: string;
  record_id: string | number;
  version: number;
  action: string;
  changes: ColumnType<Record<string, unknown>, string, string>;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface RecordFieldHistoryTable {
  id: Generated<string>;
  org_id: number;
  object: string;
  record_id: string | number;
  attribute: string;
  action: string;
  old_value: ColumnType<unknown, string | null, string | null>;
  new_value: ColumnType<unknown, string | null, string | null>;
  user_id: number | null;
  changed_at: CreatedAt;
}

export interface UploadTable {
  id: Generated<string>;
  org_id: number;
  object: string;
  record_id: string | number;
  stored_name: string;
  file_name: string;
  mime: string;
  size: number;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface JobTable {
  id: Generated<string>;
  type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<string>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_after: Generated<Date>;
  locked_until: Date | null;
  progress: Generated<number>;
  result: ColumnType<unknown, string | null, string | null>;
  error: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  message: string;
  created_at: CreatedAt;
}

/** Migration 0038: what the workflows told a person, read or not (issue 19 item 5). */
export interface NotificationTable {
  id: Generated<string>;
  org_id: number;
  user_id: number;
  kind: string;
  title: string;
  body: Generated<string>;
  object: string | null;
  record_id: string | number | null;
  read_at: Date | null;
  created_at: CreatedAt;
}

/** Migration 0039: how a person last looked at an object's list (issue 19 item 4). */
export interface ListViewPreferenceTable {
  org_id: number;
  user_id: number;
  object: string;
  view: string;
  group_by: string | null;
  updated_at: Generated<Date>;
}

export interface Database
  extends WorkflowTables,
    ReportTables,
    ConversionTables,
    PackageTables,
    TemplateTables {
  jobs: JobTable;
  mail_outbox: MailOutboxTable;
  record_history: RecordHistoryTable;
  notifications: NotificationTable;
  list_view_preferences: ListViewPreferenceTable;
  record_field_history: RecordFieldHistoryTable;
  record_permissions: RecordPermissionTable;
  uploads: UploadTable;
  objects: ObjectTable;
  attributes: AttributeTable;
  relationships: RelationshipTable;
  forms: FormTable;
  form_drafts: FormDraftTable;
  rules: RuleTable;
  bi_groups: BiGroupTable;
  organizations: OrganizationTable;
  users: UserTable;
  memberships: MembershipTable;
  roles: RoleTable;
  role_permissions: RolePermissionTable;
  user_roles: UserRoleTable;
  policies: PolicyTable;
  policy_permissions: PolicyPermissionTable;
  policy_assignments: PolicyAssignmentTable;
  sessions: SessionTable;
  login_as_audit: LoginAsAuditTable;
  admin_audit: AdminAuditTable;
  login_requests: LoginRequestTable;
  login_failures: LoginFailureTable;
  oidc_payloads: OidcPayloadTable;
  platform_secrets: PlatformSecretTable;
  seed_marks: SeedMarkTable;
}

export type OrganizationRow = Selectable<OrganizationTable>;
export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
