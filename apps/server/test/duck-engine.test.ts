import { DuckDBConnection } from '@duckdb/node-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DuckEngine, openDuckEngine } from '../src/features/column-store/duck-engine';

// One connection, so every read below lands on the connection whose kept statements it checks.
let engine: DuckEngine;
beforeEach(async () => {
  engine = await openDuckEngine({ threads: 1, connections: 1, memoryLimit: '256MB' });
  await engine.query('create table "items" (x integer)');
  await engine.query('insert into "items" select range from range(10)');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await engine.close();
});

const countAbove = 'select cast(count(*) as integer) as n from "items" where x > cast($1 as integer)';

describe('the column store engine’s kept reads', () => {
  it('prepares a read once and binds each new value to it', async () => {
    const prepare = vi.spyOn(DuckDBConnection.prototype, 'prepare');
    expect(await engine.read(countAbove, ['4'])).toEqual([{ n: 5 }]);
    expect(await engine.read(countAbove, ['7'])).toEqual([{ n: 2 }]);
    expect(await engine.read(countAbove, [null])).toEqual([{ n: 0 }]);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('prepares again after the table it read was forgotten and made anew', async () => {
    expect(await engine.read(countAbove, ['4'])).toEqual([{ n: 5 }]);
    engine.forgetReadsOf('items');
    await engine.query('drop table "items"');
    await engine.query('create table "items" (x integer)');
    await engine.query('insert into "items" values (100), (200)');
    const prepare = vi.spyOn(DuckDBConnection.prototype, 'prepare');
    expect(await engine.read(countAbove, ['4'])).toEqual([{ n: 2 }]);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('lets go of a read that failed, and prepares it anew once it can run', async () => {
    expect(await engine.read(countAbove, ['4'])).toEqual([{ n: 5 }]);
    await engine.query('drop table "items"');
    await expect(engine.read(countAbove, ['4'])).rejects.toThrow();
    await engine.query('create table "items" (x integer)');
    await engine.query('insert into "items" values (9)');
    expect(await engine.read(countAbove, ['4'])).toEqual([{ n: 1 }]);
  });

  it('keeps reads of other tables when one table is forgotten', async () => {
    await engine.query('create table "items_2" (x integer)');
    await engine.query('insert into "items_2" values (1)');
    const countOther = 'select cast(count(*) as integer) as n from "items_2" where x > cast($1 as integer)';
    await engine.read(countOther, ['0']);
    engine.forgetReadsOf('items');
    const prepare = vi.spyOn(DuckDBConnection.prototype, 'prepare');
    expect(await engine.read(countOther, ['0'])).toEqual([{ n: 1 }]);
    expect(prepare).not.toHaveBeenCalled();
  });

  it('has every connection let go of a forgotten table’s reads, each when it is next free', async () => {
    const two = await openDuckEngine({ threads: 1, connections: 2, memoryLimit: '256MB' });
    try {
      await two.query('create table "items" (x integer)');
      await two.query('insert into "items" values (1), (2)');
      const both = () => Promise.all([two.read(countAbove, ['0']), two.read(countAbove, ['1'])]);
      expect(await both()).toEqual([[{ n: 2 }], [{ n: 1 }]]);
      for (let other = 0; other < 50; other += 1) two.forgetReadsOf(`other_${other}`);
      two.forgetReadsOf('items');
      await two.query('drop table "items"');
      await two.query('create table "items" (x integer)');
      await two.query('insert into "items" values (5), (6), (7)');
      const prepare = vi.spyOn(DuckDBConnection.prototype, 'prepare');
      expect(await both()).toEqual([[{ n: 3 }], [{ n: 3 }]]);
      expect(prepare).toHaveBeenCalledTimes(2);
    } finally {
      await two.close();
    }
  });

  it('answers every read right when more texts are asked than a connection keeps', async () => {
    const text = (index: number) =>
      `select cast(count(*) as integer) as n from "items" where x > ${index % 10} and x >= cast($1 as integer) -- read ${index}`;
    for (let index = 0; index < 130; index += 1) {
      expect(await engine.read(text(index), ['0'])).toEqual([{ n: 9 - (index % 10) }]);
    }
    // The first text was let go of and is prepared again; the last is still kept.
    const prepare = vi.spyOn(DuckDBConnection.prototype, 'prepare');
    expect(await engine.read(text(129), ['0'])).toEqual([{ n: 0 }]);
    expect(prepare).not.toHaveBeenCalled();
    expect(await engine.read(text(0), ['0'])).toEqual([{ n: 9 }]);
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});
