import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isNullType = (schema: unknown) => (schema as JsonSchema).type === 'null';

/**
 * `anyOf: [{ type: 'string', enum: [...] }, { type: 'null' }]`, as zod writes a nullable, becomes
 * `type: ['string', 'null']`: fast-json-stringify writes that directly, where an anyOf has it check each
 * value against every branch. What only validation reads (enum, pattern, bounds) goes: nothing is checked
 * on the way out.
 */
function simplifyNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullables);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some(isNullType)) {
    const other = anyOf.find((branch) => !isNullType(branch))!;
    if (typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array') {
      const { anyOf: _anyOf, ...rest } = node;
      return {
        ...rest,
        type: [other.type, 'null'],
        ...(other.format ? { format: other.format } : {}),
      };
    }
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, simplifyNullables(value)]),
  );
}

/**
 * Writes a route's answers with fast-json-stringify, compiled from the JSON Schema of its zod response
 * schemas, instead of zod checking and rebuilding every answer before JSON.stringify (the app's default).
 * For hot routes whose answers the server builds itself (docs/decisions/0092-summary-reads.md): like zod,
 * it writes only the schema's keys, and an answer missing a required key still fails with a 500.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) =>
  fastJson(
    simplifyNullables(
      z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }),
    ) as Schema,
  );
