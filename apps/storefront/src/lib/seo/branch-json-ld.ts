import type { CmsBranch } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { countryAlpha2, schemaOpeningHours } from '../branches/view';
import { mediaUrl } from '../media';
import type { JsonLd } from './json-ld';
import { localeUrl } from '@/i18n/domains';

/** The branch's page address. */
export const branchPath = (slug: string) => `/pobocky/${slug}`;

/**
 * schema.org `Store` (a LocalBusiness) of a branch: name, address, geo, opening hours, contact,
 * pictures and the map link; `url` is the branch's page in the locale.
 */
export function branchJsonLd(branch: CmsBranch, locale: AppLocale, shopName: string): JsonLd {
  const images = [branch.main_image, ...branch.images]
    .flatMap((i) => (i ? [mediaUrl(i.path, 1200)] : []))
    .filter((url, i, all) => all.indexOf(url) === i);
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: branch.title,
    url: localeUrl(locale, branchPath(branch.page_meta.slug)),
    ...(images.length ? { image: images } : {}),
    ...(branch.phone ? { telephone: branch.phone } : {}),
    ...(branch.email ? { email: branch.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address.street,
      addressLocality: branch.address.city,
      postalCode: branch.address.postcode,
      addressRegion: branch.region,
      addressCountry: countryAlpha2(branch.address.country_code),
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.gps_latitude, longitude: branch.gps_longitude },
    openingHours: schemaOpeningHours(branch.opening_hours),
    ...(branch.google_map_link ? { hasMap: branch.google_map_link } : {}),
    paymentAccepted: branch.pay_with_card ? 'Cash, Credit Card' : 'Cash',
    parentOrganization: { '@type': 'Organization', name: shopName },
  };
}
