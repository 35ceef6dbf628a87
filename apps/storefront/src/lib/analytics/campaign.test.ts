import { describe, expect, it } from 'vitest';
import { campaignCookies } from './campaign';

const on = { utm: true, affiliate: true };
const none = () => null;
const cookies = (query: string, current: (n: string) => string | null = none, tracking = on, secure = true) =>
  campaignCookies(new URLSearchParams(query), current, tracking, secure);

describe('campaign cookies', () => {
  it('keeps the UTM parameters for 30 days', () => {
    expect(cookies('utm_source=newsletter&utm_medium=email&utm_campaign=jaro&x=1')).toEqual([
      `utm=${encodeURIComponent('{"campaign":"jaro","medium":"email","source":"newsletter"}')}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`,
    ]);
  });

  it.each([
    ['no parameters', ''],
    ['empty values', 'utm_source=&utm_medium=%20'],
    ['other parameters only', 'q=gel&strana=2'],
  ])('writes nothing for %s', (_, query) => {
    expect(cookies(query)).toEqual([]);
  });

  it('writes the affiliate id when new or different, never when the same', () => {
    expect(cookies('cjevent=abc123')).toEqual([
      'cjevent=abc123; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    ]);
    expect(cookies('cjevent=abc123', (n) => (n === 'cjevent' ? 'old' : null))).toHaveLength(1);
    expect(cookies('cjevent=abc123', (n) => (n === 'cjevent' ? 'abc123' : null))).toEqual([]);
  });

  it('refuses an affiliate id that is not a plain token', () => {
    expect(cookies('cjevent=a;b')).toEqual([]);
    expect(cookies(`cjevent=${'x'.repeat(201)}`)).toEqual([]);
  });

  it('does nothing the shop has not turned on; UTM is not marked secure on plain http', () => {
    expect(cookies('utm_source=a&cjevent=b', none, { utm: false, affiliate: false })).toEqual([]);
    expect(cookies('utm_source=a', none, { utm: true, affiliate: false }, false)[0]).not.toContain('Secure');
  });
});
