import { describe, expect, it } from 'vitest';
import { productTagFlags, withShopTags } from './tags';

describe('productTagFlags', () => {
  const gift = (isAvailable: boolean) => ({ id: 1, name: 'Ubrousky', isAvailable });
  const discount = (active: boolean) => ({ isNPlusOne: true, active, name: '2+1 zdarma' });
  it.each([
    ['nothing', [], [], { giftFree: false, saleEnded: false }],
    ['an earned gift that can be sent', [gift(true)], [], { giftFree: true, saleEnded: false }],
    ['an earned gift out of stock only', [gift(false)], [], { giftFree: false, saleEnded: false }],
    ['a running promotion', [], [discount(true)], { giftFree: false, saleEnded: false }],
    ['an ended promotion', [], [discount(false)], { giftFree: false, saleEnded: true }],
    ['both', [gift(false), gift(true)], [discount(false)], { giftFree: true, saleEnded: true }],
  ])('%s', (_name, gifts, discounts, expected) => {
    expect(productTagFlags({ gifts, discounts })).toEqual(expected);
  });
});

describe('withShopTags', () => {
  const tag = { key: 'darek-zdarma', text: 'Dárek zdarma', color: '#8E5BC9' };
  it('appends the shop tags that are on, after the catalogue tags', () => {
    expect(
      withShopTags(
        [{ key: 'novinka', text: 'Novinka', color: '#2E9E6B' }],
        [
          { key: 'gift-free', text: 'Dárek zdarma', color: '#8E5BC9', on: true },
          { key: 'sale-ended', text: 'Akce skončila', color: '#6B7280', on: false },
        ],
      ).map((c) => c.key),
    ).toEqual(['novinka', 'gift-free']);
  });
  it('does not repeat what a catalogue tag already says, in any case', () => {
    expect(
      withShopTags([tag], [{ key: 'gift-free', text: 'DÁREK ZDARMA', color: '#000', on: true }]).map(
        (c) => c.key,
      ),
    ).toEqual(['darek-zdarma']);
  });
});
