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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { parsePayload } from '../../lib/parse-payload';
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

// Bodies are parsed in the handlers with the domain schemas (not by the route schema), so that
// every failure names the payload field with the shared message and the first issue leads.
const anyBody = z.looseObject({}).nullish();
const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 429: apiErrorBodySchema };

/**
 * Accounts under /api/auth (SPEC §7, DESIGN §5): registration, sign-in throttled per account and
 * address (docs/decisions/021), sign-out, and the signed-in user's profile.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const limits = options.rateLimit;
  const window = { windowMinutes: limits.windowMinutes };
  const throttleAddress = (ip: string) =>
    throttleIp(app.throttleStore, ip, { ...window, limit: limits.authPerIp });

  app.post(
    '/register/business',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a business and sign it in',
        body: anyBody,
        response: { 201: loginResponseSchema, 409: apiErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await throttleAddress(request.ip);
      const payload = parsePayload(businessRegistrationPayloadSchema, request.body);
      const account = await createBusinessAccount(app.db, payload);
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
      schema: {
        tags: ['auth'],
        summary: 'Register an applicant (who then signs in)',
        body: anyBody,
        response: {
          201: z.object({ id: z.number().int(), email: z.string() }),
          409: apiErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await throttleAddress(request.ip);
      const payload = parsePayload(applicantRegistrationPayloadSchema, request.body);
      const account = await createApplicantAccount(app.db, payload);
      return reply.status(201).send(account);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: anyBody,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, password, remember } = parsePayload(loginSchema, request.body);
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
      schema: {
        tags: ['auth'],
        summary: "Update the signed-in user's profile (the email cannot change)",
        body: anyBody,
        response: { 200: userProfileSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'business') {
        const update = parsePayload(businessProfileUpdateSchema, request.body);
        const { renamed } = await updateBusinessProfile(app.db, user.id, update);
        if (renamed) await app.publicJobCache.clear();
      } else {
        const update = parsePayload(applicantProfileUpdateSchema, request.body);
        await updateApplicantProfile(app.db, user.id, update);
      }
      return loadUserProfile(app.db, user.id);
    },
  );
};
