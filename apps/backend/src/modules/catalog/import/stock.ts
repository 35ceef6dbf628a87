import { sql } from 'drizzle-orm';
import { catalogueImportColumns, type CatalogueImportRefusal } from '@shop/contract';
import { queryRows } from '../../../db/query.ts';
import { setStockLevels, stockLevelsOf, warehouseCodes } from '../../inventory/index.ts';
import { refreshProductListing } from '../listing/refresh.ts';
import { duplicateOf, type ImportKind } from './kind.ts';
import { variantsOfCodes } from './variants.ts';

export interface StockChange {
  variantId: number;
  productId: number;
  warehouse: string;
  quantity: number;
}

const MAX_QUANTITY = 1_000_000_000;

/**
 * Pieces of a variant in a warehouse (by code). Never below what unpaid orders hold there; each
 * difference is a stock movement, and watchers of a variant back in stock are e-mailed.
 */
export const stockKind: ImportKind<StockChange, { warehouses: Set<string> }> = {
  columns: catalogueImportColumns.stock,

  async prepare(db) {
    return { warehouses: await warehouseCodes(db) };
  },

  async check(db, rows, { warehouses }, seen) {
    const variants = await variantsOfCodes(
      db,
      rows.map((r) => r.cells.variant_code ?? ''),
    );
    const levels = new Map(
      (
        await stockLevelsOf(
          db,
          [...variants.values()].map((v) => v.id),
        )
      ).map((l) => [`${l.variantId}|${l.warehouse}`, l]),
    );
    const refused: CatalogueImportRefusal[] = [];
    const changes: StockChange[] = [];
    let unchanged = 0;
    for (const { line, cells } of rows) {
      const refuse = (reason: string) => refused.push({ row: line, reason });
      const code = cells.variant_code ?? '';
      const variant = variants.get(code);
      if (!code) {
        refuse('Chybí kód varianty.');
        continue;
      }
      if (!variant) {
        refuse(`Neznámá varianta „${code}“.`);
        continue;
      }
      const warehouse = cells.warehouse ?? '';
      if (!warehouses.has(warehouse)) {
        refuse(warehouse ? `Neznámý sklad „${warehouse}“.` : 'Chybí kód skladu.');
        continue;
      }
      const raw = (cells.quantity ?? '').replace(/[\s\u00a0]/g, '');
      if (!/^\d+$/.test(raw) || Number(raw) > MAX_QUANTITY) {
        refuse(raw ? `Počet kusů „${cells.quantity}“ není celé nezáporné číslo.` : 'Chybí počet kusů.');
        continue;
      }
      const quantity = Number(raw);
      const key = `${variant.id}|${warehouse}`;
      const first = seen.get(key);
      if (first !== undefined) {
        refused.push(duplicateOf(line, first));
        continue;
      }
      seen.set(key, line);
      const now = levels.get(key);
      if (now && quantity < now.reserved) {
        refuse(`Nezaplacené objednávky v tomto skladu drží ${now.reserved} ks, méně kusů nastavit nelze.`);
        continue;
      }
      if ((now?.quantity ?? 0) === quantity) {
        unchanged++;
        continue;
      }
      changes.push({ variantId: variant.id, productId: variant.productId, warehouse, quantity });
    }
    return { changes, created: 0, unchanged, refused };
  },

  async apply(tx, changes) {
    if (changes.length === 0) return [];
    await setStockLevels(tx, changes);
    const products = [...new Set(changes.map((c) => c.productId))];
    await refreshProductListing(tx, products);
    return products;
  },

  async *exportRows(db) {
    let after = 0;
    for (;;) {
      const variants = await queryRows<{ id: number; code: string }>(
        db,
        sql`select id, code from catalog.variants where id > ${after} order by id limit 5000`,
      );
      if (variants.length === 0) return;
      const codes = new Map(variants.map((v) => [v.id, v.code]));
      for (const l of await stockLevelsOf(db, [...codes.keys()])) {
        yield [codes.get(l.variantId) ?? '', l.warehouse, String(l.quantity)];
      }
      if (variants.length < 5000) return;
      after = variants.at(-1)!.id;
    }
  },
};
