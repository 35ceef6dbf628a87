import type { ApiError } from '@shop/contract';
import type { EcommerceEvent } from '../analytics/ecommerce';

/** What POST /api/cart/add answers a script (Accept: application/json): the item-added dialog's data. */
export interface AddedToCart {
  name: string;
  unit: string;
  /** Of the variant now in the cart, in its smallest unit (tenths of a metre with 1 decimal). */
  amount: number;
  /** The variant's quantity decimals: the dialog shows the amount as "1,5 bm". */
  decimals: number;
  /** How much the request was cut to the variant's limit or stock. */
  changedAmount: number;
  /** Pieces in the whole cart, for the header badge. */
  count: number;
  /** Gifts the cart now reaches and the shopper has not chosen; priceFrom is formatted. */
  gifts: { id: number; name: string; priceFrom: string }[];
  /** The analytics `add_to_cart` event of what went in; null when nothing did. */
  event: EcommerceEvent | null;
}

/** What it answers a script when nothing went in: the reasons, none when there are no details. */
export interface AddRefusal {
  errors: ApiError[];
}
