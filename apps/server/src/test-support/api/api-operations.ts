import type { FastifyInstance, HTTPMethods } from 'fastify';
import { z } from 'zod';

/** A JSON Schema as the OpenAPI document or zod's toJSONSchema gives it, read loosely. */
export type JsonSchema = { [keyword: string]: unknown };

export type ApiParameter = { name: string; location: 'path' | 'query'; required: boolean; schema: JsonSchema };
export type ApiBody = { contentType: 'application/json' | 'multipart/form-data'; schema: JsonSchema };

export type ApiOperation = {
  /** 'GET /api/v1/properties/{id}': the method and the path as the OpenAPI document names them. */
  key: string;
  method: HTTPMethods;
  path: string;
  /** The security schemes any one of which admits a caller; empty when the operation is public. */
  security: string[];
  parameters: ApiParameter[];
  body: ApiBody | null;
};

type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  security?: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Replaces every `$ref` to components/schemas by the schema it names, so generators need not follow links. */
function inlineRefs(value: unknown, schemas: Record<string, JsonSchema>, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, schemas, depth));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as JsonSchema).$ref;
  if (typeof ref === 'string') {
    // A schema that refers to itself is cut off after a few levels: generated values stay small.
    return depth > 4 ? {} : inlineRefs(schemas[ref.split('/').pop()!] ?? {}, schemas, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inlineRefs(child, schemas, depth)]));
}

function toBody(requestBody: OpenApiOperation['requestBody']): ApiBody | null {
  const content = requestBody?.content ?? {};
  if (content['multipart/form-data']) return { contentType: 'multipart/form-data', schema: content['multipart/form-data'].schema ?? {} };
  if (content['application/json']) return { contentType: 'application/json', schema: content['application/json'].schema ?? {} };
  return null;
}

/** Every operation in the app's OpenAPI document (`app.swagger()`), with its schemas inlined. */
export function listApiOperations(app: FastifyInstance): ApiOperation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const inlined = inlineRefs(document.paths, document.components?.schemas ?? {}) as OpenApiDocument['paths'];
  return Object.entries(inlined).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as HTTPMethods,
      path,
      security: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
      parameters: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          location: parameter.in as 'path' | 'query',
          required: parameter.in === 'path' || parameter.required === true,
          schema: parameter.schema ?? {},
        })),
      body: toBody(operation.requestBody),
    })),
  );
}

type IdentityEndpoint = { path?: string; options?: { method?: string | string[]; body?: z.ZodType; query?: z.ZodType; metadata?: { SERVER_ONLY?: boolean } } };

const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The identity service's HTTP endpoints under /api/auth, read from better-auth's own endpoint schemas. */
export function listIdentityOperations(app: FastifyInstance): ApiOperation[] {
  const endpoints = Object.values(app.auth.api as unknown as Record<string, IdentityEndpoint>);
  return endpoints
    .filter((endpoint) => endpoint.path && !endpoint.options?.metadata?.SERVER_ONLY)
    .flatMap((endpoint) => {
      const path = `/api/auth${endpoint.path!.replace(/:(\w+)/g, '{$1}')}`;
      const pathParameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name: name!, location: 'path' as const, required: true, schema: { type: 'string' } }));
      const querySchema = endpoint.options?.query ? toJsonSchema(endpoint.options.query) : null;
      const required = new Set((querySchema?.required as string[] | undefined) ?? []);
      const queryParameters = Object.entries((querySchema?.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
        name, location: 'query' as const, required: required.has(name), schema,
      }));
      const methods = [endpoint.options?.method ?? 'GET'].flat();
      return methods.map((method) => ({
        key: `${method} ${path}`,
        method: method as HTTPMethods,
        path,
        security: [],
        parameters: [...pathParameters, ...queryParameters],
        body: method !== 'GET' && endpoint.options?.body ? { contentType: 'application/json' as const, schema: toJsonSchema(endpoint.options.body) } : null,
      }));
    });
}

export type RequestValues = { path: Record<string, string>; query: Record<string, string | string[]> };

/** The operation's URL with its path parameters filled in and its query appended, every value encoded. */
export function urlOf(operation: ApiOperation, values: RequestValues): string {
  // A lone surrogate cannot travel in a URL: it goes as U+FFFD, as a browser would send it.
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(Buffer.from(values.path[name] ?? '').toString()));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values.query)) for (const item of [value].flat()) query.append(name, item);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
