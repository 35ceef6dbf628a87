import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL, serialiseConsent } from '../consent/consent';
import { orderCampaign } from './order-campaign';

const now = new Date('2026-11-27T10:00:00Z');
const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];
const allowed = serialiseConsent(ACCEPT_ALL, now);
const utm = { source: 'newsletter', medium: 'email', campaign: 'zima 50% sleva' };

describe('the campaign sent with an order', () => {
  it.each([
    ['the encoded cookie, under marketing consent', allowed, encodeURIComponent(JSON.stringify(utm)), utm],
    ['a cookie the reader decoded already', allowed, JSON.stringify(utm), utm],
    [
      'without marketing consent',
      serialiseConsent({ ...ACCEPT_ALL, marketing: false }, now),
      JSON.stringify(utm),
      null,
    ],
    ['after rejecting everything', serialiseConsent(REJECT_ALL, now), JSON.stringify(utm), null],
    ['without any choice', undefined, JSON.stringify(utm), null],
    ['without a campaign', allowed, undefined, null],
    ['with a cookie that is not JSON', allowed, 'utm_source=x', null],
    ['with keys the shop never writes', allowed, JSON.stringify({ source: 'x', gclid: 'y' }), null],
    ['with an empty campaign', allowed, '{}', null],
    ['with a value too long', allowed, JSON.stringify({ source: 'x'.repeat(201) }), null],
  ])('%s', (_, consent, cookie, expected) => {
    const cookies: Record<string, string> = {};
    if (consent) cookies.consent = consent;
    if (cookie) cookies.utm = cookie;
    expect(orderCampaign(jar(cookies))).toEqual(expected);
  });
});
