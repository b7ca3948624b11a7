import Fastify, { type FastifyInstance } from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config';
import { type Db, createDb, optimizeDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { applicantDashboardRoutes } from './features/applicant/dashboard.routes';
import { applicationsRoutes } from './features/applicant/applications.routes';
import { applyRoutes } from './features/applicant/apply.routes';
import { favouritesRoutes } from './features/applicant/favourites.routes';
import { notificationSettingsRoutes } from './features/applicant/notification-settings.routes';
import { savedSearchesRoutes } from './features/applicant/saved-searches.routes';
import { authRoutes } from './features/auth/auth.routes';
import { passwordRoutes } from './features/auth/password.routes';
import { googleRoutes } from './features/auth/google.routes';
import { googleUnavailableRoutes } from './features/auth/google-unavailable.routes';
import { businessJobsRoutes } from './features/jobs/business-jobs.routes';
import { dashboardRoutes } from './features/jobs/dashboard.routes';
import { hiringRoutes } from './features/hiring/hiring.routes';
import {
  conversationRoutes,
  upcomingInterviewsRoutes,
} from './features/conversation/conversation.routes';
import { registerInterviewReminders } from './features/conversation/interview-reminders';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { registerNotifications } from './features/notifications/register-notifications';
import { healthRoutes } from './features/health/health.routes';
import { registerHousekeeping } from './features/housekeeping/register-housekeeping';
import { jobPageFacts } from './features/jobs/job-page';
import { companyPageFacts } from './features/jobs/company-page';
import { companyRoutes } from './features/jobs/company.routes';
import { answerJobRequest, withPageReads } from './features/jobs/public-job-read';
import { jobSitemapRoutes } from './features/jobs/job-sitemap.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { registerAuth } from './plugins/auth';
import { registerDb } from './plugins/db';
import { registerFairTurns } from './plugins/fair-turns';
import { registerMail } from './plugins/mail';
import { registerPrivateResponses } from './plugins/private-responses';
import { pageRenderer } from './plugins/page-renderer';
import { registerPublicJobCache } from './plugins/public-job-cache';
import { loggerOptions } from './plugins/request-log';
import { registerErrorHandler, unroutableAnswer } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { registerSiteOrigin } from './plugins/site-origin';
import { registerSpa } from './plugins/spa';
import { registerTextGuard } from './plugins/text-guard';
import { registerStorage } from './plugins/storage';
import { registerThrottleStore } from './plugins/throttle-store';

export interface AppDependencies {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  db?: Db;
  /** Put before every rate-limit key in Redis (tests use one per run); a fixed default otherwise. */
  redisKeyPrefix?: string;
  /**
   * The database is already migrated (and seeded when configured): a cluster worker, whose
   * primary prepared it before starting the workers.
   */
  databaseReady?: boolean;
}

/** Brings the schema up to date and seeds the demo board when configured and empty. */
export async function prepareDatabase(db: Db, config: Pick<Config, 'seedDemo'>): Promise<void> {
  await migrateToLatest(db);
  if (config.seedDemo) await seedDemoData(db);
}

/**
 * The whole application, ready for `listen` or `inject`: migrates the database, seeds demo
 * data when configured, and registers every plugin and route explicitly.
 */
export async function buildApp(
  config: Config,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  const app = Fastify({
    ...loggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: unroutableAnswer(securityHeaders({ https })),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First, so that every request's work, its other hooks' too, waits for its turn.
  registerFairTurns(app);

  const db = dependencies.db ?? createDb(config);
  registerDb(app, db, { destroyOnClose: dependencies.db === undefined });
  try {
    if (!dependencies.databaseReady) await prepareDatabase(db, config);
    await optimizeDb(db);
  } catch (error) {
    await app.close();
    throw error;
  }

  await registerThrottleStore(app, db, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: dependencies.redisKeyPrefix,
  });
  registerPublicJobCache(app, config.publicCacheMs);
  registerMail(app, config);
  registerSiteOrigin(app, config);
  registerStorage(app, config);
  registerErrorHandler(app);
  registerTextGuard(app);
  registerPrivateResponses(app);
  registerAuth(app);
  registerSecurityHeaders(app, { https });
  await registerOpenApi(app);

  // Features that work beside their routes: what they need, they take from the plugins above;
  // the plugins never reach into them.
  registerNotifications(app);
  registerHousekeeping(app);
  registerInterviewReminders(app);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(jobsRoutes, { prefix: '/api/jobs' });
  await app.register(businessJobsRoutes, { prefix: '/api/jobs' });
  await app.register(companyRoutes, { prefix: '/api/companies' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(authRoutes, { prefix: '/api/auth', rateLimit: config.rateLimit });
  await app.register(passwordRoutes, { prefix: '/api/auth', config });
  if (config.google.clientId) {
    await app.register(googleRoutes, { prefix: '/api/auth', config });
  } else {
    await app.register(googleUnavailableRoutes, { prefix: '/api/auth' });
  }

  await app.register(applicantDashboardRoutes, { prefix: '/api/applicant' });
  await app.register(favouritesRoutes, { prefix: '/api/applicant' });
  await app.register(applicationsRoutes, { prefix: '/api/applicant' });
  await app.register(applyRoutes, { prefix: '/api/applicant' });
  await app.register(savedSearchesRoutes, { prefix: '/api/applicant' });
  await app.register(notificationSettingsRoutes, { prefix: '/api/applicant' });
  await app.register(hiringRoutes, { prefix: '/api/business' });
  await app.register(conversationRoutes, {
    prefix: '/api/applications',
    safetyEmail: config.safetyEmail,
  });
  await app.register(upcomingInterviewsRoutes, { prefix: '/api/interviews' });
  await app.register(notificationsRoutes, { prefix: '/api/notifications' });

  await app.register(jobSitemapRoutes);
  await registerSpa(app, {
    distDir: config.webDistDir,
    pageFacts: async (pathname, request) =>
      (await jobPageFacts(app, pathname, app.siteOrigin())) ??
      companyPageFacts(app, pathname, app.siteOrigin(), request.query),
    renderPage: pageRenderer(app, config.webRendererFile, (method, url) =>
      answerJobRequest(app, method, url),
    ),
    pageScope: withPageReads,
  });
  return app;
}
