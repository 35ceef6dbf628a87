import type { Availability, Locale } from '@shop/contract';
import { translate } from '../../../http/locale.ts';
import type { CatalogReference } from '../reference.ts';

export interface AvailabilityInput {
  availabilityCode: string;
  soldAvailabilityCode: string;
  amountMin: number;
  amountMax: number | null;
  quantityDecimals: number;
  checkStock: boolean;
  /** Free pieces over all warehouses. */
  stock: number;
}

/**
 * Availability of a variant. With stock checking, a variant with pieces shows its
 * availability and one without shows its sold-out availability ('Vyprodáno', or 'Skladem u
 * dodavatele' when the supplier still delivers); without checking, stock is null (unlimited).
 */
export function availabilityOf(v: AvailabilityInput, ref: CatalogReference, locale: Locale): Availability {
  const own = ref.availabilities.get(v.availabilityCode);
  const sold = ref.availabilities.get(v.soldAvailabilityCode) ?? own;
  const inStock = !v.checkStock || v.stock > 0;
  const effective = inStock ? own : sold;
  return {
    isAvailable: effective?.isAvailable ?? false,
    availabilityCode: v.availabilityCode,
    soldAvailabilityCode: v.soldAvailabilityCode,
    amountMin: v.amountMin,
    amountMax: v.amountMax,
    quantityDecimals: v.quantityDecimals,
    stock: v.checkStock ? v.stock : null,
    checkStock: v.checkStock,
    delayDays: effective?.delayDays ?? 0,
    availability: effective ? translate(effective.text, locale) : '',
    soldAvailability: sold ? translate(sold.soldText, locale) : '',
  };
}
