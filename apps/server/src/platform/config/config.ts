import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FieldKey, parseKeyList } from '../crypto/field-cipher';
import { BUILD_ID } from '../runtime/build-id';

/** The checkout's root, found from this file whether it runs from src/ (tsx) or bundled in dist/. */
function findRepoRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'apps', 'server', 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** The address people open in the browser; the built-in identity provider and redirects use it. */
  publicUrl: string;
  /** `postgres://…` for a server; undefined means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite's folder; `memory://` keeps the database in memory (tests). */
  dataDir: string;
  /** A PGlite data directory made at build time (scripts/build-server.mjs): a first start copies it. */
  pgliteTemplate: string;
  /**
   * A data directory migrated and demo-seeded by the same build: a first start of the built server with
   * the default seeds copies it instead of seeding (decision 0025). Undefined when run from source.
   */
  pgliteDemoTemplate: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  oidc: {
    /** An external issuer; undefined runs the built-in provider. */
    issuer: string | undefined;
    clientId: string;
  };
  session: { idleMinutes: number; absoluteHours: number };
  /** Secret material for cookies of the built-in provider; generated and stored when not configured. */
  cookieKeys: string[] | undefined;
  seedDemoData: boolean;
  /** The CRM module's demo objects and records, on top of the demo accounts. */
  seedCrmData: boolean;
  webDist: string;
  bodyLimitBytes: number;
  rateLimit: { perAddressPerMinute: number; failuresPerAccount: number; accountWindowMinutes: number };
  logLevel: string;
  /** Socket.io on the same server; false turns real time off (nothing listens, publishing does nothing). */
  realtimeEnabled: boolean;
  /** Run background jobs in this process (tests turn it off and run them by hand). */
  jobsWorker: boolean;
  filesDir: string;
  /** The largest file one upload may carry. */
  uploadLimitBytes: number;
  /** A Nominatim-compatible geocoder for the map's search mode; unset, the search mode is not offered. */
  geocoderUrl: string | undefined;
  /** Where the map field's tiles come from: the Content-Security-Policy lets images load from there. */
  mapTileOrigin: string;
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * The reports' column store (decision 0029): REPORTS_COLUMN_STORE=off keeps every report on
   * Postgres; REPORTS_COLUMN_STORE_MIN_ROWS is the size from which an object's reports move to it;
   * REPORTS_COLUMN_STORE_REORDER_ROWS how many changed rows a copy holds out of order before it loads
   * again in order (decision 0033).
   */
  reportsColumnStore: {
    enabled: boolean;
    minRows: number;
    reorderRows: number;
    threads: number;
    memoryLimit: string;
  };
  /** ATRIUM_ENCRYPTION_KEY: the first key encrypts attributes marked `isEncrypted`, all of them decrypt. */
  encryptionKeys: FieldKey[] | undefined;
}

export type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Configuration ${name} must be a non-negative integer, got '${raw}'.`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new Error(`Configuration ${name} must be true or false, got '${raw}'.`);
}

/** Reads the whole configuration once, failing at start-up on a bad value rather than at first use. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = integer(env, 'PORT', 3000);
  const cookieKeys = env.COOKIE_KEYS?.split(',').filter(Boolean);
  if (nodeEnv === 'production' && !env.OIDC_ISSUER) {
    throw new Error(
      'OIDC_ISSUER is required when NODE_ENV=production: the built-in identity provider is for development.',
    );
  }
  const rawKeys = env.ATRIUM_ENCRYPTION_KEY?.trim();
  if (nodeEnv === 'production' && !rawKeys) {
    throw new Error(
      'ATRIUM_ENCRYPTION_KEY is required when NODE_ENV=production: it encrypts attributes marked isEncrypted (id:base64 of 32 random bytes, e.g. k1:$(openssl rand -base64 32)).',
    );
  }
  const encryptionKeys = rawKeys ? parseKeyList(rawKeys, 'ATRIUM_ENCRYPTION_KEY') : undefined;
  const seedDemoData = flag(env, 'SEED_DEMO_DATA', nodeEnv !== 'production');
  const seedCrmData = flag(env, 'SEED_CRM_DATA', seedDemoData);
  const dist = path.join(repoRoot, 'apps', 'server', 'dist');
  return {
    nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(repoRoot, 'data', 'pglite'),
    pgliteTemplate: env.PGLITE_TEMPLATE ?? path.join(dist, 'pglite-template.tar.gz'),
    pgliteDemoTemplate: BUILD_ID && seedDemoData && seedCrmData ? path.join(dist, 'pglite-demo') : undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'atrium:',
    oidc: { issuer: env.OIDC_ISSUER || undefined, clientId: env.OIDC_CLIENT_ID ?? 'atrium-web' },
    session: {
      idleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 120),
      absoluteHours: integer(env, 'SESSION_ABSOLUTE_HOURS', 12),
    },
    cookieKeys: cookieKeys && cookieKeys.length > 0 ? cookieKeys : undefined,
    seedDemoData,
    seedCrmData,
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576),
    rateLimit: {
      perAddressPerMinute: integer(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 30),
      failuresPerAccount: integer(env, 'LOGIN_FAILURES_PER_ACCOUNT', 5),
      accountWindowMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15),
    },
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    realtimeEnabled: flag(env, 'REALTIME_ENABLED', true),
    jobsWorker: flag(env, 'JOBS_WORKER', true),
    reportsColumnStore: {
      enabled: flag(env, 'REPORTS_COLUMN_STORE', true),
      minRows: integer(env, 'REPORTS_COLUMN_STORE_MIN_ROWS', 100_000),
      // One of DuckDB's row groups: a tail that long is a row group every filter reads whole.
      reorderRows: integer(env, 'REPORTS_COLUMN_STORE_REORDER_ROWS', 122_880),
      threads: Math.max(1, Math.min(4, availableParallelism())),
      memoryLimit: env.REPORTS_COLUMN_STORE_MEMORY ?? '2GB',
    },
    filesDir: env.FILES_DIR ?? path.join(repoRoot, 'data', 'files'),
    uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_BYTES', 10_485_760),
    geocoderUrl: env.GEOCODER_URL?.replace(/\/$/, '') || undefined,
    mapTileOrigin: env.MAP_TILE_ORIGIN ?? 'https://tile.openstreetmap.org',
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM ?? 'Atrium <no-reply@atrium.local>' },
    encryptionKeys,
  };
}
