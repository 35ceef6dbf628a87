import { describe, expect, it } from 'vitest';
import { parsePickupSearch, pickupSearchPath } from './pickup-search-page';

const read = (path: string) => {
  const params = new URL(path, 'http://shop.test').searchParams;
  return parsePickupSearch((name) => params.get(name) ?? undefined);
};

describe('plain pickup-point page address', () => {
  it('reads back what it wrote, in any language', () => {
    const query = { shipperId: 4, q: 'České Budějovice', region: 'Jihočeský kraj', state: 'closed' as const };
    expect(pickupSearchPath('cs', query)).toMatch(/^\/kosik\/vydejni-misto\?doprava=4&hledat=/);
    expect(pickupSearchPath('sk', query)).toMatch(/^\/sk\/kosik\/vydejni-misto\?/);
    expect(read(pickupSearchPath('cs', query))).toEqual(query);
  });

  it.each([
    ['?doprava=0&stav=hacked', { shipperId: null, q: '', region: '', state: null }],
    ['?doprava=2x&hledat=%20brno%20', { shipperId: null, q: 'brno', region: '', state: null }],
    [`?doprava=2&hledat=${'a'.repeat(300)}`, { shipperId: 2, q: 'a'.repeat(100), region: '', state: null }],
  ])('drops what is malformed in %s', (query, expected) => {
    expect(read(`/kosik/vydejni-misto${query}`)).toEqual(expected);
  });
});
