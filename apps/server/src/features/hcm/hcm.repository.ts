import type { MyHrRequestsResponse, MyLeavesResponse } from '@atrium/core';
import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';

const table = (object: string) => sql.table(objectTableName(object));
// Ids and numbers are cast to float8 or int: node-postgres answers bigint and numeric as strings.

/** HCM's tables exist once its package is installed (in any organization: metadata is shared). */
export async function requireHcm(db: Db): Promise<void> {
  const row = await db.selectFrom('objects').select('id').where('name', '=', 'hcm_leave').executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'HCM is not installed: install its package first.');
}

interface Me {
  id: number;
  name: string;
  manager_id: number | null;
}

/** The caller's employee record in the organization (the tenant transaction scopes it). */
async function employeeOf(tx: Db, userId: number): Promise<Me | undefined> {
  const { rows } = await sql<Me>`
    select id::float8 as id, full_name as name, manager_id::float8 as manager_id from ${table('hcm_employee')}
    where user_id = ${userId} order by id limit 1`.execute(tx);
  return rows[0];
}

const LEAVE_COLUMNS = sql`l.id::float8 as id, l.reason, coalesce(t.name, '') as "leaveType",
  to_char(l.start_date, 'YYYY-MM-DD') as "from", to_char(l.end_date, 'YYYY-MM-DD') as "to",
  coalesce(l.days, 0)::int as days, coalesce(l.status, 'Draft') as status`;

/** The month's first and last day, `YYYY-MM-DD`. */
function monthRange(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/**
 * My leave: this year's balances with what is pending and left, my requests (newest first), and the
 * submitted or approved absences in `month` of my team — those who share my manager, those I manage
 * and me.
 */
export async function myLeaves(tx: Db, userId: number, month: string): Promise<MyLeavesResponse> {
  const year = Number(month.slice(0, 4));
  const me = await employeeOf(tx, userId);
  if (!me) return { employee: null, year, month, balances: [], requests: [], team: [] };
  const { rows: balances } = await sql<MyLeavesResponse['balances'][number]>`
    select b.leave_type_id::float8 as "leaveTypeId", coalesce(t.name, '') as "leaveType", b.year::int as year,
      coalesce(b.entitled, 0)::int as entitled, coalesce(b.taken, 0)::int as taken,
      coalesce((select sum(l.days) from ${table('hcm_leave')} l
        where l.employee_id = b.employee_id and l.leave_type_id = b.leave_type_id
          and extract(year from l.start_date) = b.year
          and coalesce(l.status, 'Draft') in ('Draft', 'Submitted')), 0)::int as pending,
      0 as left
    from ${table('hcm_leave_balance')} b
    left join ${table('hcm_leave_type')} t on t.id = b.leave_type_id
    where b.employee_id = ${me.id} and b.year = ${year}
    order by t.name`.execute(tx);
  const { rows: requests } = await sql<MyLeavesResponse['requests'][number]>`
    select ${LEAVE_COLUMNS} from ${table('hcm_leave')} l
    left join ${table('hcm_leave_type')} t on t.id = l.leave_type_id
    where l.employee_id = ${me.id} order by l.start_date desc, l.id desc limit 100`.execute(tx);
  const [first, last] = monthRange(month);
  const { rows: team } = await sql<MyLeavesResponse['team'][number]>`
    select ${LEAVE_COLUMNS}, e.id::float8 as "employeeId", e.full_name as employee
    from ${table('hcm_leave')} l
    join ${table('hcm_employee')} e on e.id = l.employee_id
    left join ${table('hcm_leave_type')} t on t.id = l.leave_type_id
    where l.status in ('Submitted', 'Approved')
      and l.start_date <= ${last}::date and l.end_date >= ${first}::date
      and (e.id = ${me.id} or e.manager_id = ${me.id}
        or (${me.manager_id}::int is not null and e.manager_id = ${me.manager_id}::int))
    order by l.start_date, e.full_name limit 500`.execute(tx);
  return {
    employee: { id: me.id, name: me.name },
    year,
    month,
    balances: balances.map((row) => ({ ...row, left: Math.max(row.entitled - row.taken - row.pending, 0) })),
    requests,
    team,
  };
}

/** My HR requests, newest first. */
export async function myHrRequests(tx: Db, userId: number): Promise<MyHrRequestsResponse> {
  const me = await employeeOf(tx, userId);
  if (!me) return { employee: null, requests: [] };
  const { rows } = await sql<MyHrRequestsResponse['requests'][number]>`
    select id::float8 as id, subject, coalesce(kind, '') as kind, coalesce(status, 'Draft') as status,
      to_char(created_at, 'YYYY-MM-DD') as created
    from ${table('hcm_request')} where employee_id = ${me.id} order by id desc limit 100`.execute(tx);
  return { employee: { id: me.id, name: me.name }, requests: rows };
}
