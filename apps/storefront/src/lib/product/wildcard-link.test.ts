import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract';
import { wildcardProductSlug } from './wildcard-link';

const product = {
  slug: 'aloe-gel',
  breadcrumb: [
    { id: 1, name: 'Kosmetika', slug: 'kosmetika' },
    { id: 2, name: 'Péče o pleť', slug: 'pece-o-plet' },
  ],
} as Product;

describe('wildcard product link', () => {
  it.each([
    [['pece-o-plet', 'aloe-gel'], 'aloe-gel'],
    [['kosmetika', 'pece-o-plet', 'aloe-gel'], 'aloe-gel'],
    [['kosmetika', 'aloe-gel'], null],
    [['jina-kategorie', 'aloe-gel'], null],
    [['pece-o-plet', 'kosmetika', 'aloe-gel'], null],
    [['x', 'kosmetika', 'pece-o-plet', 'aloe-gel'], null],
    [['pece-o-plet', 'jiny-produkt'], null],
    [['aloe-gel'], null],
  ])('%j: %s', (segments, slug) => {
    expect(wildcardProductSlug(segments, product)).toBe(slug);
  });

  it('needs a product', () => {
    expect(wildcardProductSlug(['pece-o-plet', 'aloe-gel'], null)).toBeNull();
  });
});
