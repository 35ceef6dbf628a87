import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  adminOrderFilters,
  adminOrderIdParams,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderResponse,
  adminOrderTransitionBody,
  adminOrderUpdateBody,
} from '../admin-orders.ts';
import { adminDashboardResponse } from '../admin-dashboard.ts';
import { taxDocumentIdParams, taxDocumentsResponse } from '../admin-documents.ts';
import {
  adminShipmentLabelsQuery,
  adminShipmentResponse,
  adminShipmentTrackingResponse,
} from '../admin-shipments.ts';
import { userOrderIdParams } from '../order.ts';

const failures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

/** The order desk (permission `orders`): orders, the first page, tax documents and Packeta shipments. */
export const adminOrderApi = {
  list: endpoint.get('/api/admin/v1/orders', {
    tags: ['admin'],
    summary:
      'The orders, newest first: search by code, e-mail, name or phone; filter by state, payment, shipper, dates (Prague days), currency and country',
    querystring: adminOrderListQuery,
    response: { 200: adminOrderListResponse, ...failures },
  }),
  csv: endpoint.get('/api/admin/v1/orders.csv', {
    tags: ['admin'],
    summary:
      'The orders the same filters find, as CSV for a spreadsheet (semicolons, UTF-8 with BOM, Czech headers; at most 100,000 rows)',
    querystring: adminOrderFilters,
    response: { 200: z.any().describe('text/csv'), ...failures },
  }),
  get: endpoint.get('/api/admin/v1/orders/:id', {
    tags: ['admin'],
    summary:
      'An order as the desk shows it: lines with VAT, totals, customer, addresses, shipping, payments, e-mails sent, history and the states it may move to',
    params: adminOrderIdParams,
    response: { 200: adminOrderResponse, ...failures },
  }),
  transition: endpoint.post('/api/admin/v1/orders/:id/transitions', {
    tags: ['admin'],
    summary:
      'Move an order on: accepted, packed, shipped (with the tracking number), delivered (cash on delivery is paid with it) or cancelled before it leaves (goods back to stock, credits back to the customer); the customer gets an e-mail',
    params: adminOrderIdParams,
    body: adminOrderTransitionBody,
    response: { 200: adminOrderResponse, ...failures, 409: errorResponse, 422: errorResponse },
  }),
  update: endpoint.put('/api/admin/v1/orders/:id', {
    tags: ['admin'],
    summary:
      "Change an unshipped order's billing or shipping address and notes; checked as at checkout (422 per field), refused once shipped or cancelled (409)",
    params: adminOrderIdParams,
    body: adminOrderUpdateBody,
    response: { 200: adminOrderResponse, ...failures, 409: errorResponse, 422: errorResponse },
  }),
  dashboard: endpoint.get('/api/admin/v1/dashboard', {
    tags: ['admin'],
    summary:
      'Today at a glance (the day in Prague): orders placed and their total with VAT per currency, bank transfers still awaited (how many, how much), paid or cash-on-delivery orders to pack and to ship, open complaints and withdrawals',
    response: { 200: adminDashboardResponse, 401: errorResponse, 403: errorResponse },
  }),
  documents: endpoint.get('/api/admin/v1/orders/:id/documents', {
    tags: ['admin'],
    summary: 'An order’s tax documents: its invoice and credit notes, oldest first',
    params: userOrderIdParams,
    response: { 200: taxDocumentsResponse, ...failures },
  }),
  documentPdf: endpoint.get('/api/admin/v1/documents/:id.pdf', {
    tags: ['admin'],
    summary: 'A tax document as issued, as a PDF',
    params: taxDocumentIdParams,
    response: { 200: z.any().describe('application/pdf'), ...failures },
  }),
  shipment: endpoint.get('/api/admin/v1/orders/:id/shipment', {
    tags: ['admin'],
    summary:
      "An order's Packeta shipment: being created, created (barcode, Packeta's state, tracking link) or refused (why); null when its shipper has no carrier or it is not packed yet",
    params: adminOrderIdParams,
    response: { 200: adminShipmentResponse, ...failures },
  }),
  shipmentLabel: endpoint.get('/api/admin/v1/orders/:id/shipment/label', {
    tags: ['admin'],
    summary: "An order's Packeta label as a PDF (A6 on A4); 409 while the shipment is not created",
    params: adminOrderIdParams,
    response: {
      200: z.any().describe('application/pdf'),
      ...failures,
      409: errorResponse,
      502: errorResponse,
      503: errorResponse,
    },
  }),
  shipmentLabels: endpoint.get('/api/admin/v1/shipments/labels', {
    tags: ['admin'],
    summary:
      "Several orders' Packeta labels in one PDF, four A6 labels to an A4 page; orders without a created shipment are left out (header x-orders-without-label), 409 when none has one",
    querystring: adminShipmentLabelsQuery,
    response: {
      200: z.any().describe('application/pdf'),
      ...failures,
      409: errorResponse,
      502: errorResponse,
      503: errorResponse,
    },
  }),
  retryShipment: endpoint.post('/api/admin/v1/orders/:id/shipment/retry', {
    tags: ['admin'],
    summary: 'Create a refused Packeta shipment again (after the order was corrected); 409 unless it failed',
    params: adminOrderIdParams,
    response: { 200: adminShipmentResponse, ...failures, 409: errorResponse },
  }),
  trackShipments: endpoint.post('/api/admin/v1/shipments/tracking', {
    tags: ['admin'],
    summary:
      "Read every open Packeta shipment's state now (as the periodic check does) and move its order to shipped or delivered",
    response: {
      200: adminShipmentTrackingResponse,
      401: errorResponse,
      403: errorResponse,
      503: errorResponse,
    },
  }),
};
