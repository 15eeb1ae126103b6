import type { Db } from './database';

/**
 * Returns the stored secret `name`, creating it with `generate` on first use. Concurrent first starts
 * of several processes agree on one value: the insert that loses the race reads the winner's.
 */
export async function getOrCreateSecret<T>(db: Db, name: string, generate: () => Promise<T> | T): Promise<T> {
  const existing = await db
    .selectFrom('platform_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value as T;
  const value = await generate();
  await db
    .insertInto('platform_secrets')
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('platform_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value as T;
}
