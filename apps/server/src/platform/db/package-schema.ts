import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** The table of migration 0033 (installed module packages), kept apart from schema.ts like reports'. */
export interface InstalledPackageTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  version: string;
  title: string;
  definition: Json<unknown>;
  installed_by: number | null;
  installed_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PackageTables {
  installed_packages: InstalledPackageTable;
}
