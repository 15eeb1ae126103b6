import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface JobContext {
  id: string;
  attempt: number;
  /** 0–100; stored, and handlers may also publish it. */
  reportProgress(percent: number): Promise<void>;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<unknown>;

export interface JobQueue {
  register(type: string, handler: JobHandler): void;
  enqueue(type: string, payload: Record<string, unknown>): Promise<string>;
  /** Runs every job that is due, one after another; answers how many ran. Tests call it directly. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const POLL_MS = 1000;
// Jobs one process runs at once. The pool holds ten connections and a job uses one at a time, so four
// leave the pool to the requests; a batch of due timers no longer waits behind itself.
const CONCURRENCY = 4;

/**
 * Enqueues a job in the caller's transaction: it exists only if that transaction commits (a workflow's
 * timer with the step that set it). `runAfter` delays it. The workers pick it up on their next poll.
 */
export async function insertJob(
  db: Db,
  job: { type: string; payload: Record<string, unknown>; runAfter?: Date },
): Promise<string> {
  const { id } = await db
    .insertInto('jobs')
    .values({
      type: job.type,
      payload: JSON.stringify(job.payload),
      ...(job.runAfter ? { run_after: job.runAfter } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(id);
}
// A job whose process died is taken up again once its lock runs out.
const LOCK_SECONDS = 300;

/**
 * Durable jobs in Postgres: enqueued in the caller's transaction or after it, claimed with
 * `for update skip locked` so several processes share the work, retried with growing delays, and
 * picked up again after a restart.
 */
export function createJobQueue(db: Db, log: FastifyBaseLogger): JobQueue {
  const handlers = new Map<string, JobHandler>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  // One worker loop per process: an enqueue while it runs is picked up by that loop, not a second one.
  let working = false;

  /** Takes up to `limit` due jobs; another process's `skip locked` passes over them. */
  async function claim(limit: number): Promise<ClaimedJob[]> {
    const result = await sql<ClaimedJob>`
      with due as (
        select id from jobs
        where (status = 'queued' and run_after <= now()) or (status = 'running' and locked_until < now())
        order by id for update skip locked limit ${limit})
      update jobs set status = 'running', attempts = attempts + 1, updated_at = now(),
        locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
      from due where jobs.id = due.id
      returning jobs.id, jobs.type, jobs.payload, jobs.attempts, jobs.max_attempts`.execute(db);
    return result.rows;
  }

  /** Milliseconds until the next queued job falls due (a timer), at most one poll away. */
  async function untilNextDue(): Promise<number> {
    const next = await db
      .selectFrom('jobs')
      .select(sql<number | null>`extract(epoch from min(run_after) - now()) * 1000`.as('ms'))
      .where('status', '=', 'queued')
      .executeTakeFirst();
    const ms = next?.ms === null || next?.ms === undefined ? POLL_MS : Number(next.ms);
    // A floor: a job due now that another process holds must not spin this one.
    return Math.max(25, Math.min(POLL_MS, Math.ceil(ms)));
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.type);
    const context: JobContext = {
      id: String(job.id),
      attempt: job.attempts,
      // A job that reports progress is alive: its lock is renewed, so a run longer than LOCK_SECONDS
      // (a re-encryption of a million values) is not taken up again by another worker meanwhile.
      reportProgress: async (percent) => {
        await db
          .updateTable('jobs')
          .set({
            progress: Math.round(percent),
            locked_until: sql<Date>`now() + make_interval(secs => ${LOCK_SECONDS})`,
          })
          .where('id', '=', String(job.id))
          .where('status', '=', 'running')
          .execute();
      },
    };
    try {
      if (!handler) throw new Error(`No handler for jobs of type '${job.type}'.`);
      const result = await handler(job.payload, context);
      await db
        .updateTable('jobs')
        .set({
          status: 'done',
          progress: 100,
          result: JSON.stringify(result ?? null),
          locked_until: null,
          updated_at: new Date(),
        })
        .where('id', '=', String(job.id))
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const finalAttempt = job.attempts >= job.max_attempts;
      log.warn({ job: job.id, type: job.type, attempt: job.attempts, err: error }, 'job failed');
      await db
        .updateTable('jobs')
        .set({
          status: finalAttempt ? 'failed' : 'queued',
          error: message,
          locked_until: null,
          // 2, 4, 8, 16 … seconds between attempts.
          run_after: sql<Date>`now() + make_interval(secs => ${2 ** job.attempts})`,
          updated_at: new Date(),
        })
        .where('id', '=', String(job.id))
        .execute();
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    for (let [job] = await claim(1); job; [job] = await claim(1)) {
      await runOne(job);
      count += 1;
    }
    return count;
  }

  /**
   * The worker: keeps up to CONCURRENCY jobs running, claiming as slots free up, until none is due;
   * then sleeps until the next job falls due or the next poll, whichever comes first.
   */
  async function work(): Promise<void> {
    const active = new Set<Promise<void>>();
    for (;;) {
      if (!stopped && active.size < CONCURRENCY) {
        const jobs = await claim(CONCURRENCY - active.size);
        for (const job of jobs) {
          const running = runOne(job).finally(() => active.delete(running));
          active.add(running);
        }
        if (jobs.length > 0) continue;
      }
      if (active.size === 0) return;
      await Promise.race(active);
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (working) return;
      working = true;
      running = work()
        .then(untilNextDue)
        .catch((error: unknown) => {
          log.error({ err: error }, 'job queue failed');
          return POLL_MS;
        })
        .then((delay) => {
          working = false;
          schedule(delay);
        });
    }, delay);
  }

  return {
    register(type, handler) {
      handlers.set(type, handler);
    },
    async enqueue(type, payload) {
      const { id } = await db
        .insertInto('jobs')
        .values({ type, payload: JSON.stringify(payload) })
        .returning('id')
        .executeTakeFirstOrThrow();
      schedule(0);
      return String(id);
    },
    drain,
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
