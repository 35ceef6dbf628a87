import { z } from 'zod';
import { adminList } from './admin-operators.ts';

/**
 * CSV import and export of the catalogue (/api/admin/v1/catalogue-imports, permission `catalogue`).
 * Each kind has its columns; the export writes the same columns, so an exported file imports back
 * unchanged. Products and variants whose code the shop does not know are created (import products,
 * then variants, then their prices and stock). A run is a dry run (every row checked, nothing
 * changed) or a real one (the valid rows applied in one transaction); refused rows are listed with
 * their Czech reason.
 */
export const catalogueImportKinds = ['products', 'variants', 'prices', 'stock'] as const;
export type CatalogueImportKind = (typeof catalogueImportKinds)[number];

/** The columns of each kind, in the order the export writes them. */
export const catalogueImportColumns = {
  prices: ['variant_code', 'currency', 'customer_group', 'price', 'original_price'],
  stock: ['variant_code', 'warehouse', 'quantity'],
  variants: [
    'variant_code',
    'product_code',
    'name_cs',
    'name_sk',
    'name_de',
    'ean',
    'availability',
    'sold_availability',
    'check_stock',
  ],
  products: [
    'slug',
    'catalog_code',
    'name_cs',
    'name_sk',
    'name_de',
    'category',
    'brand',
    'vat_class',
    'visible',
    'saleable',
  ],
} as const satisfies Record<CatalogueImportKind, readonly string[]>;

export const catalogueImportKindLabels: Record<CatalogueImportKind, string> = {
  products: 'Produkty',
  variants: 'Varianty',
  prices: 'Ceny',
  stock: 'Sklad',
};

/** The largest file accepted (bytes of CSV text). */
export const CATALOGUE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const catalogueImportBody = z.object({
  kind: z.enum(catalogueImportKinds),
  /** true: check every row and change nothing. */
  dryRun: z.boolean(),
  fileName: z.string().trim().min(1).max(200),
  /** The file's text (UTF-8, with or without a byte-order mark; `;` or `,` between columns). */
  csv: z.string().min(1).max(CATALOGUE_IMPORT_MAX_BYTES),
});
export type CatalogueImportBody = z.infer<typeof catalogueImportBody>;

export const catalogueImportStatuses = ['queued', 'running', 'done', 'failed'] as const;

export const catalogueImportStatusLabels: Record<(typeof catalogueImportStatuses)[number], string> = {
  queued: 'Čeká',
  running: 'Běží',
  done: 'Hotovo',
  failed: 'Selhalo',
};

/** A row the run refused: its line in the file (the header is line 1) and why. */
export const catalogueImportRefusal = z.object({ row: z.number().int(), reason: z.string() });
export type CatalogueImportRefusal = z.infer<typeof catalogueImportRefusal>;

export const catalogueImportRun = z.object({
  id: z.number().int(),
  kind: z.enum(catalogueImportKinds),
  dryRun: z.boolean(),
  status: z.enum(catalogueImportStatuses),
  fileName: z.string(),
  /** Data rows of the file (the header not counted). */
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  /** Rows that change something (in a dry run: that would), the created ones included. */
  appliedRows: z.number().int(),
  /** Of the applied rows, those that create a product or a variant. */
  createdRows: z.number().int(),
  /** Valid rows that change nothing. */
  unchangedRows: z.number().int(),
  refused: z.array(catalogueImportRefusal),
  /** Why a run failed; nothing of it was applied. */
  error: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogueImportRun = z.infer<typeof catalogueImportRun>;

export const catalogueImportResponse = z.object({ data: catalogueImportRun });
/** The list leaves out the refused rows (`refused` is empty); a run's own answer has them. */
export const catalogueImportList = adminList(catalogueImportRun);

export const catalogueImportParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const catalogueImportListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
});
export const catalogueExportParams = z.object({ kind: z.enum(catalogueImportKinds) });
