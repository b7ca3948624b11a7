import {
  type LoginResponse,
  type UserRole,
  apiErrorBodySchema,
  applicantProfileUpdateSchema,
  applicantRegistrationPayloadSchema,
  businessProfileUpdateSchema,
  businessRegistrationPayloadSchema,
  loginResponseSchema,
  loginSchema,
  userProfileSchema,
} from '@firstshift/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { parsePayload, requestBody } from '../../lib/parse-payload';
import { hashPassword, verifyPassword } from '../../lib/password';
import { SIGN_IN_MESSAGE, bearerToken, currentUser } from '../../plugins/auth';
import {
  createApplicantAccount,
  createBusinessAccount,
  findLoginCandidate,
  loadUserProfile,
  normalizeEmail,
  updateApplicantProfile,
  updateBusinessProfile,
} from './accounts.repository';
import { recordOverviewVisit } from './overview-visits';
import { createSession, deleteSession } from './sessions';
import { startPasswordAttempt, throttleIp } from './throttle';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password. Please try again.';

// An account without a password (or no account) still costs one password check, so response
// times do not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;
async function passwordMatches(passwordHash: string | null | undefined, password: string) {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword('no-account-has-this-password-1');
  await verifyPassword(await dummyHash, password);
  return false;
}

export interface AuthRoutesOptions {
  rateLimit: Config['rateLimit'];
}

const loginResponse = (
  token: string,
  user: { id: number; role: UserRole; name: string },
): LoginResponse => ({
  access_token: token,
  token_type: 'bearer',
  user_id: user.id,
  user_role: user.role,
  user_name: user.name,
});

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 429: apiErrorBodySchema };

/**
 * Accounts under /api/auth (SPEC §7, DESIGN §5): registration, sign-in throttled per account and
 * address (docs/decisions/021), sign-out, and the signed-in user's profile.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const limits = options.rateLimit;
  const window = { windowMinutes: limits.windowMinutes };
  // A hook before the body is checked: every registration counts, valid or not.
  const throttleAddress = async (request: FastifyRequest) => {
    await throttleIp(app.throttleStore, request.ip, { ...window, limit: limits.authPerIp });
  };

  app.post(
    '/register/business',
    {
      preValidation: throttleAddress,
      schema: {
        tags: ['auth'],
        summary: 'Register a business and sign it in',
        body: requestBody(businessRegistrationPayloadSchema),
        response: { 201: loginResponseSchema, 409: apiErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = await createBusinessAccount(app.db, request.body);
      const token = await createSession(app.db, account.id, false);
      return reply
        .status(201)
        .send(
          loginResponse(token, { id: account.id, role: 'business', name: account.businessName }),
        );
    },
  );

  app.post(
    '/register/applicant',
    {
      preValidation: throttleAddress,
      schema: {
        tags: ['auth'],
        summary: 'Register an applicant (who then signs in)',
        body: requestBody(applicantRegistrationPayloadSchema),
        response: {
          201: z.object({ id: z.number().int(), email: z.string() }),
          409: apiErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const account = await createApplicantAccount(app.db, request.body);
      return reply.status(201).send(account);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: requestBody(loginSchema),
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, password, remember } = request.body;
      const emailNormalized = normalizeEmail(email);
      // Only failures count against the address: a school signing in together never locks
      // itself out. Unknown emails are throttled like accounts, so 429s do not reveal which exist.
      const attempt = await startPasswordAttempt(app.throttleStore, limits, {
        emailNormalized,
        ip: request.ip,
      });
      const candidate = await findLoginCandidate(app.db, emailNormalized);
      const ok = await passwordMatches(candidate?.passwordHash, password);
      if (!candidate || !ok) {
        await attempt.failed();
        throw new HttpError(401, INVALID_LOGIN_MESSAGE);
      }
      await attempt.succeeded();
      const token = await createSession(app.db, candidate.id, remember ?? false);
      return loginResponse(token, {
        id: candidate.id,
        role: candidate.role,
        name: candidate.userName,
      });
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session of the bearer token',
        response: { 204: z.null(), 401: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!token || !(await deleteSession(app.db, token))) {
        throw new HttpError(401, SIGN_IN_MESSAGE);
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user_details',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's profile",
        response: { 200: userProfileSchema, 401: apiErrorBodySchema },
      },
    },
    async (request) => loadUserProfile(app.db, currentUser(request).id),
  );

  app.post(
    '/overview_visit',
    {
      // The applicant overview's greeting; a business has no such page.
      preHandler: app.requireRole('applicant'),
      schema: {
        tags: ['auth'],
        summary: 'Record a visit to the overview; first_visit is true only the very first time',
        response: {
          200: z.object({ first_visit: z.boolean() }),
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
        },
      },
    },
    async (request) => ({
      first_visit: await recordOverviewVisit(app.db, currentUser(request).id),
    }),
  );

  app.put(
    '/profile',
    {
      preHandler: app.requireUser,
      // The body's shape is the caller's role's, which a schema cannot know: the schema
      // documents both shapes and the handler checks the body against the role's own, as it
      // came (so Fastify neither answers for the other role's shape nor rewrites the body).
      validatorCompiler: () => (body: unknown) => ({ value: body }),
      schema: {
        tags: ['auth'],
        summary: "Update the signed-in user's profile (the email cannot change)",
        description:
          'A business sends the fields of its business profile, an applicant those of theirs.',
        body: z.union([businessProfileUpdateSchema, applicantProfileUpdateSchema]),
        response: { 200: userProfileSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'business') {
        const update = parsePayload(businessProfileUpdateSchema, request.body);
        await updateBusinessProfile(app.db, user.id, update);
        // Its jobs' pages and its company page show the profile: they show the change at once.
        await app.publicJobCache.clear();
      } else {
        const update = parsePayload(applicantProfileUpdateSchema, request.body);
        await updateApplicantProfile(app.db, user.id, update);
      }
      return loadUserProfile(app.db, user.id);
    },
  );
};
