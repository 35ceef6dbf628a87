/**
 * IP-to-country lookup (server side, used only when currency-from-IP is on).
 * A hosted service can stand behind the same interface; the default adapter reads the GeoLite2
 * country data that ships with the `geoip-country` package, so it works offline.
 */
export interface GeoIp {
  /** ISO 3166-1 alpha-2 country of a public address; null for private, reserved or unknown ones. */
  country(ip: string): string | null;
}
