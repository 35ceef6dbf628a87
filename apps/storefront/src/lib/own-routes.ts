import { errorPageSegments } from './error-pages';

/**
 * First path segments of the storefront's own routes. Every other one-segment path is a listing
 * (a category, filtered or virtual category) or a CMS page. Edge-safe: no imports beyond plain data.
 */
export const ownRouteSegments: ReadonlySet<string> = new Set([
  'produkt',
  'hledat',
  'vse-o-nakupu',
  'nakupni-radce',
  'clanky',
  'kosik',
  'uzivatel',
  'checkout',
  'prihlasit',
  'prihlasit-jako',
  'registrovat',
  'zapomenute-heslo',
  'resetovat-heslo',
  'reklamace',
  'vraceni-zbozi',
  'udrzba',
  'sitemapconfig',
  'aktivovat',
  'odber-novinek',
  'odhlaseni-novinek',
  'hlidat-dostupnost',
  // The internal route of `/pomucky-{product}` (lib/aids/aids-path).
  'pomucky',
  'pobocky',
  'kontakt',
  'nejcastejsi-dotazy',
  'vykladovy-slovnik-pojmu',
  'infomail',
  'poradna',
  'pruvodce',
  'porovnani',
  'znacky',
  ...Object.values(errorPageSegments),
]);

/** Own routes whose old addresses the CMS may move elsewhere (a renamed product or text page). */
export const movableRouteSegments: ReadonlySet<string> = new Set(['produkt', 'vse-o-nakupu']);
