import { WISHLIST_CODE } from '@shop/rules';
import type { ListAddress } from './lists-api';

/** The account page of a list: the wish list has its own. */
export const listPagePath = (list: ListAddress): string =>
  list === WISHLIST_CODE ? '/uzivatel/oblibene' : `/uzivatel/nakupni-seznamy/${list}`;

/** A list named in a form: its id, or the wish list's code; null for anything else. */
export function listAddressOf(raw: string): ListAddress | null {
  if (raw === WISHLIST_CODE) return WISHLIST_CODE;
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** What a list page says after one of its forms (`?zprava=`). */
export const LIST_NOTICES = [
  'vytvoreno',
  'prejmenovano',
  'smazano',
  'odebrano',
  'pridano',
  'na-seznam',
  'chyba',
] as const;
export type ListNotice = (typeof LIST_NOTICES)[number];
export const isListNotice = (v: unknown): v is ListNotice => LIST_NOTICES.includes(v as ListNotice);

/** The forms' names: their fields' ids start with it, and a plain post's state is kept under it. */
export const LIST_FORMS = { create: 'novy-seznam', rename: 'prejmenovat-seznam' } as const;
