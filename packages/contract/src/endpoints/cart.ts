import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  addCartItemBody,
  batchCartItemsBody,
  batchCartItemsResponse,
  cartChangeResponse,
  cartCouponBody,
  cartCreditsBody,
  cartCustomerBody,
  cartGiftParams,
  cartItemParams,
  cartQuery,
  cartResponse,
  cartValidateBody,
  cartValidateResponse,
  updateCartItemBody,
} from '../cart.ts';
import { orderGiftsResponse } from '../order.ts';
import { paymentsResponse, shippersResponse } from '../shipping.ts';

const errors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

/** The shopper's cart, addressed by `x-cart-token` (or the log-in), and the order gifts it reaches. */
export const cartApi = {
  get: endpoint.get('/api/v1/cart', {
    tags: ['store'],
    summary:
      'The cart of x-cart-token, priced now; lines that can no longer be bought are taken out and reported once in removedItems; empty without one. include=orderGifts adds the order gifts judged against it (included.orderGifts)',
    querystring: cartQuery,
    response: { 200: cartResponse, 400: errorResponse },
  }),
  addItem: endpoint.post('/api/v1/cart/items', {
    tags: ['store'],
    summary:
      "Add pieces of a variant, or choose an order gift (type 'gift'); creates the cart (meta.guestCartToken) when there is none. parent_id puts the line under another line of the cart, newLine makes it a line of its own, credits buys it with loyalty credits at the product's credit price, custom is kept with the line (meta.custom)",
    body: addCartItemBody,
    response: { 200: cartChangeResponse, 401: errorResponse, ...errors },
  }),
  updateItem: endpoint.patch('/api/v1/cart/items/:id', {
    tags: ['store'],
    summary: "Set a line's amount (kept within the variant's limits and stock)",
    params: cartItemParams,
    body: updateCartItemBody,
    response: { 200: cartChangeResponse, ...errors },
  }),
  removeItem: endpoint.delete('/api/v1/cart/items/:id', {
    tags: ['store'],
    summary: 'Remove a line',
    params: cartItemParams,
    response: { 200: cartChangeResponse, ...errors },
  }),
  empty: endpoint.delete('/api/v1/cart/items', {
    tags: ['store'],
    summary: 'Empty the cart',
    response: { 200: cartChangeResponse, ...errors },
  }),
  removeGift: endpoint.delete('/api/v1/cart/gifts/:id', {
    tags: ['store'],
    summary: 'Give back a chosen order gift',
    params: cartGiftParams,
    response: { 200: cartChangeResponse, ...errors },
  }),
  orderGifts: endpoint.get('/api/v1/order-gifts', {
    tags: ['store'],
    summary: "Order gifts in x-currency, each marked available when the caller's cart reaches it",
    response: { 200: orderGiftsResponse, 400: errorResponse },
  }),
  credits: endpoint.post('/api/v1/cart/credits', {
    tags: ['store'],
    summary:
      "Spend loyalty credits (whole crowns) on the logged-in customer's cart, kept within the balance; 0 stops (when the shop setting loyalty_credits is on)",
    body: cartCreditsBody,
    response: { 200: cartChangeResponse, 401: errorResponse, ...errors },
  }),
  shippers: endpoint.get('/api/v1/cart/shippers', {
    tags: ['store'],
    summary:
      "The cart's shippers: free from their threshold on, personal pick-up left out (chosen through branches)",
    response: { 200: shippersResponse, 400: errorResponse },
  }),
  payments: endpoint.get('/api/v1/cart/payments', {
    tags: ['store'],
    summary: 'Payments with their surcharges in x-currency',
    response: { 200: paymentsResponse, 400: errorResponse },
  }),
  setCoupon: endpoint.post('/api/v1/cart/coupon', {
    tags: ['store'],
    summary: 'Apply a coupon (422 with the reason when it does not apply; 429 after too many attempts)',
    body: cartCouponBody,
    response: { 200: cartChangeResponse, ...errors },
  }),
  removeCoupon: endpoint.delete('/api/v1/cart/coupon', {
    tags: ['store'],
    summary: 'Remove the coupon',
    response: { 200: cartChangeResponse, ...errors },
  }),
  addBatch: endpoint.post('/api/v1/cart/items/batch', {
    tags: ['store'],
    summary:
      'Add many lines at once (by variant id, catalogue code or EAN); reports the ones it could not add',
    body: batchCartItemsBody,
    response: { 200: batchCartItemsResponse, 400: errorResponse },
  }),
  details: endpoint.put('/api/v1/cart/customer', {
    tags: ['store'],
    summary:
      "Keep the checkout details entered so far with the caller's cart (customer, billing and shipping address, hasCustomShippingAddress, comment); GET /api/v1/cart answers them. Filled fields are checked by the order's field rules (422 with a message per field); empty ones are not. 404 without a cart",
    body: cartCustomerBody,
    response: { 200: cartResponse, ...errors },
  }),
  validate: endpoint.post('/api/v1/cart/validate', {
    tags: ['store'],
    summary: "Check checkout fields by the shop's field rules; absent fields are not checked",
    body: cartValidateBody,
    response: { 200: cartValidateResponse, 400: errorResponse, 404: errorResponse },
  }),
};
