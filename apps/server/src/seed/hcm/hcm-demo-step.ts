import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { PackageStep } from '../../features/packages/package-steps';
import { prepareWrites, runSteps } from '../../features/records/write-pipeline/run-write';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { HCM_DEMO_STEP } from './hcm-package';

/** The demo accounts as employees: where they sit; Ada Lovelace manages the others. */
const DEMO_EMPLOYEES = [
  { email: 'ada.lovelace@atrium.local', department: 'IT', grade: 'G5', number: '0001' },
  { email: 'hana.hr@atrium.local', department: 'HR', grade: 'G3', number: '0002' },
  { email: 'sam.sales@atrium.local', department: 'SAL', grade: 'G3', number: '0003' },
  { email: 'nora.none@atrium.local', department: 'IT', grade: 'G1', number: '0004' },
] as const;
const MANAGER = 'ada.lovelace@atrium.local';

/** Days of each leave type a demo employee is entitled to per year. */
const ENTITLEMENTS: Record<string, number> = { Annual: 25, Sick: 10 };

/** Public holidays of the demo years (month-day). */
const HOLIDAYS = [
  ['01-01', "New Year's Day"],
  ['05-01', 'Labour Day'],
  ['12-25', 'Christmas Day'],
] as const;

async function idsByName(tx: Db, object: string, column: 'name' | 'code'): Promise<Map<string, number>> {
  const { rows } = await sql<{ key: string; id: number }>`
    select ${sql.ref(column)} as key, id from ${sql.table(objectTableName(object))}`.execute(tx);
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}

/**
 * The HCM package's demo data: the organization's demo accounts as employees (linked to their user,
 * in a department and grade, reporting to Ada Lovelace), their balances for this year and the next,
 * and those years' public holidays — each created through the write pipeline by the administrator.
 */
export const HCM_DEMO_RECORDS: PackageStep = {
  name: HCM_DEMO_STEP,
  async demoData(db, { orgId, orgCode }) {
    const members = await db
      .selectFrom('users as u')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .select(['u.id', 'u.email', 'u.name', 'u.job_title'])
      .where('m.org_id', '=', orgId)
      .where(
        'u.email',
        'in',
        DEMO_EMPLOYEES.map((person) => person.email),
      )
      .execute();
    const manager = members.find((member) => member.email === MANAGER);
    if (!manager) return;
    const organization = await db
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
    const auth = await resolveJobAuth(db, { userId: manager.id, orgId, jobId: `seed-hcm-${orgCode}` });
    await withTenant(db, orgId, async (tx) => {
      const prepared = await prepareWrites(
        tx,
        ['hcm_employee', 'hcm_leave_balance', 'hcm_holiday'].map((object) => ({
          kind: 'create' as const,
          object,
          values: {},
        })),
      );
      const create = async (object: string, values: Record<string, unknown>) => {
        const state = await runSteps(tx, auth, prepared, {
          kind: 'create',
          object,
          values,
          trusted: true,
        }).catch((error: unknown) => {
          const reason =
            error instanceof AppError ? JSON.stringify(error.errors ?? error.message) : String(error);
          throw new Error(`HCM seed: a ${object} was refused: ${reason}`);
        });
        if (state.id === undefined) throw new Error(`HCM seed: the ${object} got no id.`);
        return state.id;
      };
      const departments = await idsByName(tx, 'hcm_department', 'code');
      const grades = await idsByName(tx, 'hcm_grade', 'name');
      const leaveTypes = await idsByName(tx, 'hcm_leave_type', 'name');
      const year = new Date().getUTCFullYear();
      let managerEmployee: number | undefined;
      // The manager first, so the others can report to them.
      const ordered = [...DEMO_EMPLOYEES].sort(
        (a, b) => Number(b.email === MANAGER) - Number(a.email === MANAGER),
      );
      for (const person of ordered) {
        const member = members.find((candidate) => candidate.email === person.email);
        if (!member) continue;
        const id = await create('hcm_employee', {
          full_name: member.name,
          employee_number: `${orgCode}-${person.number}`,
          job_title: member.job_title,
          account_email: member.email,
          organization: organization.name,
          hire_date: `${year - 2}-01-15`,
          department_id: departments.get(person.department) ?? null,
          grade_id: grades.get(person.grade) ?? null,
          ...(managerEmployee === undefined ? {} : { manager_id: managerEmployee }),
        });
        if (person.email === MANAGER) managerEmployee = id;
        for (const calendarYear of [year, year + 1])
          for (const [type, entitled] of Object.entries(ENTITLEMENTS)) {
            const typeId = leaveTypes.get(type);
            if (typeId === undefined) continue;
            await create('hcm_leave_balance', {
              title: `${member.name} · ${type} ${calendarYear}`,
              employee_id: id,
              leave_type_id: typeId,
              year: calendarYear,
              entitled,
              taken: 0,
            });
          }
      }
      for (const calendarYear of [year, year + 1])
        for (const [day, name] of HOLIDAYS)
          await create('hcm_holiday', { name, date: `${calendarYear}-${day}` });
    });
  },
};
