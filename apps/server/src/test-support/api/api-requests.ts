import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipart, type UploadFile } from '../property-fixtures.ts';
import { samplePng } from '../sample-files.ts';
import { urlOf, type ApiOperation, type JsonSchema, type RequestValues } from './api-operations.ts';
import { resourceOfName, type OwnedIds } from './owned-ids.ts';
import { asUrlText, validValue } from './schema-values.ts';

/** A multipart form: text fields and files. */
export type MultipartForm = { fields: Record<string, string>; files: UploadFile[] };

/** One request: path and query values, a body (JSON value, multipart form or raw text) and headers. */
export type ApiCall = {
  operation: ApiOperation;
  values: RequestValues;
  body?: { json: unknown } | { form: MultipartForm } | { raw: string; contentType: string };
  headers: Record<string, string>;
};

export const isFileField = (schema: JsonSchema) =>
  schema.format === 'binary' || (schema.type === 'array' && (schema.items as JsonSchema | undefined)?.format === 'binary');

/** A form as the operation's multipart schema describes it: a small PNG for each file field, text for the rest. */
export function formFor(schema: JsonSchema, fields: Record<string, string>): MultipartForm {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const fileFields = Object.keys(properties).filter((name) => isFileField(properties[name]!));
  return { fields, files: fileFields.length > 0 ? [{ name: 'photo.png', content: samplePng(), contentType: 'image/png' }] : [] };
}

/** Top-level fields naming a resource the account owns ('project', 'property_id') set to its first id of that kind. */
export function withIds<T>(body: T, ids: OwnedIds): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, ids.get(resourceOfName(key))?.[0] ?? value])) as T;
}

/** `count` bodies the operation's schema accepts, the same for the same seed, with id fields naming the account's resources. */
export function sampleBodies(operation: ApiOperation, ids: OwnedIds, count: number, seed = 1): ApiCall['body'][] {
  const body = operation.body;
  if (!body) return [undefined];
  if (body.contentType === 'multipart/form-data') {
    const properties = (body.schema.properties ?? {}) as Record<string, JsonSchema>;
    const fields = Object.fromEntries(Object.keys(properties).filter((name) => !isFileField(properties[name]!)).map((name) => [name, ids.get(resourceOfName(name))?.[0] ?? '']));
    return [{ form: formFor(body.schema, fields) }];
  }
  return fc.sample(validValue(body.schema), { seed, numRuns: count }).map((value) => ({ json: withIds(value, ids) }));
}

/** Query values the schema accepts for the required parameters, and none for the optional ones. */
export function requiredQuery(operation: ApiOperation, seed = 1): RequestValues['query'] {
  const required = operation.parameters.filter((parameter) => parameter.location === 'query' && parameter.required);
  return Object.fromEntries(required.map((parameter) => [parameter.name, asUrlText(fc.sample(validValue(parameter.schema), { seed, numRuns: 1 })[0])]));
}

/** The call as app.inject takes it. */
export function injectOptions({ operation, values, body, headers }: ApiCall): InjectOptions & { url: string } {
  const options: InjectOptions & { url: string } = { method: operation.method, url: urlOf(operation, values), headers: { ...headers } };
  if (!body) return options;
  if ('form' in body) {
    const { payload, headers: formHeaders } = multipart(body.form.files, body.form.fields);
    return { ...options, payload, headers: { ...options.headers, ...formHeaders } };
  }
  if ('raw' in body) return { ...options, payload: body.raw, headers: { ...options.headers, 'content-type': body.contentType } };
  return { ...options, payload: JSON.stringify(body.json) ?? 'null', headers: { ...options.headers, 'content-type': 'application/json' } };
}
