import { apiErrorBodySchema, jobIdSchema } from '@firstshift/domain';
import { z } from 'zod';

// Pieces every applicant route declares.

export const APPLICANT_TAG = 'applicant';

export const JOB_NOT_FOUND_MESSAGE = 'Job not found';

/** `{jobId}` in a path: a positive whole number, else 400 "Invalid job ID." (SPEC §5). */
export const jobParamsSchema = z.object({ jobId: jobIdSchema });

/** Every route is for a signed-in applicant: 401 without a live session, 403 for a business. */
export const guardErrors = { 401: apiErrorBodySchema, 403: apiErrorBodySchema };
