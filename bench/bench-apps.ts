import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import pg from 'pg';
import { type AtriumApp, buildApp } from '../apps/server/src/app';
import { type Env, loadConfig } from '../apps/server/src/platform/config/config';

/** The environment every bench start uses: quiet logs, no web build, the demo seed. */
export const BENCH_ENV: Env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
};

export function startApp(env: Env): Promise<AtriumApp> {
  return buildApp(loadConfig({ ...BENCH_ENV, ...env }));
}

/**
 * The Postgres server to compare with, from DATABASE_URL. node-postgres takes the user from $USER when
 * the URL names none, and containers often have no $USER, so the current account is filled in.
 */
export function postgresServerUrl(): URL | undefined {
  const raw = process.env.DATABASE_URL;
  if (!raw) return undefined;
  const url = new URL(raw);
  if (!url.username && !process.env.PGUSER && !process.env.USER) url.username = userInfo().username;
  return url;
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: URL, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the server, as the server tests make one; `drop` removes it. */
export async function createThrowawayDatabase(serverUrl: URL): Promise<ThrowawayDatabase> {
  const name = `atrium_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
