import { format } from './validators.ts';

/** The wish list is the shopping list with this code; every other list has a random code. */
export const WISHLIST_CODE = 'wishlist';

/** Limits that keep one customer's lists small enough to show and to put into a cart at once. */
export const SHOPPING_LIST_LIMITS = {
  /** Lists per customer besides the wish list. */
  lists: 50,
  /** Items per list: a whole list goes into the cart in one batch add, which takes at most 200 lines. */
  items: 200,
  nameLength: 100,
  noteLength: 500,
  amountMin: 1,
  amountMax: 9999,
} as const;

export const shoppingListMessages = {
  wishlistName: 'Oblíbené',
  nameRequired: 'Vyplňte prosím název seznamu',
  nameTooLong: 'Název seznamu může mít nejvýše {max} znaků',
  listLimit: 'Nákupních seznamů můžete mít nejvýše {limit}. Nějaký prosím nejdříve smažte.',
  itemLimit: 'Na jeden seznam lze uložit nejvýše {limit} produktů.',
  amount: 'Množství musí být celé číslo od {min} do {max}',
  noteTooLong: 'Poznámka může mít nejvýše {max} znaků',
  unknownVariant: 'Tento produkt už neprodáváme',
  wishlistFixed: 'Seznam oblíbených nelze přejmenovat ani smazat',
} as const;

/** A list's name as it is kept: trimmed, inner runs of white space as one space. */
export const normaliseListName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** What is wrong with a list's name (after normalising), or null. */
export function listNameError(name: string): string | null {
  const clean = normaliseListName(name);
  if (clean === '') return shoppingListMessages.nameRequired;
  if ([...clean].length > SHOPPING_LIST_LIMITS.nameLength)
    return format(shoppingListMessages.nameTooLong, { max: SHOPPING_LIST_LIMITS.nameLength });
  return null;
}

/** What is wrong with an item's amount, or null; a missing amount means one piece. */
export function listAmountError(amount: number | undefined): string | null {
  if (amount === undefined) return null;
  const { amountMin: min, amountMax: max } = SHOPPING_LIST_LIMITS;
  return Number.isInteger(amount) && amount >= min && amount <= max
    ? null
    : format(shoppingListMessages.amount, { min, max });
}

/** What is wrong with an item's note, or null. */
export function listNoteError(note: string | null | undefined): string | null {
  if (note == null) return null;
  return [...note.trim()].length > SHOPPING_LIST_LIMITS.noteLength
    ? format(shoppingListMessages.noteTooLong, { max: SHOPPING_LIST_LIMITS.noteLength })
    : null;
}

/**
 * The amount an item has after another add of the same variant: the amounts add up (up to the
 * largest amount), except on the wish list, where a product is either wished for or not.
 */
export function amountAfterAdd(code: string, kept: number, added: number): number {
  if (code === WISHLIST_CODE) return 1;
  return Math.min(kept + added, SHOPPING_LIST_LIMITS.amountMax);
}

/** How a batch add into the cart went: everything, some of it, or nothing. */
export type BatchOutcome = 'all' | 'some' | 'none';

export function batchOutcome(added: number, total: number): BatchOutcome {
  if (total > 0 && added >= total) return 'all';
  return added > 0 ? 'some' : 'none';
}
