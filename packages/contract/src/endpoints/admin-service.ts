import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  adminServiceCaseList,
  adminServiceCaseQuery,
  adminServiceCaseResponse,
  serviceCaseCreditNoteBody,
  serviceCaseCreditNoteResponse,
  serviceCaseIdParams,
  serviceCaseMessageBody,
  serviceCaseStateBody,
} from '../admin-service.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The service desk: complaints and withdrawals (permission `service`). */
export const adminServiceApi = {
  cases: endpoint.get('/api/admin/v1/service-cases', {
    tags: ['admin'],
    summary:
      'Complaints and withdrawals, newest first: by kind, state, and any part of the case number, order code or e-mail (q); a page and how many match',
    querystring: adminServiceCaseQuery,
    response: { 200: adminServiceCaseList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
  }),
  case: endpoint.get('/api/admin/v1/service-cases/:id', {
    tags: ['admin'],
    summary:
      "A case: its order's id and code, items, reason, refund IBAN, the states it may move to, and the conversation (the customer's original message first)",
    params: serviceCaseIdParams,
    response: { 200: adminServiceCaseResponse, ...failures },
  }),
  addMessage: endpoint.post('/api/admin/v1/service-cases/:id/messages', {
    tags: ['admin'],
    summary:
      "Add to the conversation: the shop's reply (from: shop, e-mailed to the customer) or a customer's message copied in from their e-mail (from: customer). Answers the case",
    params: serviceCaseIdParams,
    body: serviceCaseMessageBody,
    response: { 201: adminServiceCaseResponse, ...failures, 422: errorResponse },
  }),
  moveState: endpoint.post('/api/admin/v1/service-cases/:id/state', {
    tags: ['admin'],
    summary:
      'Move a case on: received → in_progress → resolved or rejected (409 for any other move; a closed case stays). An optional message to the customer joins the conversation; resolving or rejecting e-mails the customer',
    params: serviceCaseIdParams,
    body: serviceCaseStateBody,
    response: { 200: adminServiceCaseResponse, ...failures, 409: errorResponse, 422: errorResponse },
  }),
  creditNote: endpoint.post('/api/admin/v1/service-cases/:id/credit-note', {
    tags: ['admin'],
    summary:
      "Refund a withdrawal: a credit note of the order's invoice for the returned pieces (the case's own unless items name others) and, with shipping: true, the shipping; the customer gets it by e-mail. 409 for a complaint, a rejected withdrawal or an order without an invoice; 422 for lines already credited or not in the order",
    params: serviceCaseIdParams,
    body: serviceCaseCreditNoteBody,
    response: {
      201: serviceCaseCreditNoteResponse,
      ...failures,
      409: errorResponse,
      422: errorResponse,
    },
  }),
};
