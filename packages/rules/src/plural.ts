export type ShopLocale = 'cs' | 'sk' | 'de';

/** Categories Czech and Slovak use: 1 -> one, 2 to 4 -> few, decimals -> many, 0 and 5+ -> other. */
export type PluralCategory = 'one' | 'few' | 'many' | 'other';

/** Word forms per category; `few` and `many` fall back to `other` for languages without them (German). */
export interface PluralForms {
  readonly one: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

const rulesByLocale = new Map<ShopLocale, Intl.PluralRules>();

function pluralRules(locale: ShopLocale): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

export function pluralCategory(count: number, locale: ShopLocale): PluralCategory {
  if (!Number.isFinite(count)) throw new RangeError(`count must be finite, got ${count}`);
  // A minus sign does not change the word: "-2 kusy" like "2 kusy".
  const category = pluralRules(locale).select(Math.abs(count));
  // cs, sk and de never produce 'zero' or 'two'; map them defensively to the catch-all.
  return category === 'zero' || category === 'two' ? 'other' : category;
}

/** Picks the word form for a count: `pluralize(3, 'cs', { one: 'kus', few: 'kusy', many: 'kusu', other: 'kusů' })` -> 'kusy'. */
export function pluralize(count: number, locale: ShopLocale, forms: PluralForms): string {
  return forms[pluralCategory(count, locale)] ?? forms.other;
}
