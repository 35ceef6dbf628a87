export { adoptGuestCart } from './adopt.ts';
export { checkoutFieldErrors, type CheckoutFields } from './checkout-fields.ts';
export { couponProblem, couponTitles, findCoupon, useCoupon } from './coupons.ts';
export { cartStockLines, lockCart, markCartOrdered } from './ordering.ts';
export type { CartOwner } from './owner.ts';
export { loadCart, readCart } from './read.ts';
export { cartRoutes as cartModule } from './routes.ts';
export { parseCartToken, requestCartToken } from './token.ts';
export { purgeAbandonedGuestCarts } from './purge.ts';
