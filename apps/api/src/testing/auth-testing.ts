import type { LoginResponse } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// Request helpers shared by the accounts tests.

let sequence = 0;

export function businessPayload(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `owner${sequence}@example.test`,
    phone_number: '503-555-0100',
    password: 'secret123',
    business_name: 'Rose City Bakery',
    business_category: 'Restaurant',
    business_description: 'Bread and pastries.',
    address_line1: '12 Oak St',
    address_line2: '',
    city: 'Portland',
    state: 'OR',
    zip_code: '97201',
    email_notifications: true,
    terms_accepted: true,
    ...overrides,
  };
}

export function applicantPayload(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `student${sequence}@example.test`,
    phone_number: '',
    date_of_birth: '2010-05-04',
    password: 'secret123',
    address_line1: '',
    address_line2: '',
    city: '',
    state: '',
    zip_code: '',
    email_notifications: true,
    terms_accepted: true,
    ...overrides,
  };
}

/** Registers an account of `role`, which must succeed (201); the answer. */
async function postRegistration(
  app: FastifyInstance,
  role: 'business' | 'applicant',
  payload: Record<string, unknown>,
) {
  const res = await app.inject({ method: 'POST', url: `/api/auth/register/${role}`, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

export async function registerBusiness(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<LoginResponse & { email: string }> {
  const payload = businessPayload(overrides);
  const res = await postRegistration(app, 'business', payload);
  return { ...res.json<LoginResponse>(), email: payload.email };
}

/** Registers an applicant and signs in; returns the login response. */
export async function registerApplicant(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<LoginResponse & { email: string }> {
  const payload = applicantPayload(overrides);
  await postRegistration(app, 'applicant', payload);
  const login = await postLogin(app, payload.email, payload.password);
  expect(login.statusCode, login.body).toBe(200);
  return { ...login.json<LoginResponse>(), email: payload.email };
}

/** POST /api/auth/login (the test accounts' password by default); the answer as it is. */
export function postLogin(
  app: FastifyInstance,
  email: string,
  password = 'secret123',
  extra: { remember?: boolean } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...extra },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
