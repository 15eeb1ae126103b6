import { randomUUID } from 'node:crypto';
import { appVersionAnswerSchema } from '@atrium/core';
import type { PGlite } from '@electric-sql/pglite';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { activitiesRoutes } from './features/activities/activities.routes';
import { adminAuditRoutes } from './features/administration/admin-audit.routes';
import { adminOrganizationLogoRoutes } from './features/administration/admin-organization-logo.routes';
import { adminOrganizationsRoutes } from './features/administration/admin-organizations.routes';
import { adminRolesRoutes } from './features/administration/admin-roles.routes';
import { adminUsersRoutes } from './features/administration/admin-users.routes';
import { loginAsRoutes } from './features/administration/login-as.routes';
import { policiesRoutes } from './features/administration/policies.routes';
import { biRoutes } from './features/bi/bi.routes';
import { attachColumnStore, ColumnStore } from './features/column-store/column-store';
import { conversionRoutes } from './features/conversion/conversion.routes';
import { digisignRoutes } from './features/digisign/digisign.routes';
import { declareDigisignRules } from './features/digisign/digisign-rules';
import { encryptionRoutes } from './features/encryption/encryption.routes';
import { RE_ENCRYPT_JOB, reEncryptJob } from './features/encryption/re-encryption-job';
import { folioRoutes } from './features/folio/folio.routes';
import { formDesignRoutes } from './features/forms/form-design.routes';
import { formRulesRoutes } from './features/forms/form-rules.routes';
import { formsRoutes } from './features/forms/forms.routes';
import { hcmRoutes } from './features/hcm/hcm.routes';
import { hyperionRoutes } from './features/hyperion/hyperion.routes';
import { listViewsRoutes } from './features/list-views/list-views.routes';
import { lmsRoutes } from './features/lms/lms.routes';
import { mapsRoutes } from './features/maps/maps.routes';
import { metadataRoutes } from './features/metadata/metadata.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { objectAccessRoutes } from './features/object-access/object-access.routes';
import { objectPrintsRoutes } from './features/object-prints/object-prints.routes';
import { organizationsRoutes } from './features/organizations/organizations.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { packagesRoutes } from './features/packages/packages.routes';
import { permissionsRoutes } from './features/permissions/permissions.routes';
import { recordOwnershipRoutes } from './features/record-permissions/record-ownership.routes';
import { recordPermissionsRoutes } from './features/record-permissions/record-permissions.routes';
import { recordChannelAccess } from './features/records/record-channel-access';
import { DUPLICATE_JOB, duplicateRecordJob } from './features/records/record-duplicate';
import { EXPORT_JOB, exportRecordsJob } from './features/records/record-export';
import { recordMetaRoutes } from './features/records/record-meta.routes';
import { recordsRoutes } from './features/records/records.routes';
import { CHART_EXPORT_JOB, exportChartJob } from './features/reports/chart-export';
import { reportGranteesRoutes } from './features/reports/report-grantees.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { savedReportsRoutes } from './features/reports/saved-reports.routes';
import { workspacesRoutes } from './features/reports/workspaces.routes';
import { serviceDeskRoutes } from './features/servicedesk/servicedesk.routes';
import { declareServiceDeskSteps } from './features/servicedesk/servicedesk-steps';
import { slaCheckJob } from './features/servicedesk/sla-escalation-job';
import { SLA_CHECK_JOB } from './features/servicedesk/ticket-after-write';
import { sessionRoutes } from './features/session/session.routes';
import { staticPagesRoutes } from './features/static-pages/static-pages.routes';
import { exportTemplatesRoutes } from './features/templates/export-templates.routes';
import { PRINT_JOB, printRecordJob } from './features/templates/print-job';
import { templatesRoutes } from './features/templates/templates.routes';
import { tieringRoutes } from './features/tiering/tiering.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { usersRoutes } from './features/users/users.routes';
import { workflowRoutes } from './features/workflow/workflow.routes';
import { WORKFLOW_MAIL_JOB, WORKFLOW_TIMER_JOB } from './features/workflow/workflow-engine';
import { workflowMailJob, workflowTimerJob } from './features/workflow/workflow-jobs';
import { declareWorkflowStep } from './features/workflow/workflow-write-step';
import { createIdentity, type Identity } from './platform/auth/identity';
import { identityProviderPlugin } from './platform/auth/identity-provider/identity-provider.plugin';
import { loginAsAuditHook } from './platform/auth/login-as-audit';
import type { AppConfig } from './platform/config/config';
import { openFieldKeyring } from './platform/crypto/field-keyring';
import { attachChangeFeed, createChangeFeed } from './platform/db/change-feed';
import { createDatabase, type Db } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { registerErrorHandler } from './platform/errors/error-handler';
import { createLocalFileStorage } from './platform/files/file-storage';
import { fallbackRateLimitStore } from './platform/http/rate-limit-store';
import { requestLogPlugin } from './platform/http/request-log';
import { securityHeadersPlugin } from './platform/http/security-headers';
import { refuseUnstorableInput } from './platform/http/storable-input';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue';
import { createMailer } from './platform/mail/mailer';
import { createDependencyStatus } from './platform/observability/dependency-status';
import { healthPlugin } from './platform/observability/health';
import { metricsPlugin } from './platform/observability/metrics';
import { attachRealtime, disabledRealtime, type Realtime } from './platform/realtime/realtime';
import { readWebVersion, webAppPlugin } from './platform/web/web-app.plugin';
import { DEMO_ACCOUNT_EMAILS } from './seed/demo-seed';
import { declareHcmRules } from './seed/hcm/hcm-rules';
import { declareHyperionRules } from './seed/hyperion/hyperion-rules';
import { declareLmsRules } from './seed/lms/lms-rules';
import { BUILT_IN_PACKAGES } from './seed/packages';
import { seedOnStart } from './seed/start-seed';
import { declareTieringRules } from './seed/tiering/tiering-rules';

