import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The OpenAPI document is built from every route's zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FirstShift API',
        version: '1.0.0',
        description:
          'Local jobs for students and part-time seekers. Errors answer { message, field?, errors? }.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { validatorUrl: null },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, () => app.swagger());
}

/**
 * The OpenAPI document of a route that reads a multipart/form-data body as a stream (so that
 * Fastify never parses nor validates it): `form`, its fields and files, as the request body.
 * Use as the route's `config.swaggerTransform`.
 */
export function multipartBodyDocument(form: ZodType): SwaggerTransform {
  return (document) =>
    jsonSchemaTransform({
      ...document,
      schema: { ...document.schema, body: form, consumes: ['multipart/form-data'] },
    });
}
