import { describe, expect, it } from 'vitest';
import { buildIsolatedApp } from '../testing/test-app';

// Every route declares its body with the domain's schema (DESIGN §4), so that the OpenAPI
// document at /api/docs says what each call takes. The document is the same on either database.

/** The calls that take no body at all; every other POST, PUT, PATCH and DELETE takes one. */
const NO_BODY = [
  'DELETE /api/jobs/{id}',
  'POST /api/dashboard/jobs/{id}/archive',
  'POST /api/dashboard/jobs/{id}/unarchive',
  'POST /api/auth/logout',
  'POST /api/auth/overview_visit',
  'POST /api/applicant/{jobId}/favourite',
  'DELETE /api/applicant/saved-searches/{id}',
  'POST /api/applicant/saved-searches/{id}/checked',
  'POST /api/notifications/read',
];

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  format?: string;
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** A schema that names its fields: an object with properties, or a choice of such objects. */
const namesItsFields = (schema: Schema | undefined): boolean =>
  schema?.anyOf
    ? schema.anyOf.length > 0 && schema.anyOf.every(namesItsFields)
    : Object.keys(schema?.properties ?? {}).length > 0;

async function openApiDocument() {
  const { app } = await buildIsolatedApp('sqlite', {
    // Google sign-in's routes are registered only when it is configured.
    env: {
      GOOGLE_CLIENT_ID: 'firstshift-test',
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    },
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json<{ paths: Record<string, Record<string, Operation>> }>();
}

describe('the OpenAPI document', () => {
  it('documents the request body of every call that takes one, and none for the others', async () => {
    const { paths } = await openApiDocument();
    const calls = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(calls.map((call) => call.name)).toEqual(expect.arrayContaining(NO_BODY));
    expect(calls.map((call) => call.name)).toContain('POST /api/auth/google/exchange');

    const undocumented = calls
      .filter(({ name }) => !NO_BODY.includes(name))
      .filter(({ operation }) => {
        const content = Object.values(operation.requestBody?.content ?? {});
        return content.length === 0 || !content.every((media) => namesItsFields(media.schema));
      })
      .map(({ name }) => name);
    expect(undocumented, 'calls whose body the document does not describe').toEqual([]);

    const bodiesWhereNone = calls
      .filter(({ name, operation }) => NO_BODY.includes(name) && operation.requestBody)
      .map(({ name }) => name);
    expect(bodiesWhereNone, 'calls without a body that declare one').toEqual([]);
  });

  it('documents the apply form as multipart, with its fields and the resume file', async () => {
    const { paths } = await openApiDocument();
    const form =
      paths['/api/applicant/{jobId}/apply']?.post?.requestBody?.content?.['multipart/form-data']
        ?.schema;
    expect(Object.keys(form?.properties ?? {})).toEqual(
      expect.arrayContaining(['first_name', 'email', 'cover_letter', 'terms_accepted', 'resume']),
    );
    expect(form?.properties?.resume).toMatchObject({ type: 'string', format: 'binary' });
  });
});
