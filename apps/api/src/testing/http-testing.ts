import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { bearer } from './auth-testing';

/** GET `url` as the holder of `token`: it must answer 200, and its body must fit `schema`. */
export async function readOk<Schema extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  token: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

/** POST `text` as an application/json body exactly as written: for bodies no object makes. */
export function postRawJson(app: FastifyInstance, url: string, text: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: text,
  });
}

/** A 400 answer whose body holds `expected` (the `field`, and the `message` where given). */
export function expectBadInput(
  res: { statusCode: number; body: string; json(): unknown },
  expected: { field: string; message?: string },
): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject(expected);
}

/**
 * A route for one role: the other role's `token` gets 403 (with `message` where given), no
 * token 401 "Please sign in.".
 */
export async function expectRoleOnly(
  app: FastifyInstance,
  request: { method: 'GET' | 'POST'; url: string; payload?: object },
  otherRoleToken: string,
  message?: string,
): Promise<void> {
  const asOtherRole = await app.inject({ ...request, headers: bearer(otherRoleToken) });
  expect(asOtherRole.statusCode, asOtherRole.body).toBe(403);
  if (message !== undefined) expect(asOtherRole.json()).toEqual({ message });
  const anonymous = await app.inject(request);
  expect(anonymous.statusCode, anonymous.body).toBe(401);
  expect(anonymous.json()).toEqual({ message: 'Please sign in.' });
}
