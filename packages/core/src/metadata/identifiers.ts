/**
 * Object, attribute and relationship names become table and column names, so they are held to this
 * pattern and always quoted in SQL. 40 characters leave room for prefixes within Postgres' 63.
 */
export const IDENTIFIER_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** Columns every object table has; no attribute may take these names. */
export const SYSTEM_COLUMNS = [
  'id',
  'org_id',
  'owner_id',
  'created_at',
  'updated_at',
  'version',
  'is_locked',
  'sort_order',
  'is_active_version',
  'version_root_id',
  'restricted',
] as const;

export type SystemColumn = (typeof SYSTEM_COLUMNS)[number];

export function isIdentifier(value: string): boolean {
  return IDENTIFIER_PATTERN.test(value);
}

export function isSystemColumn(value: string): value is SystemColumn {
  return (SYSTEM_COLUMNS as readonly string[]).includes(value);
}

/** The table that holds an object's records. */
export function objectTableName(objectName: string): string {
  return `obj_${objectName}`;
}

/** Object permissions are named in camelCase (`salesOrder:view` for the object `sales_order`). */
export function permissionScope(objectName: string): string {
  return objectName.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

export type ObjectVerb = 'view' | 'create' | 'edit' | 'delete' | 'export';

export function objectPermission(objectName: string, verb: ObjectVerb): string {
  return `${permissionScope(objectName)}:${verb}`;
}
