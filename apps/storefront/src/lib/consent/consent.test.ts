import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_VERSION,
  REJECT_ALL,
  choiceFromProvider,
  cookieOfPurpose,
  cookieValue,
  grants,
  parseConsent,
  serialiseConsent,
  withdrawn,
} from './consent';
import { consentProvider } from './config';

const day = new Date('2026-11-25T22:30:00Z');

describe('the stored choice', () => {
  it.each([
    [ACCEPT_ALL, `${CONSENT_VERSION}.pam.20261125`],
    [REJECT_ALL, `${CONSENT_VERSION}.-.20261125`],
    [{ preferences: false, analytics: true, marketing: false }, `${CONSENT_VERSION}.a.20261125`],
    [{ preferences: true, analytics: false, marketing: true }, `${CONSENT_VERSION}.pm.20261125`],
  ])('%o is written as %s and read back', (choice, value) => {
    expect(serialiseConsent(choice, day)).toBe(value);
    expect(parseConsent(value)).toEqual({ ...choice, version: CONSENT_VERSION, date: '2026-11-25' });
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['yes'],
    [`${CONSENT_VERSION}.pam`],
    [`${CONSENT_VERSION}.x.20261125`],
    [`${CONSENT_VERSION}.pam.2026-11-25`],
    [`${CONSENT_VERSION}.pamm.20261125`],
    [` ${CONSENT_VERSION}.a.20261125`],
  ])('%o is no choice: the visitor is asked', (value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('a choice made for another version is no choice: a new version asks again', () => {
    expect(parseConsent(`${CONSENT_VERSION + 1}.pam.20261125`)).toBeNull();
    expect(parseConsent(`${CONSENT_VERSION - 1}.pam.20261125`)).toBeNull();
  });
});

describe('purposes', () => {
  it('necessary always runs; the others only when granted', () => {
    expect(grants(null, 'necessary')).toBe(true);
    expect(grants(REJECT_ALL, 'necessary')).toBe(true);
    for (const p of ['preferences', 'analytics', 'marketing'] as const) {
      expect(grants(null, p)).toBe(false);
      expect(grants(REJECT_ALL, p)).toBe(false);
      expect(grants(ACCEPT_ALL, p)).toBe(true);
    }
    expect(grants({ ...REJECT_ALL, analytics: true }, 'marketing')).toBe(false);
  });

  it('withdrawn: what was granted and is not now; without an earlier choice, everything not granted', () => {
    expect(withdrawn(ACCEPT_ALL, { ...ACCEPT_ALL, analytics: false })).toEqual(['analytics']);
    expect(withdrawn(REJECT_ALL, ACCEPT_ALL)).toEqual([]);
    expect(withdrawn(null, { ...REJECT_ALL, marketing: true })).toEqual(['preferences', 'analytics']);
  });

  it.each([
    ['_ga', 'analytics', true],
    ['_ga_ABC123', 'analytics', true],
    ['_gid', 'analytics', true],
    ['_gat_UA-1', 'analytics', true],
    ['_gidx', 'analytics', false],
    ['_fbp', 'marketing', true],
    ['_gcl_au', 'marketing', true],
    ['cjevent', 'marketing', true],
    ['utm_source', 'marketing', true],
    ['_ga', 'marketing', false],
    ['consent', 'analytics', false],
    ['currency', 'preferences', false],
    ['cart_token', 'marketing', false],
  ] as const)('cookie %s belongs to %s: %s', (name, purpose, expected) => {
    expect(cookieOfPurpose(name, purpose)).toBe(expected);
  });
});

describe('reading the cookie', () => {
  it('finds the value by exact name in a Cookie header or document.cookie', () => {
    expect(cookieValue('a=1; consent=1.a.20261125; b=2', 'consent')).toBe('1.a.20261125');
    expect(cookieValue('xconsent=1; consent_old=2', 'consent')).toBeUndefined();
    expect(cookieValue('', 'consent')).toBeUndefined();
  });
});

describe('consent provider', () => {
  it("maps the provider's answer to the shop's purposes; anything but true is no", () => {
    expect(choiceFromProvider({ preferences: true, statistics: true, marketing: false })).toEqual({
      preferences: true,
      analytics: true,
      marketing: false,
    });
    expect(choiceFromProvider({ statistics: 'true' })).toEqual(REJECT_ALL);
  });

  it('is used only with a consent id; a bad id or address stops with the variable named', () => {
    expect(consentProvider({})).toBeNull();
    expect(consentProvider({ CONSENT_ID: '  ' })).toBeNull();
    expect(consentProvider({ CONSENT_ID: '0b9e6c2e-1a2b-4c3d-8e9f-001122334455' })).toEqual({
      id: '0b9e6c2e-1a2b-4c3d-8e9f-001122334455',
      scriptUrl: 'https://consent.cookiebot.com/uc.js',
    });
    expect(
      consentProvider({ CONSENT_ID: 'abc', CONSENT_SCRIPT_URL: ' https://cmp.example/loader.js ' })
        ?.scriptUrl,
    ).toBe('https://cmp.example/loader.js');
    expect(() => consentProvider({ CONSENT_ID: '"><script>' })).toThrow(/CONSENT_ID/);
    expect(() => consentProvider({ CONSENT_ID: 'abc', CONSENT_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /CONSENT_SCRIPT_URL/,
    );
  });
});
