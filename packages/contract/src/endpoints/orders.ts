import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { taxDocumentIdParams, taxDocumentsResponse } from '../admin-documents.ts';
import { productDetailParams } from '../catalog-product.ts';
import {
  deliveryTimesQuery,
  deliveryTimesResponse,
  orderCodeParams,
  orderResponse,
  orderTokenHeader,
  orderTokenParams,
  placeOrderBody,
  placeOrderResponse,
  userOrderIdParams,
  userOrdersQuery,
  userOrdersResponse,
} from '../order.ts';
import { productReviewBody, productReviewResponse } from '../reviews.ts';

const userOrderFailures = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/**
 * Placing an order, reading it by its token or code, a courier's time slots, the logged-in
 * customer's orders and tax documents, and a review of a product they bought.
 */
export const orderApi = {
  place: endpoint.post('/api/v1/cart/place', {
    tags: ['store'],
    summary:
      "Turn the x-cart-token cart into an order, priced by the server; placing it again answers with the same order. 422 lists every field's problem, 409 a sold-out line",
    description:
      "For a gateway method the card payment is started too: meta.paymentRedirectUrl is the gateway's payment page. " +
      'It is null for bank transfer and cash on delivery, and when the payment could not be started: the order stands, and POST /api/v1/orders/token/{token}/payment starts it again.',
    body: placeOrderBody,
    response: {
      200: placeOrderResponse,
      400: errorResponse,
      409: errorResponse,
      422: errorResponse,
      429: errorResponse,
    },
  }),
  byToken: endpoint.get('/api/v1/orders/token/:token', {
    tags: ['store'],
    summary: 'The order of an order token (404 when there is none)',
    params: orderTokenParams,
    response: { 200: orderResponse, 400: errorResponse, 404: errorResponse },
  }),
  byCode: endpoint.get('/api/v1/orders/code/:code', {
    tags: ['store'],
    summary: `An order by its code; only with its token in ${orderTokenHeader} (otherwise 404: codes are sequential)`,
    params: orderCodeParams,
    response: { 200: orderResponse, 400: errorResponse, 404: errorResponse },
  }),
  deliveryTimes: endpoint.get('/api/v1/delivery-times', {
    tags: ['store'],
    summary:
      "A courier's delivery time slots on its next five delivery days from since (other shippers: none); 404 for an unknown shipper",
    querystring: deliveryTimesQuery,
    response: { 200: deliveryTimesResponse, 400: errorResponse, 404: errorResponse },
  }),
  userOrders: endpoint.get('/api/v1/user/orders', {
    tags: ['store'],
    summary: 'The customer’s orders, newest first (page, perPage 10; meta.pagination.total)',
    querystring: userOrdersQuery,
    response: { 200: userOrdersResponse, 400: errorResponse, 401: errorResponse },
  }),
  userOrderByCode: endpoint.get('/api/v1/user/orders/code/:code', {
    tags: ['store'],
    summary: 'One of the customer’s orders by its code',
    params: orderCodeParams,
    response: { 200: orderResponse, ...userOrderFailures },
  }),
  userOrder: endpoint.get('/api/v1/user/orders/:id', {
    tags: ['store'],
    summary: 'One of the customer’s orders',
    params: userOrderIdParams,
    response: { 200: orderResponse, ...userOrderFailures },
  }),
  userOrderItemsCsv: endpoint.get('/api/v1/user/orders/:id/items/export', {
    tags: ['store'],
    summary: 'The order’s items as CSV: code, name, EAN, amount, unit price with and without VAT',
    params: userOrderIdParams,
    response: { 200: z.string().describe('text/csv'), ...userOrderFailures },
  }),
  userOrderImagesZip: endpoint.get('/api/v1/user/orders/:id/items/images/export', {
    tags: ['store'],
    summary: 'The pictures of the order’s items as a ZIP',
    params: userOrderIdParams,
    response: { 200: z.any().describe('application/zip'), ...userOrderFailures },
  }),
  userDocuments: endpoint.get('/api/v1/user/documents', {
    tags: ['store'],
    summary: 'The customer’s invoices and credit notes, newest first',
    response: { 200: taxDocumentsResponse, 401: errorResponse, 403: errorResponse },
  }),
  userDocumentPdf: endpoint.get('/api/v1/user/documents/:id.pdf', {
    tags: ['store'],
    summary: 'One of the customer’s tax documents as a PDF',
    params: taxDocumentIdParams,
    response: {
      200: z.any().describe('application/pdf'),
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      404: errorResponse,
    },
  }),
  review: endpoint.post('/api/v1/products/:id/reviews', {
    tags: ['store'],
    summary:
      'Review a product bought in a shipped order (rating 0–100 required, text optional); replaces an earlier review',
    params: productDetailParams,
    body: productReviewBody,
    response: {
      201: productReviewResponse,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      404: errorResponse,
      422: errorResponse,
    },
  }),
};
