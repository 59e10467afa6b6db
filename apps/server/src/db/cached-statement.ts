import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './schema.ts';

/** Stands in for one of a statement's values while Kysely builds and compiles it. */
class Placeholder {
  constructor(readonly name: string) {}
}

/**
 * A statement Kysely builds and compiles once for each shape, then runs with each call's values:
 * building and compiling cost about 0.1 ms of CPU a statement, more than some of the statements
 * themselves take (docs/decisions/0092-summary-reads.md).
 *
 * `build` gets the shape (what decides the SQL text: a sort, a flag) as it is, and the values with
 * each one that is set replaced by a placeholder, so it must only pass them on as values (to where,
 * limit, eb.val): a value it reads, changes or tests other than for undefined belongs in the shape.
 * A value left undefined is part of the shape too, so `$if(value !== undefined, ...)` works.
 */
export function cachedStatement<Shape, Values extends Record<string, unknown>, Row>(
  build: (db: Db, shape: Shape, values: Values) => Compilable<Row>,
): (db: Db, shape: Shape, values: Values) => Promise<Row[]> {
  const compiled = new Map<string, { sql: string; parameters: readonly unknown[] }>();
  return async (db, shape, values) => {
    const setNames = Object.keys(values).filter((name) => values[name] !== undefined);
    const key = JSON.stringify([shape, setNames]);
    let statement = compiled.get(key);
    if (!statement) {
      const placeholders = Object.fromEntries(
        setNames.map((name) => [name, new Placeholder(name)]),
      ) as Values;
      statement = build(db, shape, placeholders).compile();
      compiled.set(key, statement);
    }
    const parameters = statement.parameters.map((parameter) =>
      parameter instanceof Placeholder ? values[parameter.name] : parameter,
    );
    const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters));
    return result.rows;
  };
}
