/**
 * What a listing (category, virtual/filtered category, brand, search) draws its products from,
 * before the visitor's own filters. Virtual and filtered categories are resolved by the CMS into
 * one of these; the catalogue turns it into SQL. All conditions are ANDed.
 */
export interface ListingScope {
  /** Products whose category is one of these (callers pass whole subtrees when they mean them). */
  categoryIds?: number[];
  /** Products in these categories are left out even when matched otherwise. */
  excludedCategoryIds?: number[];
  /** Products carrying at least one of these tags. */
  tagIds?: number[];
  /** AND across groups, OR within a group: [[red, blue], [xl]] = (red or blue) and xl. */
  parameterValueIds?: number[][];
  brandIds?: number[];
  /** Unit price with tax of the default variant in the given currency; bounds are minor units. */
  price?: { currency: 'CZK' | 'EUR'; fromWithTax?: number; toWithTax?: number };
}
