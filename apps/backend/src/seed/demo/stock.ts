/** Warehouses and the stock of a variant, with its availability. */
import type { StockRow, WarehouseRow } from '../dataset.ts';
import type { Rng } from './prng.ts';
import { AVAILABILITY } from './reference.ts';

export const WAREHOUSE = { praha: 1, brno: 2, ostrava: 3, plzen: 4, supplier: 5 } as const;

export const WAREHOUSES: WarehouseRow[] = [
  { id: WAREHOUSE.praha, code: 'praha', name: 'Centrální sklad Praha', virtual: false, delayDays: 0 },
  { id: WAREHOUSE.brno, code: 'brno', name: 'Sklad Brno', virtual: false, delayDays: 0 },
  { id: WAREHOUSE.ostrava, code: 'ostrava', name: 'Prodejna Ostrava', virtual: false, delayDays: 0 },
  { id: WAREHOUSE.plzen, code: 'plzen', name: 'Prodejna Plzeň', virtual: false, delayDays: 0 },
  { id: WAREHOUSE.supplier, code: 'dodavatel', name: 'Sklad dodavatele', virtual: true, delayDays: 3 },
];

/** The stock situation of a variant. */
export type StockCase = 'normal' | 'low' | 'supplier' | 'preorder' | 'sold-out' | 'unchecked';

export interface StockResult {
  stock: StockRow[];
  availabilityCode: string;
  soldAvailabilityCode: string;
  checkStock: boolean;
}

export function pickStockCase(rng: Rng): StockCase {
  return rng.weighted<StockCase>([
    { item: 'normal', weight: 74 },
    { item: 'low', weight: 10 },
    { item: 'supplier', weight: 5 },
    { item: 'preorder', weight: 3 },
    { item: 'sold-out', weight: 5 },
    { item: 'unchecked', weight: 3 },
  ]);
}

const rows = (entries: [number, number][]): StockRow[] =>
  entries.map(([warehouseId, quantity]) => ({ warehouseId, quantity }));

/** Stock in at least two warehouses for every case; sold-out variants have 0 everywhere. */
export function buildStock(stockCase: StockCase, rng: Rng): StockResult {
  const { praha, brno, ostrava, plzen, supplier } = WAREHOUSE;
  const supplierSells = rng.chance(0.5);
  const sold = supplierSells ? AVAILABILITY.supplier : AVAILABILITY.soldOut;
  switch (stockCase) {
    case 'normal': {
      const entries: [number, number][] = [
        [praha, rng.int(6, 120)],
        [brno, rng.int(2, 40)],
      ];
      if (rng.chance(0.5)) entries.push([ostrava, rng.int(0, 12)]);
      if (rng.chance(0.5)) entries.push([plzen, rng.int(0, 12)]);
      entries.push([supplier, supplierSells ? rng.int(10, 200) : 0]);
      return {
        stock: rows(entries),
        availabilityCode: AVAILABILITY.inStock,
        soldAvailabilityCode: sold,
        checkStock: true,
      };
    }
    case 'low':
      return {
        stock: rows([
          [praha, rng.int(1, 3)],
          [brno, rng.int(1, 2)],
          [supplier, 0],
        ]),
        availabilityCode: AVAILABILITY.inStock,
        soldAvailabilityCode: AVAILABILITY.soldOut,
        checkStock: true,
      };
    case 'supplier':
      return {
        stock: rows([
          [praha, 0],
          [brno, 0],
          [supplier, rng.int(5, 80)],
        ]),
        availabilityCode: AVAILABILITY.supplier,
        soldAvailabilityCode: AVAILABILITY.soldOut,
        checkStock: true,
      };
    case 'preorder':
      return {
        stock: rows([
          [praha, 0],
          [brno, 0],
          [supplier, 0],
        ]),
        availabilityCode: AVAILABILITY.preorder,
        soldAvailabilityCode: AVAILABILITY.preorder,
        checkStock: false,
      };
    case 'sold-out':
      return {
        stock: rows([
          [praha, 0],
          [brno, 0],
          [supplier, 0],
        ]),
        availabilityCode: AVAILABILITY.soldOut,
        soldAvailabilityCode: AVAILABILITY.soldOut,
        checkStock: true,
      };
    case 'unchecked':
      return {
        stock: rows([
          [praha, rng.int(0, 20)],
          [supplier, rng.int(0, 50)],
        ]),
        availabilityCode: AVAILABILITY.inStock,
        soldAvailabilityCode: AVAILABILITY.inStock,
        checkStock: false,
      };
  }
}
