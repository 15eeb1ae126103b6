import { type ExportTpcQuery, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

const table = (object: string) => sql.table(objectTableName(object));

/**
 * One fixed-width field: text cut or padded with spaces to `width` (left aligned), or a number padded
 * with zeros (right aligned). Line breaks and non-ASCII letters would break the columns of the
 * receiving system, so they become spaces and `?` (docs/hcm-export-tpc.md).
 */
function text(value: string, width: number): string {
  const ascii = value.replace(/[\r\n\t]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  return ascii.slice(0, width).padEnd(width, ' ');
}
function number(value: number, width: number): string {
  return String(Math.max(0, Math.trunc(value)))
    .slice(-width)
    .padStart(width, '0');
}
const compact = (date: string) => date.replaceAll('-', '');

interface LeaveLine {
  number: string;
  name: string;
  type: string;
  from: string;
  to: string;
  days: number;
}
interface ChangeLine {
  number: string;
  name: string;
  subject: string;
  done: string;
}

/**
 * The TPC file of a period: a header, one `L` line per approved leave request overlapping it, one `C`
 * line per change-of-details request completed in it, and a trailer with the counts. Lines end with
 * CRLF. The layout is docs/hcm-export-tpc.md.
 */
export async function exportTpc(
  tx: Db,
  org: { code: string },
  period: ExportTpcQuery,
  now: Date,
): Promise<string> {
  const { rows: leaves } = await sql<LeaveLine>`
    select coalesce(e.employee_number, '') as number, coalesce(e.full_name, '') as name,
      coalesce(t.name, '') as type, to_char(l.start_date, 'YYYY-MM-DD') as "from",
      to_char(l.end_date, 'YYYY-MM-DD') as "to", coalesce(l.days, 0)::int as days
    from ${table('hcm_leave')} l
    join ${table('hcm_employee')} e on e.id = l.employee_id
    left join ${table('hcm_leave_type')} t on t.id = l.leave_type_id
    where l.status = 'Approved' and l.start_date <= ${period.to}::date and l.end_date >= ${period.from}::date
    order by l.start_date, e.employee_number, l.id`.execute(tx);
  const { rows: changes } = await sql<ChangeLine>`
    select coalesce(e.employee_number, '') as number, coalesce(e.full_name, '') as name,
      r.subject, to_char(r.updated_at, 'YYYY-MM-DD') as done
    from ${table('hcm_request')} r
    join ${table('hcm_employee')} e on e.id = r.employee_id
    where r.kind = 'Change of details' and r.status = 'Done'
      and r.updated_at::date between ${period.from}::date and ${period.to}::date
    order by r.updated_at, r.id`.execute(tx);
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const lines = [
    `H${text(org.code, 10)}${compact(period.from)}${compact(period.to)}${stamp}`,
    ...leaves.map(
      (leave) =>
        `L${text(leave.number, 12)}${text(leave.name, 30)}${text(leave.type, 12)}${compact(leave.from)}${compact(leave.to)}${number(leave.days, 3)}`,
    ),
    ...changes.map(
      (change) =>
        `C${text(change.number, 12)}${text(change.name, 30)}${text(change.subject, 40)}${compact(change.done)}`,
    ),
    `T${number(leaves.length, 6)}${number(changes.length, 6)}`,
  ];
  return `${lines.join('\r\n')}\r\n`;
}
