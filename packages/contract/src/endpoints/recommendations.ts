import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { recommendationsResponse } from '../recommendations.ts';

/** The query as the route takes it: the handler checks it (`recommendationsQuery`), field by field with 422. */
export const recommendationsRawQuery = z.object({
  placement: z.string().optional(),
  productId: z.string().optional(),
  limit: z.string().optional(),
});

/** Recommended product boxes for a product's page or the cart. */
export const recommendationApi = {
  list: endpoint.get('/api/v1/recommendations', {
    tags: ['store'],
    summary:
      'Recommended product boxes (at most 8): bought together with the product or the cart, then its category’s bestsellers',
    querystring: recommendationsRawQuery,
    response: {
      200: recommendationsResponse,
      400: errorResponse,
      404: errorResponse,
      422: errorResponse,
    },
  }),
};
