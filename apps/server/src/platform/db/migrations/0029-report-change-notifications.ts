import type { Kysely } from 'kysely';
import { notifyOnChange, REPORT_TABLES } from '../change-triggers';

/**
 * Saved reports, their shares and charts notify the change feed (decision 0008), so which chart a
 * person may open can be remembered in memory and forgotten the moment a report is edited or shared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of REPORT_TABLES) await notifyOnChange(db, table);
}
