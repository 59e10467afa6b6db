import type { ApiOperation, RequestValues } from './api-operations.ts';

/** The ids an account owns, by the resource they name ('property', 'project', 'image', 'file', ...). */
export type OwnedIds = Map<string, string[]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuidText = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** 'properties' → 'property', 'images' → 'image': the resource a path segment lists. */
export const singular = (segment: string) => segment.replace(/ies$/, 'y').replace(/s$/, '');

/** The resource a field or parameter names: 'imageId', 'property_id' and 'project' name image, property, project. */
export const resourceOfName = (name: string) => name.replace(/(_id|Id)$/, '').toLowerCase();

/** The resource a path parameter names: `{imageId}` an image, `{id}` whatever the segment before it lists. */
export function resourceOfPathParameter(path: string, name: string): string {
  if (name !== 'id') return resourceOfName(name);
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  return singular(segments[at - 1] ?? '');
}

export function addOwnedId(ids: OwnedIds, resource: string, id: string) {
  const known = ids.get(resource) ?? [];
  if (!known.includes(id)) ids.set(resource, [...known, id]);
}

export const allOwnedIds = (ids: OwnedIds) => [...new Set([...ids.values()].flat())];

/** Whether the parameter holds an id (a uuid), not a word from a list such as a feature name. */
export const holdsId = (operation: ApiOperation, name: string) => {
  const schema = operation.parameters.find((parameter) => parameter.name === name)?.schema ?? {};
  return !Array.isArray(schema.enum);
};

/**
 * Path values naming the account's own resources, or null when a parameter names a resource the
 * account has none of. Parameters that are not ids take the first word their schema lists.
 */
export function ownPathValues(operation: ApiOperation, ids: OwnedIds): RequestValues['path'] | null {
  const values: RequestValues['path'] = {};
  for (const parameter of operation.parameters.filter((candidate) => candidate.location === 'path')) {
    if (!holdsId(operation, parameter.name)) {
      values[parameter.name] = String((parameter.schema.enum as unknown[])[0]);
      continue;
    }
    const id = ids.get(resourceOfPathParameter(operation.path, parameter.name))?.[0];
    if (!id) return null;
    values[parameter.name] = id;
  }
  return values;
}
