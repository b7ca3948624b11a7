import type { FastifyInstance } from 'fastify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DocumentedRoute {
  method: HttpMethod;
  /** As the document names it, e.g. "/api/jobs/{id}". */
  path: string;
  /** The names of its path parameters, in order. */
  params: string[];
  /** The JSON schema of its query string, when it declares one. */
  query: OpenApiSchema | undefined;
  /** The JSON schema of its JSON body, when it declares one. */
  body: OpenApiSchema | undefined;
  /** Whether it reads multipart/form-data. */
  multipart: boolean;
}

export interface OpenApiSchema {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  enum?: unknown[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: OpenApiSchema }>;
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the app's OpenAPI document (the routes a client can call). */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const queryProperties = Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
      );
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.keys(queryProperties).length
          ? { type: 'object', properties: queryProperties }
          : undefined,
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return routes;
}

/** The route's URL with every path parameter set to `value` (URL-encoded). */
export function routeUrl(route: DocumentedRoute, value: string | number = 1): string {
  return route.path.replace(/\{[^}]+\}/g, encodeURIComponent(String(value)));
}
