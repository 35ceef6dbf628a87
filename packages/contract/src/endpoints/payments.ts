import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  orderResponse,
  orderTokenParams,
  startPaymentBody,
  startPaymentResponse,
  userOrderIdParams,
} from '../order.ts';

const errors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
  503: errorResponse,
};

/** Paying an order at the hosted gateway: start, read back after the return, the gateway's notifications. */
export const paymentApi = {
  start: endpoint.post('/api/v1/orders/token/:token/payment', {
    tags: ['store'],
    summary: 'Start paying an unpaid order, optionally with another payment method',
    description:
      "For a gateway method, redirectUrl is the gateway's payment page; null for bank transfer and cash on delivery. " +
      '409 when the order is paid or can no longer be paid; 422 for an unknown or blocked method; 503 when the gateway cannot be reached.',
    params: orderTokenParams,
    body: startPaymentBody.optional(),
    response: { 200: startPaymentResponse, ...errors },
  }),
  refresh: endpoint.post('/api/v1/orders/token/:token/payment/refresh', {
    tags: ['store'],
    summary: "Read the order's open gateway payments back from the gateway and settle them",
    params: orderTokenParams,
    response: { 200: orderResponse, 400: errorResponse, 404: errorResponse },
  }),
  userStart: endpoint.post('/api/v1/user/orders/:id/payment', {
    tags: ['store'],
    summary: "Pay the logged-in customer's own unpaid card order again: the gateway's payment page",
    description:
      '401 without a live session; 404 for an order that is not the customer’s; 409 when it is paid, cancelled, expired or not paid by card; 503 when the gateway cannot be reached.',
    params: userOrderIdParams,
    response: { 200: startPaymentResponse, 401: errorResponse, 403: errorResponse, ...errors },
  }),
  userRefresh: endpoint.post('/api/v1/user/orders/:id/payment/refresh', {
    tags: ['store'],
    summary: "Read the customer's order's open gateway payments back from the gateway and settle them",
    params: userOrderIdParams,
    response: {
      200: orderResponse,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      404: errorResponse,
    },
  }),
  // The body is the gateway's, read as raw text (verified over its exact bytes).
  notify: endpoint.post('/api/v1/payments/notify/:gateway', {
    tags: ['store'],
    summary: "The payment gateway's notification (signed; only a trigger to read the status back)",
    params: z.object({ gateway: z.string().max(40) }),
    response: {
      200: z.object({ outcome: z.string() }),
      401: errorResponse,
      404: errorResponse,
      503: errorResponse,
    },
  }),
};
