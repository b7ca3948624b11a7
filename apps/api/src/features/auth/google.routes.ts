import {
  GOOGLE_MESSAGES,
  type GoogleOutcome,
  apiErrorBodySchema,
  googleExchangePayloadSchema,
  googleExchangeResponseSchema,
  safeNextPath,
} from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { applicantName, findOrCreateGoogleApplicant } from './google-accounts.repository';
import { createGoogleClient } from './google-client';
import {
  consumeHandoff,
  consumeOauthState,
  createHandoff,
  saveOauthState,
} from './google-handoffs.repository';
import { requestBody } from '../../lib/parse-payload';
import { createSession } from './sessions';
import { assertIpNotThrottled, countIpFailure, throttleIp } from './throttle';

export interface GoogleRoutesOptions {
  config: Pick<Config, 'google' | 'rateLimit' | 'publicUrl'>;
}

/** The SPA page that redeems the hand-off; the code rides in the fragment, which no server logs. */
export const GOOGLE_HANDOFF_PATH = '/applicant/login/google';
const CALLBACK_PATH = '/api/auth/google/callback';

/** The sign-in screen with a notice saying why Google sign-in did not go through. */
export function googleOutcomePath(outcome: GoogleOutcome, next: string | null = null): string {
  const query = new URLSearchParams({ google: outcome });
  if (next) query.set('next', next);
  return `/applicant/login?${query.toString()}`;
}

const loginQuery = z.looseObject({
  role: z.string().optional(),
  next: z.string().optional(),
  remember: z.string().optional(),
});
const callbackQuery = z.looseObject({ state: z.string().optional() });
const redirectResponses = { 302: z.null(), 303: z.null() };

/**
 * Google sign-in for applicants (DESIGN §5, docs/decisions/009): the authorization code flow
 * with PKCE, state and nonce; the callback hands the SPA a one-time code, never a token in a URL.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (app, { config }) => {
  const google = createGoogleClient(config.google);
  const throttleAddress = (ip: string) =>
    throttleIp(app.throttleStore, ip, {
      windowMinutes: config.rateLimit.windowMinutes,
      limit: config.rateLimit.authPerIp,
    });
  const redirectUri = () => `${app.siteOrigin()}${CALLBACK_PATH}`;

  app.get(
    '/google/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in: redirects to the issuer',
        querystring: loginQuery,
        response: { ...redirectResponses, 400: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await throttleAddress(request.ip);
      const { role, next, remember } = request.query;
      if (role !== 'applicant') throw new HttpError(400, GOOGLE_MESSAGES.applicantsOnly, 'role');
      const nextPath = safeNextPath(next);
      let started;
      try {
        started = await google.start(redirectUri());
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in: the issuer could not be reached');
        return reply.redirect(googleOutcomePath('failed', nextPath), 303);
      }
      await saveOauthState(app.db, {
        checks: started.checks,
        role,
        nextPath,
        remember: remember === 'true' || remember === '1',
      });
      return reply.redirect(started.url.href, 302);
    },
  );

  app.get(
    '/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the issuer returns: signs the applicant in and hands over to the SPA',
        querystring: callbackQuery,
        response: redirectResponses,
      },
    },
    async (request, reply) => {
      const pending = request.query.state
        ? await consumeOauthState(app.db, request.query.state)
        : null;
      if (!pending) return reply.redirect(googleOutcomePath('failed'), 303);
      const back = (outcome: GoogleOutcome) =>
        reply.redirect(googleOutcomePath(outcome, pending.nextPath), 303);

      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      let account;
      try {
        const identity = await google.finish(new URL(`${redirectUri()}${search}`), pending.checks);
        account = await findOrCreateGoogleApplicant(app.db, identity);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in: the callback was refused');
        return back('failed');
      }
      if ('refused' in account) return back(account.refused);
      const code = await createHandoff(app.db, {
        userId: account.userId,
        remember: pending.remember,
        nextPath: pending.nextPath,
      });
      return reply.redirect(`${GOOGLE_HANDOFF_PATH}#code=${encodeURIComponent(code)}`, 303);
    },
  );

  app.post(
    '/google/exchange',
    {
      // Like a password sign-in, only failures count against the address (docs/decisions/021);
      // a throttled address is refused before its body is read.
      preValidation: async (request) => {
        await assertIpNotThrottled(app.throttleStore, request.ip, config.rateLimit.authPerIp);
      },
      schema: {
        tags: ['auth'],
        summary: 'Trade the one-time code from the callback for a session',
        body: requestBody(googleExchangePayloadSchema),
        response: {
          200: googleExchangeResponseSchema,
          400: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { code } = request.body;
      const handoff = await consumeHandoff(app.db, code);
      if (!handoff) {
        await countIpFailure(app.throttleStore, request.ip, config.rateLimit);
        throw new HttpError(400, GOOGLE_MESSAGES.exchangeFailed, 'code');
      }
      const token = await createSession(app.db, handoff.userId, handoff.remember);
      return {
        access_token: token,
        token_type: 'bearer',
        user_id: handoff.userId,
        user_role: 'applicant' as const,
        user_name: await applicantName(app.db, handoff.userId),
        next: handoff.nextPath,
        remember: handoff.remember,
      };
    },
  );
};
