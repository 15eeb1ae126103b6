import type { ChartStyle, ChartType, WorkspaceCard } from '@atrium/core';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

/** Tables of migrations 0023 and 0030 (saved reports, charts and workspaces), kept apart from schema.ts like workflows'. */
export interface ReportTable {
  id: Generated<number>;
  org_id: number;
  owner_id: number;
  group_id: number | null;
  name: string;
  definition: Json<unknown>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface ReportShareTable {
  id: Generated<number>;
  org_id: number;
  report_id: number;
  to_user_id: number | null;
  to_role_id: number | null;
}

export interface ReportChartTable {
  id: Generated<number>;
  org_id: number;
  report_id: number;
  name: string;
  type: ChartType;
  style: Json<ChartStyle>;
  pivot_order: number;
  pivot_size: number;
  created_at: CreatedAt;
}

/** A person's arranged dashboard of chart cards (migration 0030). */
export interface BiWorkspaceTable {
  id: Generated<number>;
  org_id: number;
  owner_id: number;
  name: string;
  layout: Json<WorkspaceCard[]>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface ReportTables {
  bi_workspaces: BiWorkspaceTable;
  reports: ReportTable;
  report_shares: ReportShareTable;
  report_charts: ReportChartTable;
}

export type ReportRow = Selectable<ReportTable>;
export type ReportChartRow = Selectable<ReportChartTable>;
