import type { Cart, Locale } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { variantsByCodes } from '../catalog/index.ts';
import { addItem } from './lines.ts';
import { findCartId, type CartOwner } from './owner.ts';
import { showCart } from './read.ts';

/** Batch add: lines by variant id, or by catalogue code or EAN (order import). */
export interface BatchLine {
  id?: number;
  code?: string;
  amount: number;
  parent_id?: number | null;
  newLine?: boolean;
  credits?: boolean;
}

/** A code the import names that the catalogue does not know. */
export const UNKNOWN_CODE = 'Produkt s tímto kódem neexistuje';

/**
 * POST /api/v1/cart/items/batch: adds every line it can, one after another into the same cart,
 * and reports the others (unknown code, sold out) by their index.
 */
export async function addBatch(
  db: Db,
  owner: CartOwner,
  lines: BatchLine[],
  ctx: PriceContext,
  locale: Locale,
): Promise<{
  cart: Cart;
  added: number;
  total: number;
  errors: { index: number; id: number | null; code: string | null; title: string }[];
  newToken: string | null;
}> {
  const byCode = new Map<string, number>();
  for (const r of await variantsByCodes(
    db,
    lines.flatMap((l) => (l.code ? [l.code] : [])),
  )) {
    byCode.set(r.code.toUpperCase(), r.id);
    if (r.ean) byCode.set(r.ean, r.id);
  }
  let current = owner;
  let newToken: string | null = null;
  let added = 0;
  const errors: { index: number; id: number | null; code: string | null; title: string }[] = [];
  for (const [index, line] of lines.entries()) {
    const id = line.id ?? byCode.get(line.code!.toUpperCase()) ?? byCode.get(line.code!);
    if (id === undefined) {
      errors.push({ index, id: null, code: line.code ?? null, title: UNKNOWN_CODE });
      continue;
    }
    try {
      const change = await addItem(db, current, id, line.amount, ctx, locale, {
        parentId: line.parent_id,
        newLine: line.newLine,
        forCredits: line.credits,
      });
      if (change.newToken) {
        newToken = change.newToken;
        current = { ...current, token: newToken };
      }
      added += 1;
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      errors.push({
        index,
        id,
        code: line.code ?? null,
        title: e.statusCode === 404 && e.field === 'id' ? UNKNOWN_CODE : e.title,
      });
    }
  }
  const cart = await showCart(db, await findCartId(db, current), ctx, locale);
  return { cart, added, total: lines.length, errors, newToken };
}
