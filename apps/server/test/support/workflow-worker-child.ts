// A second server process for workflow-two-processes.test.ts: it builds the app on the given database,
// claims the due timer job, and stops inside the step's write (the transaction open, the job held),
// says so on stdout, and waits there until the test kills it with SIGKILL.
import { buildApp } from '../../src/app';
import { declareObjectStep } from '../../src/features/records/write-pipeline/object-steps';
import { loadConfig } from '../../src/platform/config/config';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: workflow-worker-child <database url>');
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent',
    JOBS_WORKER: 'false',
    SEED_CRM_DATA: 'false',
    DATABASE_URL: databaseUrl,
  }),
);
declareObjectStep(
  { object: 'leave_request' },
  {
    name: 'hold the step open',
    kinds: ['update'],
    run: async (state) => {
      if (state.request.kind !== 'update' || state.request.origin !== 'workflow') return;
      process.stdout.write('holding\n');
      await new Promise(() => undefined);
    },
  },
);
process.stdout.write('ready\n');
await app.jobs.drain();
