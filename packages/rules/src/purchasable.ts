export interface PurchasableInput {
  /** Unit price with tax in minor units. */
  readonly unitPriceWithTax: number;
  readonly isAvailable: boolean;
}

export function isPurchasable({ unitPriceWithTax, isAvailable }: PurchasableInput): boolean {
  return unitPriceWithTax > 0 && isAvailable;
}

/** Translation keys of the disabled add-to-cart button's tooltip. */
export type AddButtonTooltip = 'variantRequired' | 'notAvailable';

export interface AddButtonInput extends PurchasableInput {
  /** The product has variants and one must be chosen before adding. */
  readonly variantRequired: boolean;
  readonly variantChosen: boolean;
}

export type AddButtonState =
  { readonly disabled: false } | { readonly disabled: true; readonly tooltip: AddButtonTooltip };

export function addButtonState(input: AddButtonInput): AddButtonState {
  const missingVariant = input.variantRequired && !input.variantChosen;
  if (!missingVariant && isPurchasable(input)) return { disabled: false };
  return { disabled: true, tooltip: missingVariant ? 'variantRequired' : 'notAvailable' };
}

export interface DetailButtonInput {
  readonly amountMin: number;
  readonly hasQuantityPrices: boolean;
  /** A shop setting that always sends customers to the detail page. */
  readonly forcedBySetting: boolean;
}

/** Products that need a choice of amount are sent to their detail page instead of being added from a list. */
export function showsDetailButton({
  amountMin,
  hasQuantityPrices,
  forcedBySetting,
}: DetailButtonInput): boolean {
  return amountMin > 1 || hasQuantityPrices || forcedBySetting;
}
