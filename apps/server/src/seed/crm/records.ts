import { prepareWrites, runSteps } from '../../features/records/write-pipeline/run-write';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { appointmentRows, campaignRows, enquiryRows, leadRows, prospectRows } from './records-activities';
import { accountRows, contactRows, type Inserted, noteRows } from './records-customers';
import { opportunityRows, projectRows, quoteRows, salesOrderRows } from './records-sales';
import type { SeedContext, SeedRow } from './seed-context';

/** A seed row's attribute values as a person's create sends them: a polymorphic pair as `{ type, id }`. */
function valuesOf(row: SeedRow, polymorphic: readonly string[]): Record<string, unknown> {
  const { org_id: _org, owner_id: _owner, sort_order: _sortOrder, ...values } = row;
  for (const name of polymorphic) {
    const type = values[`${name}_type`];
    const id = values[`${name}_id`];
    delete values[`${name}_type`];
    delete values[`${name}_id`];
    values[name] = type === undefined || type === null ? null : { type, id };
  }
  return values;
}

/**
 * Each row is created through the record write pipeline by its owner, as that person's own create
 * would be: the same checks, rules, history and storage (decision 0014). Events are not published:
 * nobody is connected while the server seeds its first start.
 */
async function insert(
  tx: Db,
  context: SeedContext,
  objectName: string,
  rows: SeedRow[],
): Promise<Inserted[]> {
  const prepared = await prepareWrites(tx, [{ kind: 'create', object: objectName, values: {} }]);
  const model = prepared.models.get(objectName)?.model;
  if (!model) throw new Error(`CRM seed: there is no object ${objectName}.`);
  const polymorphic = [...model.fields.values()]
    .filter((field) => field.storage === 'polymorphicReference')
    .map((field) => field.name);
  const inserted: Inserted[] = [];
  for (const row of rows) {
    const auth = context.authOf(row.owner_id);
    const sortOrder = typeof row.sort_order === 'number' ? { sortOrder: row.sort_order } : {};
    const state = await runSteps(tx, auth, prepared, {
      kind: 'create',
      object: objectName,
      values: valuesOf(row, polymorphic),
      ...sortOrder,
      trusted: true,
    }).catch((error: unknown) => {
      // The demo data is ours: a refusal is a fault of the seed, told with what was refused.
      const errors =
        error instanceof AppError ? JSON.stringify(error.errors ?? error.message) : String(error);
      throw new Error(`CRM seed: a ${objectName} was refused: ${errors}`);
    });
    if (state.id === undefined) throw new Error(`CRM seed: ${objectName} row got no id.`);
    inserted.push({ id: state.id, row });
  }
  return inserted;
}

const idsOf = (records: Inserted[]) => records.map((record) => record.id);

/** One organization's demo records; parents first so children can point at them. */
export async function seedCrmRecords(tx: Db, context: SeedContext): Promise<void> {
  const accounts = await insert(tx, context, 'account', accountRows(context));
  const contacts = await insert(tx, context, 'contact', contactRows(context, accounts));
  const leads = await insert(tx, context, 'lead', leadRows(context));
  const opportunities = await insert(tx, context, 'opportunity', opportunityRows(context, accounts));
  const quotes = await insert(tx, context, 'quote', quoteRows(context, opportunities));
  await insert(tx, context, 'sales_order', salesOrderRows(context, quotes));
  await insert(tx, context, 'appointment', appointmentRows(context, contacts));
  await insert(tx, context, 'campaign', campaignRows(context));
  await insert(tx, context, 'prospect', prospectRows(context));
  await insert(tx, context, 'enquiry', enquiryRows(context));
  await insert(tx, context, 'project', projectRows(context));
  await insert(
    tx,
    context,
    'note',
    noteRows(context, [
      { object: 'account', ids: idsOf(accounts) },
      { object: 'lead', ids: idsOf(leads) },
      { object: 'opportunity', ids: idsOf(opportunities) },
      { object: 'contact', ids: idsOf(contacts) },
    ]),
  );
}
