/** `?addToCart=<variant id or catalogue code>` on any page puts one piece of it into the cart. */
export const ADD_TO_CART_PARAM = 'addToCart';
