import {
  addressCheckBody,
  addressCheckResponse,
  addressSuggestQuery,
  addressSuggestResponse,
} from '../address-check.ts';
import { companyLookupQuery, companyLookupResponse } from '../company-registry.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';

/** What the checkout's forms look up while the shopper types: a company by IČO, towns and address notices. */
export const lookupApi = {
  company: endpoint.get('/api/v1/ares/ico', {
    tags: ['store'],
    summary:
      'Company lookup by IČO in ARES (answers kept a day); 404 when no company has that IČO, 503 when ARES does not answer',
    querystring: companyLookupQuery,
    response: { 200: companyLookupResponse, 400: errorResponse, 404: errorResponse, 503: errorResponse },
  }),
  suggestTowns: endpoint.get('/api/v1/address-check/suggest', {
    tags: ['store'],
    summary:
      'Towns while the shopper types an address: by the start of the town (city, 2 letters or more; case and diacritics aside) or of the postcode (3 digits or more), best first, each with a postcode; none for a country without data (ADDRESS_CHECK)',
    querystring: addressSuggestQuery,
    response: { 200: addressSuggestResponse, 400: errorResponse, 429: errorResponse, 503: errorResponse },
  }),
  checkAddress: endpoint.post('/api/v1/address-check', {
    tags: ['store'],
    summary:
      "The address-verification service's notices of an address: per field an error ('Pole {input} nebylo vyplněno správně': a postcode not of 5 digits, a malformed street or house number) or a warning ('Ujistěte se, že pole {input} je vyplněno správně': an unknown town or postcode, a town and postcode that do not fit); the shopper may keep either. Streets are checked by format only. 503 address.checkDown ('Něco se porouchalo') when the service cannot answer",
    body: addressCheckBody,
    response: { 200: addressCheckResponse, 400: errorResponse, 429: errorResponse, 503: errorResponse },
  }),
};
