import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Each backend module owns one PostgreSQL schema and reads other modules' data through their
// services. This reads every module's source for SQL text that names another module's schema.
const modulesDir = path.resolve(import.meta.dirname, '../src/modules');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    // Seed loaders fill every schema on purpose.
    return name.endsWith('.ts') && name !== 'seed.ts' ? [p] : [];
  });
}

/** Module folder → the schema its tables.ts declares. */
const schemaOf = new Map(
  readdirSync(modulesDir).flatMap((name) => {
    // A module declares its schema in tables.ts (or in schema.ts beside it, shared by its table files).
    const declared = ['tables.ts', 'schema.ts']
      .map((file) => readText(path.join(modulesDir, name, file)))
      .join('\n');
    const schema = /pgSchema\('([a-z_]+)'\)/.exec(
      statSync(path.join(modulesDir, name)).isDirectory() ? declared : '',
    )?.[1];
    return schema ? [[name, schema] as const] : [];
  }),
);

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** `module/file: schema.table` for every SQL text of a module that reads another module's schema. */
function crossings(): string[] {
  const found = new Set<string>();
  for (const module of readdirSync(modulesDir)) {
    if (!statSync(path.join(modulesDir, module)).isDirectory()) continue;
    for (const file of files(path.join(modulesDir, module))) {
      const text = readFileSync(file, 'utf8');
      for (const [, literal] of text.matchAll(/`((?:\\.|[^`\\])*)`/g)) {
        for (const [other, schema] of schemaOf) {
          if (other === module) continue;
          for (const m of literal!.matchAll(new RegExp(`\\b${schema}\\.([a-z_]+)\\b`, 'g'))) {
            found.add(`${path.relative(modulesDir, file)}: ${schema}.${m[1]}`);
          }
        }
      }
    }
  }
  return [...found].sort();
}

/** Module → the other modules its source imports (seed loaders excepted), with every place. */
function moduleImports(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const module of schemaOfModules()) {
    const edges = new Map<string, string[]>();
    for (const file of files(path.join(modulesDir, module))) {
      const text = readFileSync(file, 'utf8');
      // A bare `import './x.ts'` counts too: the content modules add their GraphQL types so.
      for (const [, from, bare] of text.matchAll(
        /^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm,
      )) {
        const spec = from ?? bare!;
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), spec));
        const other = target.split(path.sep)[0]!;
        if (!target.startsWith('..') && other !== module) {
          edges.set(other, [...(edges.get(other) ?? []), `${path.relative(modulesDir, file)} → ${target}`]);
        }
      }
    }
    graph.set(module, edges);
  }
  return graph;
}

function schemaOfModules(): string[] {
  return readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory());
}

/** A cycle of modules as `a → b → a`, or null. */
function findCycle(graph: Map<string, Map<string, unknown>>): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (m: string): string | null => {
    if (state.get(m) === 'done') return null;
    if (state.get(m) === 'open') return [...stack.slice(stack.indexOf(m)), m].join(' → ');
    state.set(m, 'open');
    stack.push(m);
    for (const next of graph.get(m)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(m, 'done');
    return null;
  };
  for (const m of graph.keys()) {
    const cycle = visit(m);
    if (cycle) return cycle;
  }
  return null;
}

describe('module borders', () => {
  it('knows every module schema', () => {
    expect([...schemaOf.values()]).toEqual(
      expect.arrayContaining([
        'catalog',
        'publishing',
        'navigation',
        'merchandising',
        'pages',
        'articles',
        'branches',
        'content',
        'settings',
        'cart',
        'orders',
        'payment',
        'inventory',
      ]),
    );
  });

  it('has no SQL that names another module’s schema', () => {
    expect(crossings()).toEqual([]);
  });

  it('imports another module only through its entry', () => {
    const inside = [...moduleImports()].flatMap(([, edges]) =>
      [...edges.values()].flat().filter((where) => !where.endsWith(`${path.sep}index.ts`)),
    );
    expect(inside).toEqual([]);
  });

  it('lends no table through an entry', () => {
    // Another module reads a module's rows through its functions, never by its drizzle tables.
    const lent = schemaOfModules().flatMap((module) =>
      [
        ...readText(path.join(modulesDir, module, 'index.ts')).matchAll(
          /^export\s+(?!type\b)[^;]*?from\s+'\.\/(?:tables|schema)\.ts'/gm,
        ),
      ].map(([statement]) => `${module}: ${statement}`),
    );
    expect(lent).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(findCycle(moduleImports())).toBeNull();
  });

  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['cart', new Map([['customer', '']])],
      ['customer', new Map([['cart', '']])],
    ]);
    expect(findCycle(graph)).toBe('cart → customer → cart');
  });
});
