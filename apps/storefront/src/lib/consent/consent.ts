/**
 * Cookie consent: the purposes a visitor chooses, and the first-party cookie that remembers the
 * choice (itself strictly necessary). Pure and edge-safe: the browser, the proxy and the server read
 * it alike.
 */

/** Necessary is always on; the others only with the visitor's consent. */
export const CONSENT_PURPOSES = ['necessary', 'preferences', 'analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const OPTIONAL_PURPOSES = ['preferences', 'analytics', 'marketing'] as const;
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/** Raised when the purposes or what runs under them change: every visitor is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_COOKIE = 'consent';
/** Six months; then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 3600;

export type ConsentChoice = Record<OptionalPurpose, boolean>;
export interface Consent extends ConsentChoice {
  version: number;
  /** When the choice was made, `YYYY-MM-DD`. */
  date: string;
}

export const ACCEPT_ALL: ConsentChoice = { preferences: true, analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { preferences: false, analytics: false, marketing: false };

/** One letter per granted purpose in the cookie. */
const LETTER: Record<OptionalPurpose, string> = { preferences: 'p', analytics: 'a', marketing: 'm' };

/**
 * The cookies each optional purpose may set, by name (exact, or a prefix ending in `*`). When its
 * consent is withdrawn the shop deletes them. Necessary cookies (cart, log-in, price display,
 * currency, order, form tokens, this choice) are not listed: they are never deleted here.
 */
export const PURPOSE_COOKIES: Record<OptionalPurpose, readonly string[]> = {
  preferences: [],
  analytics: ['_ga', '_ga_*', '_gid', '_gat*'],
  marketing: ['_gcl_*', '_fbp', '_fbc', 'cjevent', 'utm*'],
};

/** Local-storage keys written only under a purpose, removed with its consent. */
export const PURPOSE_STORAGE: Record<OptionalPurpose, readonly string[]> = {
  preferences: ['lastVisitedProducts', 'languageOfferClosed'],
  analytics: ['reportedPurchases', 'analytics_session'],
  marketing: [],
};

/** The cookie's value: `{version}.{letters of granted purposes, or -}.{YYYYMMDD}`, e.g. `1.am.20261125`. */
export function serialiseConsent(choice: ConsentChoice, now: Date): string {
  const letters = OPTIONAL_PURPOSES.filter((p) => choice[p])
    .map((p) => LETTER[p])
    .join('');
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${CONSENT_VERSION}.${letters || '-'}.${day}`;
}

/**
 * The stored choice, or null when there is none to go by: missing, malformed, or made for another
 * version (the visitor is asked again).
 */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = /^(\d{1,4})\.([pam]{1,3}|-)\.(\d{4})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  const letters = match[2]!;
  return {
    version: CONSENT_VERSION,
    date: `${match[3]}-${match[4]}-${match[5]}`,
    preferences: letters.includes(LETTER.preferences),
    analytics: letters.includes(LETTER.analytics),
    marketing: letters.includes(LETTER.marketing),
  };
}

/** Whether a purpose may run: necessary always, the others only when granted. */
export function grants(consent: ConsentChoice | null, purpose: ConsentPurpose): boolean {
  return purpose === 'necessary' || (consent?.[purpose] ?? false);
}

/** Purposes granted before and not now: their cookies and storage go. */
export function withdrawn(before: ConsentChoice | null, now: ConsentChoice): OptionalPurpose[] {
  return OPTIONAL_PURPOSES.filter((p) => (before ? before[p] : true) && !now[p]);
}

/** Whether a cookie name belongs to a purpose's list. */
export function cookieOfPurpose(name: string, purpose: OptionalPurpose): boolean {
  return PURPOSE_COOKIES[purpose].some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );
}

/** A cookie value from a `Cookie` header or `document.cookie`. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * A consent provider's answer (Cookiebot's `Cookiebot.consent`: preferences, statistics,
 * marketing) as the shop's purposes.
 */
export function choiceFromProvider(given: {
  preferences?: unknown;
  statistics?: unknown;
  marketing?: unknown;
}): ConsentChoice {
  return {
    preferences: given.preferences === true,
    analytics: given.statistics === true,
    marketing: given.marketing === true,
  };
}
