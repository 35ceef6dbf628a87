import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { customerIdParams, loginLinkResponse } from '../account-manage.ts';
import {
  adminCustomerGroupsResponse,
  adminCustomerList,
  adminCustomerQuery,
  adminCustomerResponse,
  customerCreditsBody,
  customerGroupsBody,
} from '../admin-customers.ts';
import { adminNewsletterSubscriberList, adminNewsletterSubscriberQuery } from '../admin-marketing.ts';

const FAILURES = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const subscriberFailures = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The back office's customers desk and the newsletter's subscribers. */
export const adminCustomerApi = {
  customers: endpoint.get('/api/admin/v1/customers', {
    tags: ['admin'],
    summary:
      'Customers, newest first: any part of the e-mail, name, phone, company or IČO (q), a group, blocked or not; a page and how many match',
    querystring: adminCustomerQuery,
    response: { 200: adminCustomerList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
  }),
  groups: endpoint.get('/api/admin/v1/customer-groups', {
    tags: ['admin'],
    summary: 'The customer groups a customer can be put in',
    response: { 200: adminCustomerGroupsResponse, 401: errorResponse, 403: errorResponse },
  }),
  customer: endpoint.get('/api/admin/v1/customers/:id', {
    tags: ['admin'],
    summary:
      'A customer: profile, addresses, groups, loyalty credits with their history (who granted them) and the times the shop acted for them. Their orders: the order list by customer',
    params: customerIdParams,
    response: { 200: adminCustomerResponse, ...FAILURES },
  }),
  setGroups: endpoint.put('/api/admin/v1/customers/:id/groups', {
    tags: ['admin'],
    summary:
      'Put the customer in exactly these groups (existing ones only: 422 customer.unknownGroup); their prices apply from the next request',
    params: customerIdParams,
    body: customerGroupsBody,
    response: { 200: adminCustomerResponse, ...FAILURES, 422: errorResponse },
  }),
  changeCredits: endpoint.post('/api/admin/v1/customers/:id/credits', {
    tags: ['admin'],
    summary:
      'Grant (positive) or deduct (negative) whole crowns of loyalty credits, with a note; the ledger names the operator. Never below a zero balance (422 customer.creditsBelowZero)',
    params: customerIdParams,
    body: customerCreditsBody,
    response: { 200: adminCustomerResponse, ...FAILURES, 422: errorResponse },
  }),
  block: endpoint.post('/api/admin/v1/customers/:id/block', {
    tags: ['admin'],
    summary:
      'Block the customer: they cannot log in (403 login.blocked) and their sessions and log-in links end at once',
    params: customerIdParams,
    response: { 200: adminCustomerResponse, ...FAILURES },
  }),
  unblock: endpoint.post('/api/admin/v1/customers/:id/unblock', {
    tags: ['admin'],
    summary: 'Unblock the customer: they can log in again',
    params: customerIdParams,
    response: { 200: adminCustomerResponse, ...FAILURES },
  }),
  loginLink: endpoint.post('/api/admin/v1/customers/:id/login-link', {
    tags: ['admin'],
    summary:
      'A storefront link that logs the browser in as the customer: usable once, for a few minutes. The session it opens is marked with the operator, and the customer’s account lists the visit (409 customer.blocked for a blocked customer)',
    params: customerIdParams,
    response: {
      200: loginLinkResponse,
      400: errorResponse,
      401: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  }),
  subscribers: endpoint.get('/api/admin/v1/newsletter-subscribers', {
    tags: ['admin'],
    summary: 'The newsletter subscribers, newest first: search by e-mail, filter by state',
    querystring: adminNewsletterSubscriberQuery,
    response: { 200: adminNewsletterSubscriberList, ...subscriberFailures },
  }),
  subscribersCsv: endpoint.get('/api/admin/v1/newsletter-subscribers/export.csv', {
    tags: ['admin'],
    summary:
      'The confirmed subscribers as CSV with their consent (signed up, confirmed, source); unsubscribed and unconfirmed addresses are never exported. Recorded in the audit log',
    response: { 200: z.any().describe('text/csv'), ...subscriberFailures },
  }),
};
