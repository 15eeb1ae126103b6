import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { PackageStep } from '../../features/packages/package-steps';
import { declareObjectStep } from '../../features/records/write-pipeline/object-steps';
import {
  lookupId,
  refuseField,
  writeRelatedRecord,
  writtenValue,
} from '../../features/records/write-pipeline/step-helpers';
import type { WriteState } from '../../features/records/write-pipeline/write-state';
import type { Db } from '../../platform/db/database';
import { HCM_RULES_STEP } from './hcm-package';
import { workingDays } from './leave-days';

const table = (object: string) => sql.table(objectTableName(object));

/** A date field's value as `YYYY-MM-DD` (a stored one may come back as a Date). */
function dateOf(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

interface EmployeeRow {
  id: number;
  full_name: string;
  user_id: number | null;
  manager_id: number | null;
}

async function employee(tx: Db, id: number): Promise<EmployeeRow | undefined> {
  const { rows } = await sql<EmployeeRow>`
    select id::float8 as id, full_name, user_id::float8 as user_id, manager_id::float8 as manager_id
    from ${table('hcm_employee')} where id = ${id}`.execute(tx);
  return rows[0];
}

/** The user of an employee's manager: who approves for the manager. */
async function managerUserOf(tx: Db, employeeId: number, field: string): Promise<number> {
  const person = await employee(tx, employeeId);
  if (!person) refuseField(field, `There is no employee with id ${employeeId}.`);
  const manager = person.manager_id === null ? undefined : await employee(tx, person.manager_id);
  if (!manager?.user_id)
    refuseField(
      field,
      `${person.full_name} has no manager with a user account, who would approve: set the employee's manager first.`,
    );
  return manager.user_id;
}

/** An employee's sign-in account: the e-mail must be a member of the organization; its id is kept. */
async function linkAccount(state: WriteState): Promise<void> {
  if (!('account_email' in state.values)) return;
  const email = state.values.account_email;
  if (typeof email !== 'string' || email.trim() === '') {
    state.columns.user_id = null;
    return;
  }
  const user = await state.tx
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .select('u.id')
    .where('m.org_id', '=', state.auth.orgId)
    .where(sql`lower(u.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) refuseField('account_email', `No member of this organization signs in as ${email}.`);
  state.columns.user_id = user.id;
  if (state.request.kind === 'update' && lookupId(writtenValue(state, 'manager_id')) === state.request.id)
    refuseField('manager_id', 'An employee cannot be their own manager.');
}

/** A request made without naming the employee is the requester's own (self-service). */
async function defaultToOwnEmployee(state: WriteState): Promise<void> {
  if (lookupId(state.values.employee_id) !== undefined) return;
  const { rows } = await sql<{ id: number }>`
    select id::float8 as id from ${table('hcm_employee')} where user_id = ${state.auth.user.id} order by id limit 1`.execute(
    state.tx,
  );
  const own = rows[0];
  if (!own) return;
  state.values.employee_id = own.id;
  state.columns.employee_id = own.id;
}

/** An HR request starts as the requester's own draft unless it says otherwise. */
async function startHrRequest(state: WriteState): Promise<void> {
  await defaultToOwnEmployee(state);
  if (!state.values.status) state.columns.status = 'Draft';
}

interface Balance {
  id: number;
  entitled: number;
  taken: number;
}

async function balanceOf(tx: Db, employeeId: number, typeId: number, year: number) {
  const { rows } = await sql<Balance>`
    select id::float8 as id, coalesce(entitled, 0)::int as entitled, coalesce(taken, 0)::int as taken
    from ${table('hcm_leave_balance')}
    where employee_id = ${employeeId} and leave_type_id = ${typeId} and year = ${year}
    order by id limit 1`.execute(tx);
  return rows[0];
}

async function holidaysBetween(tx: Db, from: string, to: string): Promise<Set<string>> {
  const { rows } = await sql<{ day: string }>`
    select to_char(date, 'YYYY-MM-DD') as day from ${table('hcm_holiday')}
    where date between ${from}::date and ${to}::date`.execute(tx);
  return new Set(rows.map((row) => row.day));
}

/**
 * A leave request's rules: an employee, a type, a period of at least one working day within one year;
 * no overlap with another of the employee's requests that is not rejected; no more days than the
 * balance has left once the other open requests are counted. Counts the days and names the approver.
 */
async function checkLeave(state: WriteState): Promise<void> {
  const { request, tx } = state;
  if (request.kind === 'update' && request.origin === 'workflow') return;
  const period = ['employee_id', 'leave_type_id', 'start_date', 'end_date'];
  if (request.kind === 'update') {
    if (!period.some((name) => name in state.values)) return;
    const decided = state.stored?.status;
    if (decided === 'Approved' || decided === 'Rejected')
      refuseField(
        'start_date',
        `The request is ${String(decided).toLowerCase()}: its period can no longer change.`,
      );
  }
  const own = request.kind === 'update' ? request.id : 0;
  if (request.kind === 'create') await defaultToOwnEmployee(state);
  const employeeId = lookupId(writtenValue(state, 'employee_id'));
  const typeId = lookupId(writtenValue(state, 'leave_type_id'));
  const from = dateOf(writtenValue(state, 'start_date'));
  const to = dateOf(writtenValue(state, 'end_date'));
  if (employeeId === undefined) refuseField('employee_id', 'Choose the employee the leave is for.');
  if (typeId === undefined) refuseField('leave_type_id', 'Choose the leave type.');
  if (!from || !to) refuseField('start_date', 'Give the first and the last day of the leave.');
  if (to < from) refuseField('end_date', 'The last day of the leave is before its first day.');
  if (from.slice(0, 4) !== to.slice(0, 4))
    refuseField('end_date', 'A leave request stays within one year: split it at the new year.');
  const days = workingDays(from, to, await holidaysBetween(tx, from, to));
  if (days === 0) refuseField('start_date', 'The period holds no working day (only weekends and holidays).');
  const { rows: overlapping } = await sql<{ reason: string; from: string; to: string }>`
    select reason, to_char(start_date, 'YYYY-MM-DD') as from, to_char(end_date, 'YYYY-MM-DD') as to
    from ${table('hcm_leave')}
    where employee_id = ${employeeId} and id <> ${own} and coalesce(status, '') <> 'Rejected'
      and start_date <= ${to}::date and end_date >= ${from}::date
    limit 1`.execute(tx);
  const clash = overlapping[0];
  if (clash)
    refuseField(
      'start_date',
      `The leave overlaps the request '${clash.reason}' (${clash.from} to ${clash.to}) of the same employee.`,
    );
  const year = Number(from.slice(0, 4));
  const balance = await balanceOf(tx, employeeId, typeId, year);
  if (!balance) refuseField('leave_type_id', `The employee has no balance of this leave type for ${year}.`);
  const { rows: open } = await sql<{ days: number }>`
    select coalesce(sum(days), 0)::int as days from ${table('hcm_leave')}
    where employee_id = ${employeeId} and leave_type_id = ${typeId} and id <> ${own}
      and extract(year from start_date) = ${year} and coalesce(status, 'Draft') in ('Draft', 'Submitted')`.execute(
    tx,
  );
  const left = balance.entitled - balance.taken - Number(open[0]?.days ?? 0);
  if (days > left)
    refuseField(
      'end_date',
      `The leave takes ${days} working day${days === 1 ? '' : 's'}, more than the ${Math.max(left, 0)} left in the balance for ${year}.`,
    );
  state.columns.days = days;
  state.columns.manager_user = await managerUserOf(tx, employeeId, 'employee_id');
  if (request.kind === 'create' && !state.values.status) state.columns.status = 'Draft';
}

/** An approved request's days are taken from the balance, once, when it turns Approved. */
async function bookLeave(state: WriteState): Promise<void> {
  if (state.values.status !== 'Approved' || state.stored?.status === 'Approved') return;
  const employeeId = lookupId(writtenValue(state, 'employee_id'));
  const typeId = lookupId(writtenValue(state, 'leave_type_id'));
  const from = dateOf(writtenValue(state, 'start_date'));
  const days = Number(writtenValue(state, 'days') ?? 0);
  if (employeeId === undefined || typeId === undefined || !from) return;
  const balance = await balanceOf(state.tx, employeeId, typeId, Number(from.slice(0, 4)));
  if (!balance) refuseField('leave_type_id', 'The employee has no balance of this leave type any more.');
  if (balance.taken + days > balance.entitled)
    refuseField(
      'status',
      `Approving it would take ${days} days from a balance with ${balance.entitled - balance.taken} left.`,
    );
  await writeRelatedRecord(state, 'hcm_leave_balance', balance.id, { taken: balance.taken + days });
}

/** A Noujoum nomination: not of oneself; the nominee's manager approves; approval adds a star. */
async function checkNomination(state: WriteState): Promise<void> {
  const { request, tx } = state;
  const nominee = lookupId(writtenValue(state, 'employee_id'));
  if (request.kind === 'create') {
    if (nominee === undefined) refuseField('employee_id', 'Choose the colleague you nominate.');
    const person = await employee(tx, nominee);
    if (person?.user_id === state.auth.user.id) refuseField('employee_id', 'You cannot nominate yourself.');
    state.columns.manager_user = await managerUserOf(tx, nominee, 'employee_id');
    return;
  }
  if (state.values.status !== 'Approved' || state.stored?.status === 'Approved' || nominee === undefined)
    return;
  const { rows } = await sql<{ stars: number }>`
    select coalesce(stars, 0)::int as stars from ${table('hcm_employee')} where id = ${nominee}`.execute(tx);
  await writeRelatedRecord(state, 'hcm_employee', nominee, { stars: Number(rows[0]?.stars ?? 0) + 1 });
}

/**
 * A request about an employee that their manager approves (appraisal, talent request, value points):
 * the requester's own unless it names someone; the manager's user becomes the approver, named again
 * when the employee changes.
 */
async function nameManager(state: WriteState): Promise<void> {
  const { request, tx } = state;
  if (request.kind === 'update' && (request.origin === 'workflow' || !('employee_id' in state.values)))
    return;
  if (request.kind === 'create') await defaultToOwnEmployee(state);
  const employeeId = lookupId(writtenValue(state, 'employee_id'));
  if (employeeId === undefined) refuseField('employee_id', 'Choose the employee.');
  state.columns.manager_user = await managerUserOf(tx, employeeId, 'employee_id');
}

/** An approved value point request adds its points to the employee's, once, when it turns Approved. */
async function addValuePoints(state: WriteState): Promise<void> {
  if (state.values.status !== 'Approved' || state.stored?.status === 'Approved') return;
  const employeeId = lookupId(writtenValue(state, 'employee_id'));
  const points = Number(writtenValue(state, 'points') ?? 0);
  if (employeeId === undefined || !Number.isFinite(points) || points <= 0) return;
  const { rows } = await sql<{ points: number }>`
    select coalesce(value_points, 0)::float8 as points from ${table('hcm_employee')} where id = ${employeeId}`.execute(
    state.tx,
  );
  await writeRelatedRecord(state, 'hcm_employee', employeeId, {
    value_points: Number(rows[0]?.points ?? 0) + points,
  });
}

/** The HCM package's write step, registered by name so that the package validates here. */
export const HCM_RULES: PackageStep = { name: HCM_RULES_STEP };

let declared = false;

/** Declares the HCM steps once per process (several apps in one test process share the registry). */
export function declareHcmRules(): void {
  if (declared) return;
  declared = true;
  declareObjectStep(
    { object: 'hcm_employee' },
    { name: 'hcmAccount', kinds: ['create', 'update'], run: linkAccount },
  );
  declareObjectStep(
    { object: 'hcm_leave' },
    { name: 'hcmLeaveRules', kinds: ['create', 'update'], run: checkLeave },
  );
  declareObjectStep({ object: 'hcm_leave' }, { name: 'hcmLeaveBooking', kinds: ['update'], run: bookLeave });
  declareObjectStep(
    { object: 'hcm_request' },
    { name: 'hcmRequestStart', kinds: ['create'], run: startHrRequest },
  );
  declareObjectStep(
    { object: 'hcm_noujoum' },
    { name: 'hcmNomination', kinds: ['create', 'update'], run: checkNomination },
  );
  for (const object of ['hcm_appraisal', 'hcm_talent_request', 'hcm_value_point_request'])
    declareObjectStep({ object }, { name: 'hcmManager', kinds: ['create', 'update'], run: nameManager });
  declareObjectStep(
    { object: 'hcm_value_point_request' },
    { name: 'hcmValuePoints', kinds: ['update'], run: addValuePoints },
  );
}
