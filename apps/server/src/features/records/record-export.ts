import { createWriteStream } from 'node:fs';
import { channels, type ExportBody, objectPermission } from '@atrium/core';
import ExcelJS from 'exceljs';
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
    const columns = [...model.fields.values()].flatMap((field) =>
      field.references?.label.length
        ? [field, { ...field, name: `${field.name}_display`, label: `${field.label} (name)` }]
        : [field],
    );
    const path = await deps.files.newFilePath('exports', 'xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path) });
    const sheet = workbook.addWorksheet(model.object.display_name.slice(0, 31));
    sheet.columns = [{ header: 'Id', key: 'id' }, ...columns.map((c) => ({ header: c.label, key: c.name }))];
    let rows = 0;
    await withTenant(deps.db, payload.orgId, async (tx) => {
      const access = accessOf(auth, payload.object);
      for (let offset = 0; ; offset += BATCH) {
        const page = await selectPage(tx, model, access, { where, order, limit: BATCH, offset });
        for (const record of page) {
          sheet
            .addRow(
              Object.fromEntries([
                ['id', record.id],
                ...columns.map((c) => [c.name, cellOf(model, c.name, record[c.name])]),
              ]),
            )
            .commit();
        }
        rows += page.length;
        if (page.length < BATCH) break;
      }
    });
    sheet.commit();
    await workbook.commit();
    await deps.mailer.send({
      to: user.email,
      subject: `Your ${model.object.display_name} export`,
      text: `Hello ${user.name},\n\nThe ${rows} ${model.object.display_name} records you exported are attached.\n\nAtrium`,
      attachments: [{ filename: `${payload.object}-export.xlsx`, path }],
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
