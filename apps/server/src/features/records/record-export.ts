import { createWriteStream } from 'node:fs';
import { channels, type ExportBody, objectPermission } from '@atrium/core';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/files/file-storage';
import type { JobHandler } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mail/mailer';
import type { Realtime } from '../../platform/realtime/realtime';
import { loadModel } from './model-cache';
import type { RecordModel } from './record-model';
import { listSql } from './record-query';
import { selectPage } from './records.repository';
import { accessOf } from './records.service';

export const EXPORT_JOB = 'records.export';
const BATCH = 1000;

export interface ExportPayload extends ExportBody {
  object: string;
  orgId: number;
  userId: number;
  /** From an export template (spec 001 §7.4): these attributes in this order, in this format. */
  columns?: string[];
  format?: 'xlsx' | 'csv';
}

interface Column {
  key: string;
  header: string;
}

/** Every attribute (a lookup also as its name), or a template's columns, a lookup shown by its name. */
function columnsOf(model: RecordModel, chosen: string[] | undefined): Column[] {
  if (chosen) {
    return chosen.flatMap((name) => {
      if (name === 'id') return [{ key: 'id', header: 'Id' }];
      const field = model.fields.get(name);
      if (!field) return [];
      return [{ key: field.references?.label.length ? `${name}_display` : name, header: field.label }];
    });
  }
  return [
    { key: 'id', header: 'Id' },
    ...[...model.fields.values()].flatMap((field) =>
      field.references?.label.length
        ? [
            { key: field.name, header: field.label },
            { key: `${field.name}_display`, header: `${field.label} (name)` },
          ]
        : [{ key: field.name, header: field.label }],
    ),
  ];
}

/** One CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows written as they come: an .xlsx through ExcelJS's streaming writer, or CSV lines. */
interface Sheet {
  add(row: (string | number | null)[]): void;
  finish(): Promise<void>;
}

async function openSheet(
  path: string,
  format: 'xlsx' | 'csv',
  title: string,
  headers: string[],
): Promise<Sheet> {
  const stream = createWriteStream(path);
  if (format === 'csv') {
    // A byte-order mark so spreadsheet programs read the UTF-8 (Arabic, Hindi, Urdu names) as such.
    stream.write(`\uFEFF${headers.map(csvField).join(',')}\r\n`);
    return {
      add: (row) => void stream.write(`${row.map(csvField).join(',')}\r\n`),
      finish: () =>
        new Promise((resolve, reject) =>
          stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
        ),
    };
  }
  // Loaded with the first .xlsx export, not at start (decision 0025).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.addRow(headers).commit();
  return {
    add: (row) => sheet.addRow(row).commit(),
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export interface ExportDeps {
  db: Db;
  files: FileStorage;
  mailer: Mailer;
  realtime: Realtime;
}

function cellOf(model: RecordModel, name: string, value: unknown): string | number | null {
  const field = model.fields.get(name);
  if (value === null || value === undefined) return null;
  if (field?.storage === 'boolean') return value === '1' ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The export job: it runs later, so it checks again what the person may see, then streams the matching
 * records a thousand at a time into an .xlsx on disk (memory stays flat however many there are) and
 * mails it to them.
 */
export function exportRecordsJob(deps: ExportDeps): JobHandler {
  return async (raw, context) => {
    const payload = raw as unknown as ExportPayload;
    const auth = await resolveJobAuth(deps.db, {
      userId: payload.userId,
      orgId: payload.orgId,
      jobId: context.id,
    });
    const { user } = auth;
    if (!auth.permissions.has(objectPermission(payload.object, 'export'))) {
      throw new AppError(
        'FORBIDDEN',
        `The '${objectPermission(payload.object, 'export')}' permission was withdrawn.`,
      );
    }
    const model = await loadModel(deps.db, payload.object);
    const { where, order } = listSql(model, payload);
    const columns = columnsOf(model, payload.columns);
    const format = payload.format ?? 'xlsx';
    const path = await deps.files.newFilePath('exports', format);
    const sheet = await openSheet(
      path,
      format,
      model.object.display_name,
      columns.map((c) => c.header),
    );
    let rows = 0;
    await withTenant(deps.db, payload.orgId, async (tx) => {
      const access = accessOf(auth, payload.object);
      for (let offset = 0; ; offset += BATCH) {
        const page = await selectPage(tx, model, access, { where, order, limit: BATCH, offset });
        for (const record of page) {
          sheet.add(columns.map((c) => (c.key === 'id' ? record.id : cellOf(model, c.key, record[c.key]))));
        }
        rows += page.length;
        if (page.length < BATCH) break;
      }
    });
    await sheet.finish();
    await deps.mailer.send({
      to: user.email,
      subject: `Your ${model.object.display_name} export`,
      text: `Hello ${user.name},\n\nThe ${rows} ${model.object.display_name} records you exported are attached.\n\nAtrium`,
      attachments: [{ filename: `${payload.object}-export.${format}`, path }],
    });
    await writeAdminAudit(deps.db, {
      kind: 'export',
      action: 'sent',
      actorId: user.id,
      orgId: payload.orgId,
      summary: `${rows} ${model.object.display_name} records exported and mailed to ${user.email}.`,
    });
    deps.realtime.publish({
      channel: channels.user(user.id),
      event: 'export-ready',
      data: { object: payload.object, rows },
      audience: { kind: 'user', userId: user.id },
    });
    return { rows };
  };
}
