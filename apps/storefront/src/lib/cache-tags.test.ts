import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { allGroupTags } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { listingTags, type ListingScope } from './catalog/state';
import { productTags } from './product/server';

const src = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Every `cacheTag(…)` call of the storefront, with its file. */
const calls = sources(src).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bcacheTag\(([^)]*(?:\([^)]*\)[^)]*)*)\)/g)].map((m) => ({
    file: path.relative(src, file),
    args: m[1]!,
  })),
);

describe('what the storefront caches can be made stale by the backend', () => {
  it('finds the cached calls', () => {
    expect(calls.length).toBeGreaterThan(10);
  });

  it('tags every cached call from the contract, never with a hand-written name', () => {
    for (const call of calls) {
      expect(call.args, call.file).not.toMatch(/['"`]/);
    }
  });

  it('gives every cached call a group tag, which a change of the data set stales', () => {
    for (const call of calls) {
      expect(call.args, call.file).toMatch(/groupTags\.|productTags\(|listingTags\(/);
    }
    const scopes: ListingScope[] = [
      { type: 'category', id: '1', slug: 'kondomy' },
      { type: 'filtered_category', id: '2', slug: 'tenke-kondomy' },
      { type: 'virtual_category', id: '3', slug: 'novinky' },
      { type: 'brand', id: '4', slug: 'kegelia' },
      { type: 'search', q: 'gel' },
    ];
    for (const tags of [...scopes.map(listingTags), productTags('gel')]) {
      expect(
        tags.some((t) => (allGroupTags as readonly string[]).includes(t)),
        tags.join(),
      ).toBe(true);
    }
  });
});
