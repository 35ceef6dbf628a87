import { describe, expect, it } from 'vitest';
import {
  hasLocalePrefix,
  localeBaseUrl,
  localeOrigin,
  noSiteDomains,
  parseSiteDomains,
} from '../src/index.ts';

const LOCALES = ['cs', 'sk', 'de'];
const two = parseSiteDomains('intimfit.cz=cs, Intimfit.SK=sk,www.intimfit.sk=sk', LOCALES);

describe('parseSiteDomains', () => {
  it('maps hosts to locales and each locale to its first host', () => {
    expect([...two.hostLocale]).toEqual([
      ['intimfit.cz', 'cs'],
      ['intimfit.sk', 'sk'],
      ['www.intimfit.sk', 'sk'],
    ]);
    expect([...two.localeHost]).toEqual([
      ['cs', 'intimfit.cz'],
      ['sk', 'intimfit.sk'],
    ]);
  });

  it.each([undefined, '', ' , '])('reads %j as a single-host shop', (raw) => {
    const d = parseSiteDomains(raw, LOCALES);
    expect(d.hostLocale.size).toBe(0);
    expect(d.localeHost.size).toBe(0);
  });

  it('keeps a port', () => {
    expect(parseSiteDomains('sk.localhost:3113=sk', LOCALES).localeHost.get('sk')).toBe('sk.localhost:3113');
  });

  it.each([
    ['intimfit.sk', /is not host=locale/],
    ['intimfit.sk=sk=eur', /is not host=locale/],
    ['https://intimfit.sk=sk', /is not host=locale/],
    ['intimfit.sk/shop=sk', /is not host=locale/],
    ['=sk', /is not host=locale/],
    ['intimfit.pl=pl', /unknown locale "pl"/],
    ['intimfit.sk=sk,INTIMFIT.sk=cs', /listed twice/],
  ])('refuses %j', (raw, message) => {
    expect(() => parseSiteDomains(raw, LOCALES)).toThrow(message);
  });
});

describe('locale addresses', () => {
  const site = 'https://intimfit.cz';
  it.each([
    // [domains, locale, prefixed, base]
    [noSiteDomains, 'cs', false, 'https://intimfit.cz'],
    [noSiteDomains, 'sk', true, 'https://intimfit.cz/sk'],
    [noSiteDomains, 'de', true, 'https://intimfit.cz/de'],
    [two, 'cs', false, 'https://intimfit.cz'],
    [two, 'sk', false, 'https://intimfit.sk'],
    [two, 'de', true, 'https://intimfit.cz/de'],
  ] as const)('%#: %s', (domains, locale, prefixed, base) => {
    expect(hasLocalePrefix(domains, locale, 'cs')).toBe(prefixed);
    expect(localeBaseUrl(domains, locale, 'cs', site)).toBe(base);
  });

  it('takes the protocol of the main address', () => {
    expect(localeOrigin(two, 'sk', 'http://localhost:3000')).toBe('http://intimfit.sk');
    expect(localeOrigin(two, 'de', 'http://localhost:3000/')).toBe('http://localhost:3000');
  });
});
