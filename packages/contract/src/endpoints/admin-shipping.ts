import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  adminBlockedPayments,
  adminBlockedPaymentsResponse,
  adminShipperCreateBody,
  adminShipperList,
  adminShipperResponse,
  adminShipperUpdateBody,
  shopRuleIdParams,
} from '../admin-shop-settings.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Shippers and the shipper × payment grid in the back office (permission `settings`). */
export const adminShippingApi = {
  shippers: endpoint.get('/api/admin/v1/shippers', {
    tags: ['admin'],
    summary:
      'Every shipper, also switched-off ones, in their order, with prices and free-shipping limits per currency',
    response: { 200: adminShipperList, ...failures },
  }),
  shipper: endpoint.get('/api/admin/v1/shippers/:id', {
    tags: ['admin'],
    summary: 'One shipper',
    params: shopRuleIdParams,
    response: { 200: adminShipperResponse, ...failures },
  }),
  createShipper: endpoint.post('/api/admin/v1/shippers', {
    tags: ['admin'],
    summary: 'Create a shipper (its code must be new: 409)',
    body: adminShipperCreateBody,
    response: { 200: adminShipperResponse, ...failures, 409: errorResponse, 422: errorResponse },
  }),
  updateShipper: endpoint.put('/api/admin/v1/shippers/:id', {
    tags: ['admin'],
    summary:
      'Change a shipper: names, prices and free-shipping limits, delivery days, closing time, countries, blocked payments, on or off, its place',
    params: shopRuleIdParams,
    body: adminShipperUpdateBody,
    response: { 200: adminShipperResponse, ...failures, 422: errorResponse },
  }),
  blockedPayments: endpoint.get('/api/admin/v1/shipping/blocked-payments', {
    tags: ['admin'],
    summary: 'The shipper × payment grid: for each shipper the payment codes it cannot go with',
    response: { 200: adminBlockedPaymentsResponse, ...failures },
  }),
  saveBlockedPayments: endpoint.put('/api/admin/v1/shipping/blocked-payments', {
    tags: ['admin'],
    summary: 'Save the shipper × payment grid: each shipper named gets exactly the blocked codes given',
    body: adminBlockedPayments,
    response: { 200: adminBlockedPaymentsResponse, ...failures, 422: errorResponse },
  }),
};
