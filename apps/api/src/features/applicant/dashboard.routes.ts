import {
  DASHBOARD_JOB_ALERTS,
  DASHBOARD_RECENT_APPLICATIONS,
  type ApplicantDashboard,
  applicantDashboardSchema,
} from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findJobAlerts } from '../../db/saved-search-matches';
import { currentUser } from '../../plugins/auth';
import { applicationMetrics, listApplications } from './applications.repository';
import { countFavourites } from './favourites.repository';
import { listSavedSearches } from './saved-searches.repository';
import { APPLICANT_TAG, guardErrors } from './route-schemas';

/** GET /api/applicant/dashboard: the overview's metrics, recent applications and job alerts. */
export const applicantDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: app.requireRole('applicant'),
      schema: {
        tags: [APPLICANT_TAG],
        summary: "The applicant's overview",
        description:
          'Metrics: all applications; active ones (neither accepted nor rejected); saved jobs ' +
          'still active; applications of the last 30 days. Job alerts come from saved searches.',
        response: { 200: applicantDashboardSchema, ...guardErrors },
      },
    },
    async (request): Promise<ApplicantDashboard> => {
      const { id } = currentUser(request);
      const [metrics, favourites, recent, searches] = await Promise.all([
        applicationMetrics(app.db, id),
        countFavourites(app.db, id),
        listApplications(app.db, id, { skip: 0, limit: DASHBOARD_RECENT_APPLICATIONS }),
        listSavedSearches(app.db, id),
      ]);
      return {
        metrics: { ...metrics, favourite_jobs: favourites },
        recent_applications: recent.applications.map(
          ({ id, job_title, company_name, applied_at, status }) => ({
            id,
            job_title,
            company_name,
            applied_at,
            status,
          }),
        ),
        job_alerts: await findJobAlerts(app.db, searches, DASHBOARD_JOB_ALERTS),
      };
    },
  );
};
