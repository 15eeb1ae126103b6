import type { Db } from '../../platform/db/database';
import { insertSeedRows, type SeedRow } from './insert-rows';
import { appointmentRows, campaignRows, enquiryRows, leadRows, prospectRows } from './records-activities';
import { accountRows, contactRows, type Inserted, noteRows } from './records-customers';
import { opportunityRows, projectRows, quoteRows, salesOrderRows } from './records-sales';
import type { SeedContext } from './seed-context';

async function insert(tx: Db, objectName: string, rows: SeedRow[]): Promise<Inserted[]> {
  const ids = await insertSeedRows(tx, objectName, rows);
  return rows.map((row, index) => {
    const id = ids[index];
    if (id === undefined) throw new Error(`CRM seed: ${objectName} row ${index} got no id.`);
    return { id, row };
  });
}

const idsOf = (records: Inserted[]) => records.map((record) => record.id);

/** One organization's demo records; parents first so children can point at them. */
export async function seedCrmRecords(tx: Db, context: SeedContext): Promise<void> {
  const accounts = await insert(tx, 'account', accountRows(context));
  const contacts = await insert(tx, 'contact', contactRows(context, accounts));
  const leads = await insert(tx, 'lead', leadRows(context));
  const opportunities = await insert(tx, 'opportunity', opportunityRows(context, accounts));
  const quotes = await insert(tx, 'quote', quoteRows(context, opportunities));
  await insert(tx, 'sales_order', salesOrderRows(context, quotes));
  await insert(tx, 'appointment', appointmentRows(context, contacts));
  await insert(tx, 'campaign', campaignRows(context));
  await insert(tx, 'prospect', prospectRows(context));
  await insert(tx, 'enquiry', enquiryRows(context));
  await insert(tx, 'project', projectRows(context));
  await insert(
    tx,
    'note',
    noteRows(context, [
      { object: 'account', ids: idsOf(accounts) },
      { object: 'lead', ids: idsOf(leads) },
      { object: 'opportunity', ids: idsOf(opportunities) },
      { object: 'contact', ids: idsOf(contacts) },
    ]),
  );
}
