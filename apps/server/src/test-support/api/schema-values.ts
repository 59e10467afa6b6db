import fc from 'fast-check';
import type { JsonSchema } from './api-operations.ts';

/** Generated text and lists stay short: the suites want many requests, not large ones. */
const LONGEST_TEXT = 40;
const MOST_ITEMS = 3;

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function textOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = Math.min(numberOr(schema.maxLength, LONGEST_TEXT), Math.max(minLength, LONGEST_TEXT));
  const fits = (text: string) => text.length >= minLength && text.length <= numberOr(schema.maxLength, Infinity);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // A pattern JavaScript cannot read is generated as plain text; the server may refuse it.
    }
  }
  return fc.string({ minLength, maxLength });
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  let min = Math.max(numberOr(schema.minimum, -1_000_000), Number.MIN_SAFE_INTEGER);
  let max = Math.min(numberOr(schema.maximum, 1_000_000_000), Number.MAX_SAFE_INTEGER);
  // OpenAPI 3.0 says exclusiveMinimum: true beside minimum; JSON Schema 2020 gives the bound itself.
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = Math.max(min, schema.exclusiveMinimum + 1);
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = Math.min(max, schema.exclusiveMaximum - 1);
  return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
}

function objectOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const keys = Object.keys(properties);
  const additional = schema.additionalProperties;
  if (keys.length === 0 && typeof additional === 'object' && additional !== null) {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validValue(additional as JsonSchema), { maxKeys: MOST_ITEMS });
  }
  if (keys.length === 0) return fc.constant({});
  const arbitraries = Object.fromEntries(keys.map((key) => [key, validValue(properties[key]!)]));
  return fc.record(arbitraries, { requiredKeys: required.filter((key) => keys.includes(key)) });
}

function allOf(schemas: JsonSchema[]): JsonSchema {
  return schemas.reduce<JsonSchema>(
    (merged, schema) => ({
      ...merged,
      ...schema,
      properties: { ...(merged.properties as object), ...(schema.properties as object) },
      required: [...((merged.required as string[]) ?? []), ...((schema.required as string[]) ?? [])],
    }),
    {},
  );
}

function typedValue(schema: JsonSchema, type: unknown): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return textOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.double({ min: numberOr(schema.minimum, -1e9), max: numberOr(schema.maximum, 1e9), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = numberOr(schema.minItems, 0);
      const maxLength = Math.min(numberOr(schema.maxItems, MOST_ITEMS), Math.max(minLength, MOST_ITEMS));
      return fc.array(validValue((schema.items ?? {}) as JsonSchema), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema);
    default:
      return schema.properties ? objectOf(schema) : fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values a schema accepts, as far as JSON Schema can say: enums, formats, patterns, bounds, required
 * keys, nullable, anyOf, oneOf and allOf. Rules that only code states (a postcode that must exist)
 * are not known here, so some values are still refused by the server, as they should be.
 */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const value = ((): fc.Arbitrary<unknown> => {
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
    if ('const' in schema) return fc.constant(schema.const);
    const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice)));
    if (Array.isArray(schema.allOf)) return validValue(allOf(schema.allOf as JsonSchema[]));
    if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => typedValue(schema, type)));
    return typedValue(schema, schema.type);
  })();
  return schema.nullable === true ? fc.option(value, { nil: null }) : value;
}

/** A query or path value as it travels in a URL. */
export const asUrlText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
