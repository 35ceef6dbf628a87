import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  adminCouponCreateBody,
  adminCouponList,
  adminCouponParams,
  adminCouponResponse,
  adminCouponUpdateBody,
  adminGiftBody,
  adminGiftList,
  adminGiftParams,
  adminGiftResponse,
} from '../admin-promotions.ts';

const tags = ['admin'];

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Discount coupons and order gifts in the back office (permission `catalogue`). */
export const adminPromotionApi = {
  coupons: endpoint.get('/api/admin/v1/coupons', {
    tags,
    summary: 'Every discount coupon with its state now',
    response: { 200: adminCouponList, ...failures },
  }),
  coupon: endpoint.get('/api/admin/v1/coupons/:code', {
    tags,
    summary: 'One coupon',
    params: adminCouponParams,
    response: { 200: adminCouponResponse, ...failures },
  }),
  couponCreate: endpoint.post('/api/admin/v1/coupons', {
    tags,
    summary:
      'Create a coupon: the code is upper-cased and must be new (409); amounts in whole units per currency',
    body: adminCouponCreateBody,
    response: { 200: adminCouponResponse, ...failures, 409: errorResponse, 422: errorResponse },
  }),
  couponUpdate: endpoint.put('/api/admin/v1/coupons/:code', {
    tags,
    summary: "Change a coupon's terms; its code and use count stay",
    params: adminCouponParams,
    body: adminCouponUpdateBody,
    response: { 200: adminCouponResponse, ...failures, 422: errorResponse },
  }),
  couponEnd: endpoint.post('/api/admin/v1/coupons/:code/end', {
    tags,
    summary: 'End a coupon now: it stays with the orders that used it but no cart takes it any more',
    params: adminCouponParams,
    response: { 200: adminCouponResponse, ...failures },
  }),
  couponDelete: endpoint.delete('/api/admin/v1/coupons/:code', {
    tags,
    summary: 'Delete a coupon no order used (409 for a used one: end it instead)',
    params: adminCouponParams,
    response: { 200: adminCouponResponse, ...failures, 409: errorResponse },
  }),
  gifts: endpoint.get('/api/admin/v1/gifts', {
    tags,
    summary: 'Every order gift, in its order',
    response: { 200: adminGiftList, ...failures },
  }),
  gift: endpoint.get('/api/admin/v1/gifts/:id', {
    tags,
    summary: 'One order gift',
    params: adminGiftParams,
    response: { 200: adminGiftResponse, ...failures },
  }),
  giftCreate: endpoint.post('/api/admin/v1/gifts', {
    tags,
    summary: 'Offer a variant as an order gift from an order value, at a price per currency (0 free)',
    body: adminGiftBody,
    response: { 200: adminGiftResponse, ...failures, 422: errorResponse },
  }),
  giftUpdate: endpoint.put('/api/admin/v1/gifts/:id', {
    tags,
    summary: 'Change an order gift, or switch it off (enabled false): carts drop it when next priced',
    params: adminGiftParams,
    body: adminGiftBody,
    response: { 200: adminGiftResponse, ...failures, 422: errorResponse },
  }),
};
