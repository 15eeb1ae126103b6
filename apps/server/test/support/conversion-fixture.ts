import type { ConverterConfiguration, LoginAnswer } from '@atrium/core';
import { expect } from 'vitest';
import { withTenant } from '../../src/platform/db/tenant';
import { apiCall, signIn } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

/** The CRM demo with its lead conversion, the people the conversion tests act as, and their organizations. */
export interface ConversionWorld {
  t: TestApp;
  admin: LoginAnswer;
  ada: LoginAnswer;
  sam: LoginAnswer;
  ahq: number;
  agt: number;
  /** The lead's conversion configurations, as sam.sales lists them. */
  configurations: ConverterConfiguration[];
}

export async function openConversionWorld(): Promise<ConversionWorld> {
  const t = await createTestApp({ SEED_CRM_DATA: 'true' });
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  const ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  const sam = await signIn(t.app, 'sam.sales@atrium.local');
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  const answer = await apiCall(
    t.app,
    'GET',
    'converter-mapping/configurations?source_object=lead',
    sam.token,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return {
    t,
    admin,
    ada,
    sam,
    ahq: orgs.find((o) => o.code === 'AHQ')?.id ?? 0,
    agt: orgs.find((o) => o.code === 'AGT')?.id ?? 0,
    configurations: answer.json<{ data: ConverterConfiguration[] }>().data,
  };
}

/** The id of the configuration that converts into `object`, or 0 when there is none. */
export const configurationIdOf = (configurations: readonly ConverterConfiguration[], object: string) =>
  configurations.find((c) => c.destination_object === object)?.configuration_id ?? 0;

/** How many rows an organization has in a table, read under its tenancy. */
export async function countOf(t: TestApp, table: string, orgId: number): Promise<number> {
  return withTenant(t.db, orgId, async (tx) => {
    const row = await tx
      .selectFrom(table as 'record_conversions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}
