import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  bankImportResponse,
  bankMovementIdParams,
  bankMovementsQuery,
  bankMovementsResponse,
  bankStatementQuery,
  fioImportBody,
  manualPaymentBody,
  manualPaymentResponse,
  resolveBankMovementBody,
  resolveBankMovementResponse,
} from '../admin-payments.ts';
import { orderRefundBody, orderRefundResponse } from '../admin-documents.ts';
import {
  adminPaymentCreateBody,
  adminPaymentList,
  adminPaymentResponse,
  adminPaymentUpdateBody,
  shopRuleIdParams,
} from '../admin-shop-settings.ts';
import { userOrderIdParams } from '../order.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

const bankErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  502: errorResponse,
};

/**
 * Money in the back office: payments and refunds of orders, bank statements (permission `orders`)
 * and the payment methods (permission `settings`).
 */
export const adminPaymentApi = {
  recordPayment: endpoint.post('/api/admin/v1/orders/:id/payments', {
    tags: ['admin'],
    summary: 'Mark a bank transfer received by hand: the whole amount due or a part of it',
    description:
      'Amount in major units of the order’s currency. 409 for a cancelled or paid order or another payment method; ' +
      '422 for an amount that is not positive, has too many decimals or exceeds what is due, and for a day in the future or before the order.',
    params: userOrderIdParams,
    body: manualPaymentBody,
    response: {
      201: manualPaymentResponse,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      404: errorResponse,
      409: errorResponse,
      422: errorResponse,
    },
  }),
  refund: endpoint.post('/api/admin/v1/orders/:id/refunds', {
    tags: ['admin'],
    summary:
      'Give back all or part of an order’s card payment (never more than was paid and not yet refunded) through the gateway; the ledger gets the refund and the customer a credit note by e-mail',
    params: userOrderIdParams,
    body: orderRefundBody,
    response: {
      201: orderRefundResponse,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      404: errorResponse,
      409: errorResponse,
      422: errorResponse,
      502: errorResponse,
    },
  }),
  bankStatement: endpoint.post('/api/admin/v1/bank-statements', {
    tags: ['admin'],
    summary: 'Read a bank statement file (GPC/ABO or camt.053): pays the bank-transfer orders it names',
    description:
      'The file is the request body (content-type application/octet-stream, at most 5 MB), its name in fileName. ' +
      'Each movement counts once: a file read again changes nothing and says so. 422 for a file that is not a statement, with what is wrong in it.',
    querystring: bankStatementQuery,
    response: { 200: bankImportResponse, ...bankErrors },
  }),
  fioImport: endpoint.post('/api/admin/v1/bank-statements/fio', {
    tags: ['admin'],
    summary: 'Download the account’s new movements from Fio banka: pays the bank-transfer orders they name',
    description:
      'Without a body, the movements since the last download; with from and to (YYYY-MM-DD), those booked in the days. ' +
      '409 when Fio is not configured or was asked within the last 30 seconds; 502 when it cannot be reached or refuses.',
    body: fioImportBody.nullish(),
    response: { 200: bankImportResponse, ...bankErrors },
  }),
  bankMovements: endpoint.get('/api/admin/v1/bank-movements', {
    tags: ['admin'],
    summary: 'Bank movements, newest first: state=open lists those waiting for a person',
    querystring: bankMovementsQuery,
    response: { 200: bankMovementsResponse, ...bankErrors },
  }),
  resolveBankMovement: endpoint.post('/api/admin/v1/bank-movements/:id/resolve', {
    tags: ['admin'],
    summary: 'Decide an open bank movement: book it to an order, or close it with a note',
    description:
      'With orderId the money is booked to that order (409 in another currency, for money out, or for a movement already booked to another order); ' +
      'without it the movement is closed with the resolution. 409 for a movement that is not open.',
    params: bankMovementIdParams,
    body: resolveBankMovementBody,
    response: { 200: resolveBankMovementResponse, ...bankErrors },
  }),
  methods: endpoint.get('/api/admin/v1/payment-methods', {
    tags: ['admin'],
    summary: 'Every payment method, also switched-off ones, in their order, with surcharges per currency',
    response: { 200: adminPaymentList, ...failures },
  }),
  method: endpoint.get('/api/admin/v1/payment-methods/:id', {
    tags: ['admin'],
    summary: 'One payment method',
    params: shopRuleIdParams,
    response: { 200: adminPaymentResponse, ...failures },
  }),
  createMethod: endpoint.post('/api/admin/v1/payment-methods', {
    tags: ['admin'],
    summary: 'Create a payment method (its code must be new: 409)',
    body: adminPaymentCreateBody,
    response: { 200: adminPaymentResponse, ...failures, 409: errorResponse, 422: errorResponse },
  }),
  updateMethod: endpoint.put('/api/admin/v1/payment-methods/:id', {
    tags: ['admin'],
    summary: 'Change a payment method: names, surcharges, on or off, its place; the checkout uses it at once',
    params: shopRuleIdParams,
    body: adminPaymentUpdateBody,
    response: { 200: adminPaymentResponse, ...failures, 422: errorResponse },
  }),
};
