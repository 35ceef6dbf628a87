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
    const tables = path.join(modulesDir, name, 'tables.ts');
    const schema = /pgSchema\('([a-z_]+)'\)/.exec(
      statSync(path.join(modulesDir, name)).isDirectory() ? readText(tables) : '',
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

// The crossings that remain to be replaced by service calls (or by a read model the owning module
// publishes): this list may only shrink.
const KNOWN_CROSSINGS: string[] = [
  'cart/gifts.ts: catalog.products',
  'cart/gifts.ts: catalog.variants',
  'cart/service.ts: catalog.products',
  'cart/service.ts: catalog.variants',
  'catalog/listing/refresh.ts: inventory.stock',
  'catalog/listing/state.ts: settings.currencies',
  'catalog/pricing/service.ts: settings.currencies',
  'catalog/pricing/service.ts: settings.vat_rates',
  'catalog/search/service.ts: cms.page_meta',
  'catalog/search/service.ts: cms.pages',
  'cms/scope.ts: catalog.categories',
  'inventory/stock/take.ts: catalog.variants',
  'order/service.ts: payment.payments',
  'shipping/shippers/service.ts: payment.payment_prices',
  'shipping/shippers/service.ts: payment.payments',
  'shipping/shippers/service.ts: settings.currencies',
];

describe('module borders', () => {
  it('knows every module schema', () => {
    expect([...schemaOf.values()]).toEqual(
      expect.arrayContaining(['catalog', 'cms', 'settings', 'cart', 'orders', 'payment', 'inventory']),
    );
  });

  it('reads another module’s schema only where it is known to, and nowhere new', () => {
    expect(crossings()).toEqual(KNOWN_CROSSINGS);
  });
});
