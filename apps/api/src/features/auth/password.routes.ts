import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  apiErrorBodySchema,
  changePasswordPayloadSchema,
  deleteAccountPayloadSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  resetPasswordPayloadSchema,
  resetPasswordResponseSchema,
} from '@firstshift/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { requestBody } from '../../lib/parse-payload';
import { hashPassword } from '../../lib/password';
import { currentUser } from '../../plugins/auth';
import { deleteAccountData } from './account-deletion.repository';
import { normalizeEmail } from './accounts.repository';
import { checkAccountPassword, loadPasswordAccount, sessionRemember } from './password-checks';
import {
  consumeResetTokens,
  findUsableResetToken,
  replacePassword,
} from './password-reset.repository';
import { removeStoredFiles } from './stored-files';
import { requestPasswordReset } from './reset-request';
import { createSession } from './sessions';
import { countHit, forgetPasswordFailures, throttleIp } from './throttle';

export interface PasswordRoutesOptions {
  config: Pick<Config, 'rateLimit' | 'dataDir'>;
}

/** Reset mails one address may receive per rate-limit window; more are silently not sent. */
export const RESET_MAILS_PER_WINDOW = 5;

const messageBody = z.object({ message: z.string() });
const errors = { 400: apiErrorBodySchema, 429: apiErrorBodySchema };
const signedInErrors = { ...errors, 401: apiErrorBodySchema };

/**
 * Forgot and reset password (DESIGN §5 "Forgot password"), change password and delete account
 * under /api/auth (docs/decisions/008). Changing or resetting a password ends every session.
 */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (
  app,
  { config },
) => {
  const window = { windowMinutes: config.rateLimit.windowMinutes };
  // A hook before the body is checked: every request counts, valid or not.
  const throttleAddress = async (request: FastifyRequest) => {
    await throttleIp(app.throttleStore, request.ip, {
      ...window,
      limit: config.rateLimit.authPerIp,
    });
  };
  const invalidLink = () => new HttpError(400, ACCOUNT_MESSAGES.resetLinkInvalid, 'token');

  app.post(
    '/forgot-password',
    {
      preValidation: throttleAddress,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (the answer is the same whether the account exists)',
        body: requestBody(forgotPasswordSchema),
        response: { 202: messageBody, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const emailNormalized = normalizeEmail(email);
      const { count } = await countHit(app.throttleStore, `reset-mails:${emailNormalized}`, window);
      if (count <= RESET_MAILS_PER_WINDOW) {
        if (await requestPasswordReset(app.db, emailNormalized, app.notify)) app.mail.kick();
      }
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.resetLinkSent });
    },
  );

  app.post(
    '/reset-password',
    {
      preValidation: throttleAddress,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link; ends every session',
        body: requestBody(resetPasswordPayloadSchema),
        response: { 200: resetPasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const found = await findUsableResetToken(app.db, token);
      if (!found) throw invalidLink();
      const passwordHash = await hashPassword(password);
      const reset = await app.db.transaction().execute(async (trx) => {
        if (!(await consumeResetTokens(trx, found))) return false;
        await replacePassword(trx, found.userId, passwordHash);
        return true;
      });
      if (!reset) throw invalidLink();
      await forgetPasswordFailures(app.throttleStore, {
        emailNormalized: found.emailNormalized,
        ip: request.ip,
      });
      return { message: ACCOUNT_MESSAGES.passwordReset, role: found.role };
    },
  );

  app.put(
    '/password',
    {
      // Before the body is checked: without a session, 401 whatever the body.
      preValidation: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; ends every session and answers with a new one',
        body: requestBody(changePasswordPayloadSchema),
        response: { 200: loginResponseSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const payload = request.body;
      const account = await loadPasswordAccount(app.db, id);
      await checkAccountPassword(app.throttleStore, account, payload.current_password, {
        limits: config.rateLimit,
        ip: request.ip,
        field: 'current_password',
        missing: ACCOUNT_MESSAGES.currentPasswordIncorrect,
        wrong: ACCOUNT_MESSAGES.currentPasswordIncorrect,
      });
      const remember = await sessionRemember(app.db, request);
      const passwordHash = await hashPassword(payload.new_password);
      const token = await app.db.transaction().execute(async (trx) => {
        // Over the password just checked only: of two changes at once with the same current
        // password, the second finds it changed, as if it had been typed wrong.
        const replaced = await replacePassword(trx, id, passwordHash, new Date(), {
          passwordHash: account.passwordHash ?? null,
        });
        if (!replaced) {
          throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordIncorrect, 'current_password');
        }
        await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: new Date().toISOString() })
          .where('user_id', '=', id)
          .where('used_at', 'is', null)
          .execute();
        return createSession(trx, id, remember);
      });
      return {
        access_token: token,
        token_type: 'bearer' as const,
        user_id: id,
        user_role: account.role,
        user_name: account.userName,
      };
    },
  );

  app.delete(
    '/account',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Delete the account and everything that belongs to it',
        body: requestBody(deleteAccountPayloadSchema),
        response: { 204: z.null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { id } = currentUser(request);
      const { password } = request.body;
      const account = await loadPasswordAccount(app.db, id);
      await checkAccountPassword(app.throttleStore, account, password, {
        limits: config.rateLimit,
        ip: request.ip,
        field: 'password',
        missing: MESSAGES.passwordRequired,
        wrong: ACCOUNT_MESSAGES.passwordIncorrect,
      });
      const deleted = await deleteAccountData(app.db, id);
      if (deleted.removedJobs > 0) await app.publicJobCache.clear();
      await removeStoredFiles(app.fileStorage, deleted.storageKeys, request.log);
      return reply.status(204).send(null);
    },
  );
};
