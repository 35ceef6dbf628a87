import type { Payment, Shipper } from '@shop/contract';

/**
 * What the checkout pages hand their client components: the store API's shippers and payments
 * with their texts already formatted on the server, so the browser needs no date or ICU code.
 */

export interface PlaceAddress {
  street: string;
  city: string;
  postcode: string;
  /** ISO 3166 alpha-3. */
  countryCode: string;
}

/** The pick-up place the shopper chose: a pickup point of a network, or one of the shop's branches. */
export interface ChosenBranch {
  /** A pickup point's network id (remoteId), or a shop branch's id as text. */
  id: string;
  kind: 'pickup-point' | 'shop';
  name: string;
  address: PlaceAddress;
  latitude: number;
  longitude: number;
}

/** A pickup point chosen outside the checkout's form (on the plain search page), for its shipper. */
export interface ChosenPickupPoint {
  shipperId: number;
  branch: ChosenBranch;
}

export interface DeliverySlotDay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'čtvrtek 26. 11.' */
  label: string;
  slots: { id: string; from: string; to: string }[];
}

export interface ShipperOption {
  shipper: Shipper;
  /** The price as shown ('69 Kč', 'Zdarma'). */
  price: string;
  /** 'Doručení ve čtvrtek 26. 11.' */
  deliveryText: string;
  fastest: boolean;
  /** Courier time slots to choose from (optional for the shopper); empty when it offers none. */
  slotDays: DeliverySlotDay[];
}

export interface ShopBranchOption {
  branch: ChosenBranch;
  openingHours: string[];
  deliveryText: string;
}

export interface PaymentOption {
  payment: Payment;
  price: string;
}

export interface CheckoutMethods {
  /** The cart's shippers (personal pick-up is not among them: it comes with the branches). */
  shippers: ShipperOption[];
  /** Personal pick-up at one of the shop's branches, each a choice of its own. */
  personal: { shipper: Shipper; price: string; branches: ShopBranchOption[] } | null;
  payments: PaymentOption[];
}
