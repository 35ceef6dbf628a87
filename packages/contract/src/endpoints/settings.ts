import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { maintenanceResponse } from '../maintenance.ts';
import {
  countriesQuery,
  countriesResponse,
  currenciesResponse,
  geoIpQuery,
  geoIpResponse,
  globals,
} from '../store.ts';

/** The shop's settings: globals, countries and currencies, the visitor's country, maintenance. */
export const settingsApi = {
  globals: endpoint.get('/api/v1/globals', {
    tags: ['store'],
    summary:
      'Shop contact, thresholds in the x-currency, feature toggles and integrations, menus, default meta, countries and form options',
    response: { 200: globals, 400: errorResponse },
  }),
  countries: endpoint.get('/api/v1/countries', {
    tags: ['store'],
    summary: 'Countries the shop delivers to',
    querystring: countriesQuery,
    response: { 200: countriesResponse, 400: errorResponse },
  }),
  currencies: endpoint.get('/api/v1/currencies', {
    tags: ['store'],
    summary: 'Currencies and how their amounts are written',
    response: { 200: currenciesResponse },
  }),
  country: endpoint.get('/api/v1/geoip/country', {
    tags: ['store'],
    summary: "The country of an IP address (for the visitor's currency); null when unknown",
    querystring: geoIpQuery,
    response: { 200: geoIpResponse, 400: errorResponse },
  }),
  maintenance: endpoint.get('/api/v1/maintenance', {
    tags: ['store'],
    summary:
      'Whether the shop is in maintenance: the storefront then answers its pages with the maintenance page (503, Retry-After)',
    response: { 200: maintenanceResponse },
  }),
};
