import { ports } from './ports.mjs';

/**
 * A visitor who accepted every cookie purpose, as every browser test but the consent dialog's own
 * starts: the dialog would otherwise open on each first page (and cover buttons on phones).
 * `tests/consent.spec.ts` checks that the shop takes this as a current choice.
 */
export const acceptedConsent = {
  cookies: [
    {
      name: 'consent',
      // `{version}.{p a m: purposes granted}.{date}` (apps/storefront/src/lib/consent/consent.ts).
      value: '1.pam.20261125',
      domain: 'localhost',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  // The welcome campaign's dialog, closed before: it would cover the first page of every test
  // (its own test starts without this).
  origins: [
    { origin: `http://localhost:${ports.web}`, localStorage: [{ name: 'welcomeClosed', value: '1' }] },
  ],
};
