import multipart from '@fastify/multipart';
import {
  APPLICATION_SUBMITTED_MESSAGE,
  MESSAGES,
  RESUME_MAX_BYTES,
  ageOn,
  apiErrorBodySchema,
  applicationsClosedMessage,
  applicationFieldsSchema,
  applySuccessSchema,
  deadlinePassed,
  type ApplicationFields,
} from '@firstshift/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/create-db';
import { HttpError } from '../../lib/http-error';
import { parsePayload } from '../../lib/parse-payload';
import { currentUser } from '../../plugins/auth';
import { multipartBodyDocument } from '../../plugins/openapi';
import type { FileStorage } from '../../plugins/storage';
import { APPLY_FORM_LIMITS, readApplicationForm } from './apply-form';
import {
  ALREADY_APPLIED_MESSAGE,
  applicantDateOfBirth,
  createApplication,
  hasApplied,
  isFileRecorded,
} from './apply.repository';
import { findActiveJob } from './job-lookup';
import {
  APPLICANT_TAG,
  guardErrors,
  JOB_NOT_FOUND_MESSAGE,
  jobParamsSchema,
} from './route-schemas';

export const MULTIPART_REQUIRED_MESSAGE = 'Send the application as a multipart form.';

/**
 * The apply form as the OpenAPI document shows it: the application's text fields (every value
 * is text in a multipart form) and the resume file. The route streams it and checks each part
 * itself (readApplicationForm, applicationFieldsSchema).
 */
const applyFormSchema = applicationFieldsSchema.extend({
  resume: z
    .file()
    .max(RESUME_MAX_BYTES)
    .optional()
    .meta({ description: 'PDF, DOC or DOCX (recognised by its content), at most 5 MB' }),
});

/** The job's minimum age against the applicant's date of birth (DESIGN §5 age eligibility). */
async function assertOldEnough(db: Db, applicantId: number, minimumAge: number): Promise<void> {
  if (minimumAge <= 0) return;
  const dateOfBirth = await applicantDateOfBirth(db, applicantId);
  const age = dateOfBirth ? ageOn(dateOfBirth) : null;
  if (age === null) {
    throw new HttpError(
      400,
      `This job is for applicants aged ${minimumAge} or older. Add your date of birth to your profile to apply.`,
      'date_of_birth',
    );
  }
  if (age < minimumAge) {
    throw new HttpError(
      400,
      `You must be at least ${minimumAge} years old to apply for this job.`,
      'date_of_birth',
    );
  }
}

/** The form's text fields by the shared schema; a job_id sent in the form must be the path's. */
function parseFields(fields: Record<string, unknown>, jobId: number): ApplicationFields {
  const values = parsePayload(applicationFieldsSchema, fields);
  if (values.job_id !== undefined && values.job_id !== jobId) {
    throw new HttpError(400, MESSAGES.jobIdInvalid, 'job_id');
  }
  return values;
}

/**
 * The resume of a recorded application becomes permanent once its row is committed (decision
 * 020). The application stands either way: a rename that fails here is done by the next sweep,
 * and until then the file is read under its pending name.
 */
async function keepResume(storage: FileStorage, key: string, log: FastifyBaseLogger) {
  try {
    await storage.makePermanent(key);
  } catch (error) {
    log.error({ err: error, storageKey: key }, 'could not make a resume permanent');
  }
}

/**
 * The resume of an application that failed goes, unless its row made it in after all (a commit
 * whose answer was lost): then it is kept. When the database cannot tell, the pending file is
 * left for the sweep, which decides by the rows later.
 */
async function settleFailedResume(app: FastifyInstance, key: string, log: FastifyBaseLogger) {
  let recorded: boolean;
  try {
    recorded = await isFileRecorded(app.db, key);
  } catch (error) {
    log.warn({ err: error, storageKey: key }, 'resume of a failed application left to the sweep');
    return;
  }
  if (recorded) await keepResume(app.fileStorage, key, log);
  else await app.fileStorage.remove(key);
}

/**
 * POST /api/applicant/{jobId}/apply (SPEC §3, §7): a multipart form with an optional resume.
 * Everything that can refuse the application without its body (job, duplicate, deadline, age) is
 * checked before the body is read; the resume is then streamed into storage as a pending file,
 * made permanent once the application is committed and removed if it cannot be recorded.
 */
export const applyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: APPLY_FORM_LIMITS });

  app.post(
    '/:jobId/apply',
    {
      preHandler: app.requireRole('applicant'),
      config: { swaggerTransform: multipartBodyDocument(applyFormSchema) },
      schema: {
        tags: [APPLICANT_TAG],
        summary: 'Apply to an active job',
        description:
          'multipart/form-data with the application fields and an optional `resume` (PDF, DOC ' +
          'or DOCX by content, at most 5 MB; a DOCX may unpack to at most 50 MB, 100 times its ' +
          'size, in at most 1,000 entries). The resume is kept under a name with the extension ' +
          'of its type.',
        consumes: ['multipart/form-data'],
        params: jobParamsSchema,
        response: {
          201: applySuccessSchema,
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          413: apiErrorBodySchema,
          415: apiErrorBodySchema,
          ...guardErrors,
        },
      },
    },
    async (request, reply) => {
      const applicantId = currentUser(request).id;
      const { jobId } = request.params;
      const job = await findActiveJob(app.db, jobId);
      if (!job) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
      if (await hasApplied(app.db, applicantId, jobId)) {
        throw new HttpError(409, ALREADY_APPLIED_MESSAGE);
      }
      if (job.application_deadline && deadlinePassed(job.application_deadline)) {
        throw new HttpError(409, applicationsClosedMessage(job.application_deadline));
      }
      await assertOldEnough(app.db, applicantId, job.minimum_age_required);
      if (!request.isMultipart()) throw new HttpError(415, MULTIPART_REQUIRED_MESSAGE);

      const { fields, resume } = await readApplicationForm(request, app.fileStorage);
      let applicationId: number;
      try {
        const values = parseFields(fields, jobId);
        applicationId = await createApplication(
          app.db,
          { applicantId, job, fields: values, resume },
          async (trx, id) => {
            await app.notify(trx, {
              kind: 'application-received',
              applicationId: id,
              jobId: job.id,
              jobTitle: job.title,
              applicantName: `${values.first_name} ${values.last_name}`,
            });
            // Last before the commit, so that the sweep cannot take the file under the row.
            if (resume) await app.fileStorage.hold(resume.key);
          },
        );
      } catch (error) {
        if (resume) await settleFailedResume(app, resume.key, request.log);
        throw error;
      }
      if (resume) await keepResume(app.fileStorage, resume.key, request.log);
      // The job's applicant count is part of the shared public reads.
      await app.publicJobCache.clear();
      app.mail.kick();
      return reply
        .status(201)
        .send({ application_id: applicationId, message: APPLICATION_SUBMITTED_MESSAGE });
    },
  );
};
