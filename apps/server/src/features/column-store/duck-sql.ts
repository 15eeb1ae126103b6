import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';

// DuckDB reads Postgres' SQL for what the column store asks of it: quoted identifiers, `$n` parameters.
// Kysely compiles the statements, so identifiers are quoted by it and values are always parameters.
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export interface DuckStatement {
  text: string;
  /** Every value as text: the statement casts each one to its column's type. */
  values: (string | null)[];
}

export function compileDuck(fragment: RawBuilder<unknown>): DuckStatement {
  const compiled = fragment.compile(compiler);
  return {
    text: compiled.sql,
    values: compiled.parameters.map((value) =>
      value === null || value === undefined ? null : String(value),
    ),
  };
}

/** A bound value cast to a DuckDB type; `duckType` is one of the column store's constants. */
export function typed(value: unknown, duckType: string): RawBuilder<unknown> {
  return sql`cast(${value} as ${sql.raw(duckType)})`;
}
