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
