import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { stockWatchBody, stockWatchParams, stockWatchResponse } from '../stock-watchers.ts';

/** A shopper's watch of a sold-out variant. */
export const stockWatchApi = {
  watch: endpoint.post('/api/v1/products/:variantId/watchers', {
    tags: ['store'],
    summary:
      'An e-mail when a sold-out variant is back in stock (sent once). 201 for a new watch, 200 when the address already waits; 404 for an unknown variant; 422 for a malformed address (field email) or a variant in stock; 429 past 20 watches an hour from one client or 10 for one address',
    params: stockWatchParams,
    body: stockWatchBody,
    response: {
      200: stockWatchResponse,
      201: stockWatchResponse,
      400: errorResponse,
      404: errorResponse,
      422: errorResponse,
      429: errorResponse,
    },
  }),
};
