/**
 * The query of a product detail path, universal (server, browser, proxy): `variant_id` only when
 * the variant is not the product's default one, `for_credits=true` only when the link offers the
 * product for loyalty credits. The page reads `variant_id` (it is part of the cached page) and the
 * browser reads `for_credits` after load, so the cached page stays one for every visitor.
 */

/** The query parameter that opens a product page ready to buy with loyalty credits. */
export const FOR_CREDITS_PARAM = 'for_credits';

export interface ProductPathOptions {
  variantId?: number | null;
  defaultVariantId?: number;
  /** The link offers the product for loyalty credits ('Koupit za kredity'). */
  forCredits?: boolean;
}

/** `?variant_id=5&for_credits=true`, either part only where it applies, or '' for neither. */
export function productQuery({
  variantId,
  defaultVariantId,
  forCredits = false,
}: ProductPathOptions): string {
  const query: string[] = [];
  if (variantId && variantId !== defaultVariantId) query.push(`variant_id=${variantId}`);
  if (forCredits) query.push(`${FOR_CREDITS_PARAM}=true`);
  return query.length > 0 ? `?${query.join('&')}` : '';
}

/** Whether a product page's query (`location.search`) asks to buy with loyalty credits. */
export function opensForCredits(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(FOR_CREDITS_PARAM) === 'true';
}
