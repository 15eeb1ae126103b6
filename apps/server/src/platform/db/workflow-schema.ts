import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

/** Tables of migration 0017 (workflows), kept apart from schema.ts so the feature's rows read together. */
export interface WorkflowDefinitionTable {
  id: Generated<number>;
  name: string;
  object: string;
  version: number;
  status: 'DRAFT' | 'ACTIVE' | 'RETIRED';
  definition: Json<unknown>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  published_at: Date | null;
}

export interface WorkflowInstanceTable {
  id: Generated<string>;
  org_id: number;
  definition_id: number;
  workflow: string;
  object: string;
  record_id: string | number;
  status: string;
  current_node: string | null;
  step: number;
  state: Json<unknown>;
  parent_instance_id: string | null;
  started_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface WorkflowApprovalTable {
  id: Generated<string>;
  org_id: number;
  instance_id: string;
  node_id: string;
  step: number;
  approver_id: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  comment: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
}

export interface WorkflowTimelineTable {
  id: Generated<string>;
  org_id: number;
  instance_id: string;
  kind: string;
  node_id: string | null;
  message: string;
  detail: ColumnType<unknown, string | null, string | null>;
  actor_id: number | null;
  created_at: CreatedAt;
}

export interface WorkflowTables {
  workflow_definitions: WorkflowDefinitionTable;
  workflow_instances: WorkflowInstanceTable;
  workflow_approvals: WorkflowApprovalTable;
  workflow_timeline: WorkflowTimelineTable;
}

export type WorkflowDefinitionRow = Selectable<WorkflowDefinitionTable>;
export type WorkflowInstanceRow = Selectable<WorkflowInstanceTable>;
export type WorkflowApprovalRow = Selectable<WorkflowApprovalTable>;
export type WorkflowTimelineRow = Selectable<WorkflowTimelineTable>;
