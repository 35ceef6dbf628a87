import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { newsletterActivationBody, newsletterActivationResponse } from '../newsletter-activation.ts';
import {
  newsletterSubscribeBody,
  newsletterSubscribeResponse,
  newsletterUnsubscribeBody,
  newsletterUnsubscribeResponse,
} from '../newsletter.ts';
import { shopCertificate } from '../shop-certification.ts';

/** The newsletter (double opt-in, unsubscribing) and the shop-certification badge's certificate. */
export const marketingApi = {
  subscribe: endpoint.post('/api/v1/newsletter/subscribe', {
    tags: ['store'],
    summary:
      'Newsletter sign-up with double opt-in: e-mail, the activation page on the storefront (callbackUrl), source, consent. A new or pending address gets an e-mail with a single-use activation link (7 days); the answer is the same for an address already subscribed. 422 with a Czech message per field; 429 past 10 sign-ups an hour from one client address or 3 for one e-mail',
    body: newsletterSubscribeBody,
    response: {
      200: newsletterSubscribeResponse,
      400: errorResponse,
      422: errorResponse,
      429: errorResponse,
    },
  }),
  activate: endpoint.post('/api/v1/newsletter/activate', {
    tags: ['store'],
    summary:
      'Confirms a newsletter subscription with the token of the activation e-mail, once. 422 newsletter.activationInvalid for a token that is unknown, used or expired',
    body: newsletterActivationBody,
    response: { 200: newsletterActivationResponse, 400: errorResponse, 422: errorResponse },
  }),
  unsubscribe: endpoint.post('/api/v1/newsletter/unsubscribe', {
    tags: ['store'],
    summary:
      'Ends a newsletter subscription with the token of the unsubscribe link in every newsletter e-mail. 422 newsletter.unsubscribeInvalid for an unknown token',
    body: newsletterUnsubscribeBody,
    response: { 200: newsletterUnsubscribeResponse, 400: errorResponse, 422: errorResponse },
  }),
  // Its body is the mail program's form (`List-Unsubscribe=One-Click`), unchecked; the token is in the address.
  unsubscribeOneClick: endpoint.post('/api/v1/newsletter/unsubscribe/one-click', {
    tags: ['store'],
    summary:
      'One-click unsubscribing (RFC 8058) for mail programs: the List-Unsubscribe address of every newsletter e-mail, posted with the body List-Unsubscribe=One-Click',
    querystring: newsletterUnsubscribeBody,
    response: { 200: newsletterUnsubscribeResponse, 400: errorResponse, 422: errorResponse },
  }),
  certificate: endpoint.get('/api/v1/shop-certification/certificate', {
    tags: ['store'],
    summary:
      'The shop’s certificate from its customers’ verified reviews: how many recommend it (rated 4 stars or more) and of how many; 204 when there is none',
    response: { 200: shopCertificate, 204: z.null().describe('No certificate to show') },
  }),
};
