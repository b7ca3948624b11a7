import type { UserRole } from '@firstshift/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { runKept } from '../db/kept-statements';
import { HttpError } from '../lib/http-error';

/** The signed-in user of a request, once a guard has let it through. */
export interface AuthUser {
  id: number;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` / `app.requireRole`; null on routes without a guard. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a live session; then sets `request.user`. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: as `requireUser`, then 403 unless the user has `role`. */
    requireRole: (role: UserRole) => preHandlerAsyncHookHandler;
    /**
     * The user of a live session named by the request's bearer token, or null (no token, an
     * unknown or expired one): for public routes that show more to a signed-in user.
     */
    optionalUser: (request: FastifyRequest) => Promise<AuthUser | null>;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const SIGN_IN_MESSAGE = 'Please sign in.';

const ROLE_MESSAGES: Record<UserRole, string> = {
  business: 'This page is for business accounts.',
  applicant: 'This page is for applicant accounts.',
};

/** A new opaque bearer token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What sessions.token_hash holds for a token (the token itself is never stored). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The guarded route's user; throws 401 when no guard ran (a programming slip, not a 500). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, SIGN_IN_MESSAGE);
  return request.user;
}

/**
 * Bearer-token authentication (DESIGN §5). Routes opt in with a guard:
 *
 *   app.get('/dashboard/', { preHandler: app.requireRole('business') }, async (request) => {
 *     const { id } = currentUser(request); // the business's users.id
 *   });
 *
 * `app.requireUser` admits any signed-in user; `app.requireRole('business' | 'applicant')`
 * also answers 403 "This page is for … accounts." to the other role. A missing or unknown
 * token answers 401 "Please sign in.", an expired one 401 "Your session has expired. Please
 * sign in again.".
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  // Every signed-in request reads its session: compiled once and kept prepared
  // (kept-statements.ts) rather than built with Kysely each time.
  const findSession = async (token: string) => {
    const [session] = await runKept(
      app.db,
      'session',
      { tokenHash: hashSessionToken(token) },
      (bind) =>
        app.db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select(['users.id', 'users.role', 'sessions.expires_at'])
          .where('sessions.token_hash', '=', bind('tokenHash')),
      { prepare: true },
    );
    return session;
  };
  const isLive = (session: { expires_at: string }) => session.expires_at > new Date().toISOString();

  const requireUser: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, SIGN_IN_MESSAGE);
    const session = await findSession(token);
    if (!session) throw new HttpError(401, SIGN_IN_MESSAGE);
    if (!isLive(session)) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
    request.user = { id: session.id, role: session.role };
  };

  app.decorate('optionalUser', async (request: FastifyRequest): Promise<AuthUser | null> => {
    const token = bearerToken(request);
    const session = token ? await findSession(token) : undefined;
    return session && isLive(session) ? { id: session.id, role: session.role } : null;
  });

  app.decorate('requireUser', requireUser);
  app.decorate('requireRole', (role: UserRole): preHandlerAsyncHookHandler => {
    return async function requireRole(request, reply) {
      await requireUser.call(this, request, reply);
      if (currentUser(request).role !== role) throw new HttpError(403, ROLE_MESSAGES[role]);
    };
  });
}