export interface AtriumApp {
  app: FastifyInstance;
  db: Db;
  identity: Identity;
  realtime: Realtime;
  jobs: JobQueue;
  close(): Promise<void>;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Builds the whole server without listening: tests drive it with inject(), server.ts listens (and may
 * hand over the embedded database it began opening before this module loaded).
 */
export async function buildApp(config: AppConfig, opening: { pglite?: PGlite } = {}): Promise<AtriumApp> {
  // The app's logger exists only once Fastify does; pool errors before that have nobody to tell.
  let reportPoolError: (error: Error) => void = () => {};
  const { db, notifications } = createDatabase({ ...config, pglite: opening.pglite }, (error) =>
    reportPoolError(error),
  );
  await migrateToLatest(db);
  // Before any record is written or read: a wrong key stops the start here (docs/decisions/0020).
  const { warning: keyWarning } = await openFieldKeyring(db, {
    configured: config.encryptionKeys,
    production: config.nodeEnv === 'production',
  });
  const status = createDependencyStatus();
  const changeFeed = await createChangeFeed(notifications);
  attachChangeFeed(db, changeFeed);
  // Before any seed writes records: workflows advance inside the record write that moves them (decision 0017).
  declareWorkflowStep();
  declareHcmRules();
  declareServiceDeskSteps();
  declareLmsRules();
  declareTieringRules();
  declareHyperionRules();
  declareDigisignRules(config.filesDir);
  await seedOnStart(db, config);
  // Awaited where the routes need it: a new database's signing keys are generated off the main thread
  // meanwhile. A failure still stops the start there.
  const identityReady = createIdentity(config, db);
  identityReady.catch(() => {});
  // No offline queue: while Redis is away a command fails at once and its caller falls back. ioredis
  // loads only when it is configured (decision 0025).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 2,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) await redis.connect();

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // requestLogPlugin writes one line per request instead, and none for health checks.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.nodeEnv === 'production',
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (keyWarning) app.log.warn(keyWarning);
  redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'the Redis connection failed'));
  redis?.on('ready', () => status.up('redis'));
  redis?.on('close', () => status.down('redis'));
  reportPoolError = (error) => app.log.warn({ err: error }, 'a database connection was closed by the server');
  const realtime = config.realtimeEnabled
    ? attachRealtime(app.server, {
        db,
        config,
        redis,
        gate: recordChannelAccess(db),
        status,
        databaseLive: () => changeFeed.live,
        log: app.log,
      })
    : disabledRealtime;
  changeFeed.watch((live) => {
    if (!live) return status.down('change_feed');
    status.up('change_feed');
    // Messages published while the feed was down may not have been delivered: every socket refetches.
    realtime.resync();
  });
  app.addHook('preClose', async () => realtime.close());

  const columnStore = new ColumnStore(db, config.reportsColumnStore, app.log);
  attachColumnStore(db, columnStore);
  app.addHook('onClose', async () => columnStore.close());

  const jobs = createJobQueue(db, app.log);
  const files = createLocalFileStorage(config.filesDir);
  const mailer = createMailer(db, config.mail);
  jobs.register(EXPORT_JOB, exportRecordsJob({ db, files, mailer, realtime }));
  jobs.register(CHART_EXPORT_JOB, exportChartJob({ db, files, mailer, realtime }));
  jobs.register(DUPLICATE_JOB, duplicateRecordJob({ db, realtime }));
  jobs.register(PRINT_JOB, printRecordJob({ db, files, realtime }));
  jobs.register(WORKFLOW_TIMER_JOB, workflowTimerJob({ db, realtime }));
  jobs.register(WORKFLOW_MAIL_JOB, workflowMailJob({ mailer }));
  jobs.register(SLA_CHECK_JOB, slaCheckJob({ db, realtime }));
  jobs.register(RE_ENCRYPT_JOB, reEncryptJob({ db }));
  app.addHook('onClose', async () => jobs.stop());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  app.addHook('onSend', loginAsAuditHook(db));
  // On the root, before any route: every route's parsed input is checked once for what cannot be stored.
  app.addHook('preHandler', refuseUnstorableInput);

  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https://'),
    mapTileOrigin: config.mapTileOrigin,
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          store: fallbackRateLimitStore({
            redis,
            prefix: `${config.redisKeyPrefix}rate-limit:`,
            status,
            onFallback: (error) =>
              app.log.warn({ err: error }, 'rate limits count in this process: Redis is away'),
          }),
        }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts from your address. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Atrium API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin, {
    status,
    counters: [
      {
        name: 'atrium_report_column_store_answers_total',
        help: 'Reports answered from the column store rather than Postgres (decision 0029)',
        read: () => columnStore.answered,
      },
      {
        name: 'atrium_column_store_loads_total',
        help: 'Tables copied into the column store, again in order included (decisions 0029, 0033)',
        read: () => columnStore.loads,
      },
    ],
  });
  await app.register(healthPlugin, {
    db,
    status,
    pingRedis: redis ? async () => void (await redis.ping()) : undefined,
  });

  const identity = await identityReady;
  const deps = { db, config, identity, realtime, jobs };
  await app.register(
    async (api) => {
      // The API speaks JSON only; a text body is refused with 415 rather than half-parsed.
      api.removeContentTypeParser('text/plain');
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      // Read on each call: a build deployed beside a running process is noticed without a restart.
      api.get('/app/version', { schema: { response: { 200: appVersionAnswerSchema } } }, async () => ({
        version: await readWebVersion(config.webDist),
      }));
      await api.register(sessionRoutes, deps);
      await api.register(organizationsRoutes, deps);
      await api.register(permissionsRoutes, deps);
      await api.register(usersRoutes, deps);
      const adminDeps = { ...deps, mailer };
      await api.register(adminUsersRoutes, adminDeps);
      await api.register(adminOrganizationsRoutes, adminDeps);
      await api.register(adminRolesRoutes, adminDeps);
      await api.register(policiesRoutes, adminDeps);
      await api.register(loginAsRoutes, adminDeps);
      await api.register(adminAuditRoutes, adminDeps);
      await api.register(adminOrganizationLogoRoutes, adminDeps);
      await api.register(encryptionRoutes, deps);
      await api.register(biRoutes, deps);
      await api.register(metadataRoutes, deps);
      await api.register(objectAccessRoutes, deps);
      await api.register(hcmRoutes, deps);
      await api.register(formsRoutes, deps);
      await api.register(formRulesRoutes, deps);
      await api.register(formDesignRoutes, deps);
      await api.register(recordsRoutes, deps);
      await api.register(reportsRoutes, deps);
      await api.register(savedReportsRoutes, deps);
      await api.register(workspacesRoutes, deps);
      await api.register(reportGranteesRoutes, deps);
      await api.register(recordPermissionsRoutes, deps);
      await api.register(recordOwnershipRoutes, deps);
      await api.register(recordMetaRoutes, deps);
      await api.register(outboxRoutes, deps);
      await api.register(uploadsRoutes, deps);
      await api.register(objectPrintsRoutes, deps);
      await api.register(templatesRoutes, deps);
      await api.register(exportTemplatesRoutes, deps);
      await api.register(folioRoutes, deps);
      await api.register(mapsRoutes, deps);
      await api.register(workflowRoutes, deps);
      await api.register(serviceDeskRoutes, deps);
      await api.register(lmsRoutes, deps);
      await api.register(tieringRoutes, deps);
      await api.register(hyperionRoutes, deps);
      await api.register(digisignRoutes, deps);
      await api.register(conversionRoutes, deps);
      await api.register(staticPagesRoutes, deps);
      await api.register(activitiesRoutes, deps);
      await api.register(notificationsRoutes, deps);
      await api.register(listViewsRoutes, deps);
      await api.register(packagesRoutes, { ...deps, packages: BUILT_IN_PACKAGES });
    },
    { prefix: '/api/v1' },
  );

  if (identity.provider) {
    await app.register(identityProviderPlugin, {
      config,
      db,
      provider: identity.provider,
      demoAccounts: config.seedDemoData ? DEMO_ACCOUNT_EMAILS : [],
    });
  }
  await app.register(webAppPlugin, { webDist: config.webDist });
  await app.ready();
  if (config.jobsWorker) jobs.start();

  return {
    app,
    db,
    identity,
    realtime,
    jobs,
    async close() {
      await app.close();
      await changeFeed.close();
      await db.destroy();
      await redis?.quit();
    },
  };
}
