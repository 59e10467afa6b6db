import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Import zones judge one import at a time, so they cannot see two modules that each go through
 * the other's service. This reads every module's imports and asks for a graph without a cycle
 * (docs/decisions/0050-module-boundaries.md).
 */
const modulesDir = join(import.meta.dirname, '../apps/server/src/modules');
const IMPORT_PATH = /(?:from|import)\s*\(?\s*'([^']+)'/g;

type Graph = Map<string, Set<string>>;

function moduleGraph(): Graph {
  const graph: Graph = new Map();
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const from = file.split(sep)[0]!;
    const dependencies = graph.get(from) ?? new Set<string>();
    graph.set(from, dependencies);
    for (const [, importPath] of readFileSync(join(modulesDir, file), 'utf8').matchAll(
      IMPORT_PATH,
    )) {
      if (!importPath!.startsWith('.')) continue;
      const target = relative(modulesDir, resolve(dirname(join(modulesDir, file)), importPath!));
      const to = target.split(sep)[0]!;
      if (!target.startsWith('..') && to !== from) dependencies.add(to);
    }
  }
  return graph;
}

/** One cycle as the path that closes it (a -> b -> a), or null. */
function findCycle(graph: Graph): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('server module graph', () => {
  it('finds a cycle where there is one', () => {
    const graph: Graph = new Map([
      ['uploads', new Set(['properties'])],
      ['properties', new Set(['files'])],
      ['files', new Set(['properties'])],
    ]);
    expect(findCycle(graph)).toEqual(['properties', 'files', 'properties']);
  });

  it("reads the modules' imports", () => {
    const graph = moduleGraph();
    // Uploads ask subscriptions for the plan's storage limits, which read usage from files (docs/decisions/0113-storage-quotas.md).
    expect([...graph.get('uploads')!].sort()).toEqual(['documents', 'files', 'properties', 'subscriptions']);
    expect([...graph.get('market-data')!].sort()).toEqual(['properties']);
    // Documents, market data and the workflow are handed in as lookups (docs/decisions/0065, 0074, 0142), never imported.
    expect([...graph.get('properties')!].sort()).toEqual(['files', 'projects']);
    expect([...graph.get('workflow')!].sort()).toEqual(['analysis', 'documents', 'market-data', 'properties']);
    expect([...graph.get('analysis')!].sort()).toEqual(['documents', 'market-data', 'properties']);
    expect(graph.get('files')).toEqual(new Set());
    // The AI module implements the analysis's port and fills the tenant's prompts; app.ts hands it to the workflow (docs/decisions/0154, 0155).
    expect([...graph.get('ai')!].sort()).toEqual(['analysis', 'prompts']);
  });

  it('has no cycle between modules', () => {
    const cycle = findCycle(moduleGraph());
    expect(
      cycle,
      `modules depend on each other in a circle: ${cycle?.join(' -> ')}; decide which way the dependency goes, or move the shared piece into a module both use`,
    ).toBeNull();
  });
});
