import fc from 'fast-check';
import { samplePdf, samplePng } from '../sample-files.ts';
import type { ApiOperation, ApiParameter, JsonSchema } from './api-operations.ts';
import { isFileField, withIds, type ApiCall, type MultipartForm } from './api-requests.ts';
import { hostileRawBody, hostileText, spoil } from './hostile-values.ts';
import { allOwnedIds, resourceOfName, resourceOfPathParameter, type OwnedIds } from './owned-ids.ts';
import { asUrlText, validValue } from './schema-values.ts';

/** Who sends a fuzzed call: mostly the signed-in owner of the ids, so calls reach past authentication. */
export type FuzzCallers = { signedIn: Record<string, string>; anonymous: Record<string, string> };

const idsFor = (resource: string, ids: OwnedIds) => ids.get(resource) ?? allOwnedIds(ids);

function pathValue(operation: ApiOperation, parameter: ApiParameter, ids: OwnedIds): fc.Arbitrary<string> {
  const owned = idsFor(resourceOfPathParameter(operation.path, parameter.name), ids);
  return fc.oneof(
    { arbitrary: owned.length > 0 ? fc.constantFrom(...owned) : fc.uuid(), weight: 4 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: validValue(parameter.schema).map(asUrlText), weight: 2 },
    { arbitrary: hostileText, weight: 3 },
  );
}

function queryValue(parameter: ApiParameter): fc.Arbitrary<string | string[]> {
  return fc.oneof(
    { arbitrary: validValue(parameter.schema).map(asUrlText), weight: 3 },
    { arbitrary: hostileText, weight: 2 },
    { arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }), weight: 1 },
  );
}

function jsonBody(schema: JsonSchema, ids: OwnedIds): fc.Arbitrary<ApiCall['body']> {
  const valid = validValue(schema).map((value) => withIds(value, ids));
  return fc.oneof(
    { arbitrary: valid.map((json) => ({ json })), weight: 3 },
    { arbitrary: valid.chain(spoil).map((json) => ({ json })), weight: 5 },
    { arbitrary: hostileRawBody, weight: 2 },
  );
}

/** A form with each text field an owned id, valid or hostile, and files that are real, random or empty under hostile names. */
function multipartBody(schema: JsonSchema, ids: OwnedIds): fc.Arbitrary<ApiCall['body']> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const fieldNames = Object.keys(properties).filter((name) => !isFileField(properties[name]!));
  const fields = fc.record(Object.fromEntries(fieldNames.map((name) => [name, fc.oneof(fc.constantFrom(...idsFor(resourceOfName(name), ids), ''), hostileText)])));
  // Quotes and line breaks would end the part header early: a broken form is the upload suite's subject, not this one's.
  const filename = fc.oneof(fc.constantFrom('photo.png', 'survey.pdf'), hostileText.map((name) => name.replace(/["\r\n\\]/g, '_')));
  const content = fc.oneof(fc.constant(samplePng()), fc.constant(samplePdf()), fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), fc.constant(Buffer.alloc(0)));
  const files = fc.array(fc.record({ name: filename, content }), { maxLength: 2 });
  return fc.record({ fields, files }).map((form: MultipartForm) => ({ form }));
}

function bodyFor(operation: ApiOperation, ids: OwnedIds): fc.Arbitrary<ApiCall['body']> {
  if (operation.body?.contentType === 'multipart/form-data') return multipartBody(operation.body.schema, ids);
  if (operation.body) return jsonBody(operation.body.schema, ids);
  if (operation.method === 'GET') return fc.constant(undefined);
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: hostileRawBody, weight: 1 });
}

/**
 * Calls of one operation built from its schemas: path values that are the caller's ids, other
 * uuids, valid values or hostile text; query values likewise, repeated at times; bodies valid,
 * valid with one part spoilt, or not JSON at all.
 */
export function fuzzCall(operation: ApiOperation, ids: OwnedIds, callers: FuzzCallers): fc.Arbitrary<ApiCall> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.location === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.location === 'query');
  const path = fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, pathValue(operation, parameter, ids)])));
  const query = fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, queryValue(parameter)])), { requiredKeys: [] });
  const headers = fc.oneof({ arbitrary: fc.constant(callers.signedIn), weight: 9 }, { arbitrary: fc.constant(callers.anonymous), weight: 1 });
  return fc.record({ path, query, body: bodyFor(operation, ids), headers }).map(({ path: pathValues, query: queryValues, body, headers: sent }) => ({
    operation,
    values: { path: pathValues, query: queryValues as Record<string, string | string[]> },
    body,
    headers: sent,
  }));
}
