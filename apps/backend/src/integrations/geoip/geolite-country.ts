import { createRequire } from 'node:module';
import type { GeoIp } from './geo-ip.ts';

interface GeoIpCountryModule {
  lookup(ip: string): { country: string } | null;
}

let loaded: GeoIpCountryModule | undefined;

/** The package reads its data files (a few MB) when first required: only on the first lookup. */
function geoipCountry(): GeoIpCountryModule {
  loaded ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountryModule;
  return loaded;
}

/** Country lookup in the GeoLite2 country ranges shipped with `geoip-country`. */
export const geoliteCountry: GeoIp = {
  country(ip) {
    const hit = geoipCountry().lookup(ip);
    return hit?.country && /^[A-Z]{2}$/.test(hit.country) ? hit.country : null;
  },
};
