import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/i18n/routing';
import { sharedPageKey } from '../page-rewrite';
import { productPath } from './index';
import { opensForCredits, productQuery } from './path';

describe('product path', () => {
  it.each<[string, Parameters<typeof productQuery>[0], string]>([
    ['the default variant, for money', { variantId: 5, defaultVariantId: 5 }, ''],
    ['no variant named', {}, ''],
    ['another variant', { variantId: 7, defaultVariantId: 5 }, '?variant_id=7'],
    [
      'the default variant for credits',
      { variantId: 5, defaultVariantId: 5, forCredits: true },
      '?for_credits=true',
    ],
    [
      'another variant for credits',
      { variantId: 7, defaultVariantId: 5, forCredits: true },
      '?variant_id=7&for_credits=true',
    ],
    ['not for credits', { variantId: 7, defaultVariantId: 5, forCredits: false }, '?variant_id=7'],
  ])('%s', (_, options, query) => {
    expect(productQuery(options)).toBe(query);
  });

  it('builds the localized path with the query', () => {
    expect(productPath('cs', 'aloe-gel', 5, 5, { forCredits: true })).toBe(
      '/produkt/aloe-gel?for_credits=true',
    );
    expect(productPath('sk', 'aloe-gel', 7, 5, { forCredits: true })).toBe(
      `${localizedPath('sk', '/produkt/aloe-gel')}?variant_id=7&for_credits=true`,
    );
    expect(productPath('cs', 'gel á', 7, 5)).toBe('/produkt/gel%20%C3%A1?variant_id=7');
  });

  it.each([
    ['?for_credits=true', true],
    ['?variant_id=7&for_credits=true', true],
    ['for_credits=true&utm_source=x', true],
    ['?for_credits=false', false],
    ['?for_credits=1', false],
    ['?for_credits=', false],
    ['?variant_id=7', false],
    ['', false],
  ])('reads %j as buying for credits: %s', (search, expected) => {
    expect(opensForCredits(search)).toBe(expected);
    expect(opensForCredits(new URLSearchParams(search))).toBe(expected);
  });

  it('leaves the cached page one for every visitor: for_credits is not part of the page key', () => {
    expect(sharedPageKey('/produkt/aloe-gel?for_credits=true')).toBe(sharedPageKey('/produkt/aloe-gel'));
    expect(sharedPageKey('/produkt/aloe-gel?variant_id=7&for_credits=true')).toBe(
      sharedPageKey('/produkt/aloe-gel?variant_id=7'),
    );
  });
});
