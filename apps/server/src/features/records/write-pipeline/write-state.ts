import type { RecordData } from '@atrium/core';
import type { AuthContext } from '../../../platform/auth/request-context';
import type { Db } from '../../../platform/db/database';
import type { Audience } from '../../../platform/realtime/realtime';
import type { NewUpload, UploadRow } from '../../uploads/uploads.repository';
import type { RecordAccess } from '../record-access';
import type { FormPolicy } from '../record-form-policy';
import type { RecordModel } from '../record-model';
import type { ColumnValues } from '../record-values';

/** New children of a record being created, per relationship name, in the order they are listed. */
export type ChildrenInput = Record<string, readonly Record<string, unknown>[]>;

/** Every way a record can be written. Each kind runs the same steps (see run-write.ts). */
export type WriteRequest =
  | {
      kind: 'create';
      object: string;
      values: Record<string, unknown>;
      children?: ChildrenInput;
      /** Its place among its siblings, for a child of an ordered object created with its parent. */
      sortOrder?: number;
      trusted?: boolean;
    }
  | {
      kind: 'update';
      object: string;
      id: number;
      values: Record<string, unknown>;
      /** The version the client read the record at (`baseVersionOf`); undefined is a blind write. */
      version: number | undefined;
      children?: ChildrenInput;
      /** Set for a workflow step's own write: workflows do not start or advance on it again. */
      origin?: 'workflow';
      /**
       * Written by the platform or a package's code on the person's behalf (a workflow step, a package
       * step, reference and demo data), not sent by them: it may set read-only attributes. Never set
       * from a request's body.
       */
      trusted?: boolean;
    }
  | { kind: 'delete'; object: string; id: number }
  | { kind: 'duplicate'; object: string; id: number }
  | { kind: 'version'; object: string; id: number }
  /** `place` answers the record's new sort_order, read inside the write's transaction. */
  | { kind: 'reorder'; object: string; id: number; place: (tx: Db) => Promise<number> }
  | {
      kind: 'attach';
      object: string;
      id: number;
      files: Omit<NewUpload, 'org_id' | 'object' | 'record_id' | 'created_by'>[];
    }
  | { kind: 'detach'; object: string; id: number; uploads: readonly { id: string; file_name: string }[] };

export type WriteKind = WriteRequest['kind'];

/** What a write needs that is read outside its transaction (PGlite has one connection, which it holds). */
export interface Prepared {
  models: Map<string, { model: RecordModel; policy: FormPolicy }>;
}

/** What is announced on a real-time channel once the transaction has committed. */
export interface PendingEvent {
  channel: string;
  event: string;
  payload: Record<string, unknown>;
  /** Who may hear it: checked for each socket when it goes out (issue 13.1). */
  audience: Audience;
}

/** What one history row says happened to the record. */
export interface HistoryNote {
  action: string;
  /** Per attribute: its new value (create) or [old, new] (update); or a note (`duplicated_from`). */
  changes: Record<string, unknown>;
  version: number;
}

/**
 * A write as it passes through the steps. Each step reads what earlier ones left and adds its own
 * part; nothing outside the steps changes it.
 */
export interface WriteState<R extends WriteRequest = WriteRequest> {
  readonly request: R;
  readonly tx: Db;
  readonly auth: AuthContext;
  readonly model: RecordModel;
  readonly policy: FormPolicy;
  readonly access: RecordAccess;
  readonly prepared: Prepared;
  /** The record as the writer reads it before the change (every kind but create). */
  current: RecordData | undefined;
  /** The stored row, locked for the transaction (every kind but create). */
  stored: Record<string, unknown> | undefined;
  /** Attribute values to write after the rules, validated and coerced (create, update). */
  values: Record<string, unknown>;
  /** `values` as columns, ready for the table. */
  columns: ColumnValues;
  /** The record written: the new one for create, duplicate and version. */
  id: number | undefined;
  /** Problems per field found before validation (relations), reported with the validator's. */
  errors: Record<string, string[]>;
  history: HistoryNote | undefined;
  /** The record as the writer reads it after the change. */
  result: RecordData | undefined;
  /** Upload rows attached (attach). */
  attached: UploadRow[];
  events: PendingEvent[];
}

export type WriteStep = (state: WriteState) => Promise<void> | void;
