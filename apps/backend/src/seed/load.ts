import { allGroupTags } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Dataset } from './dataset.ts';
import { seedSettings, truncateSettings } from '../modules/settings/seed.ts';
import { seedCustomer, truncateCustomer } from '../modules/customer/seed.ts';
import { seedOperator } from '../modules/operator/seed.ts';
import { seedInventory, truncateInventory } from '../modules/inventory/seed.ts';
import { catalogHasProducts, seedCatalog, truncateCatalog } from '../modules/catalog/seed.ts';
import { seedShipping, truncateShipping } from '../modules/shipping/seed.ts';
import { seedCart, truncateCart } from '../modules/cart/seed.ts';
import { seedPayment, truncatePayment } from '../modules/payment/seed.ts';
import { seedCms, truncateCms } from '../modules/content/seed.ts';
import { writeOriginal } from '../modules/media/originals.ts';
import { invalidateCategoryTree } from '../modules/catalog/categories/service.ts';
import { refreshProductListing } from '../modules/catalog/listing/refresh.ts';
import { invalidateCatalogReference } from '../modules/catalog/reference.ts';
import { invalidateSettings } from '../modules/settings/store/service.ts';
import { invalidatePaymentMethods } from '../modules/payment/methods.ts';
import { invalidateGiftOffers } from '../modules/cart/gifts.ts';
import { invalidateListingIndex } from '../modules/catalog/listing/listing-index.ts';
import type { Revalidator } from '../modules/publishing/revalidation/service.ts';

export interface LoadOptions {
  /** Where `media/originals` lives; images are skipped when unset. */
  dataDir?: string;
  /** Empty every module's seeded tables first (scale runs, reseeding). */
  truncate?: boolean;
  /** Told after loading that every catalogue and CMS page of the storefront is stale. */
  revalidator?: Revalidator;
}

/** Writes a data set into every module's tables in one transaction: all or nothing. */
export async function loadDataset(db: Db, dataset: Dataset, options: LoadOptions = {}): Promise<void> {
  try {
    await writeDataset(db, dataset, options);
  } finally {
    // Also after a rollback: a read inside the load may have filled these caches.
    invalidateCatalogReference(db);
    invalidateSettings(db);
    invalidatePaymentMethods(db);
    invalidateGiftOffers(db);
  }
  if (options.dataDir) await writeImages(options.dataDir, dataset.images);
  // A new data set changes everything the storefront caches.
  await options.revalidator?.notifyChanged([...allGroupTags]);
}

async function writeDataset(db: Db, dataset: Dataset, options: LoadOptions): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.truncate) {
      // Dependents first; cross-module references carry no foreign keys, so order is by module.
      await truncateCart(tx);
      await truncateCms(tx);
      await truncatePayment(tx);
      await truncateShipping(tx);
      await truncateInventory(tx);
      await truncateCatalog(tx);
      await truncateCustomer(tx);
      await truncateSettings(tx);
    }
    await seedSettings(tx, dataset);
    await seedCustomer(tx, dataset);
    await seedOperator(tx, dataset);
    await seedCatalog(tx, dataset);
    await seedInventory(tx, dataset);
    await seedShipping(tx, dataset);
    await seedPayment(tx, dataset);
    await seedCms(tx, dataset);
    await seedCart(tx, dataset);
    // The listing read model joins catalogue, prices and stock, so it is built after all of them.
    await refreshProductListing(tx);
  });
  // Fresh statistics: without them the planner misjudges the bulk-loaded tables by orders of
  // magnitude (and on PostgreSQL even JIT-compiles 20-row lookups).
  await db.execute(sql`analyze`);
  invalidateCategoryTree(db);
  invalidateListingIndex(db);
}

async function writeImages(dataDir: string, images: Dataset['images']): Promise<void> {
  // A few files at a time: enough to hide latency without exhausting file handles.
  const queue = [...images];
  const worker = async () => {
    for (let img = queue.shift(); img; img = queue.shift()) await writeOriginal(dataDir, img.path, img.svg);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** True when the catalogue has no products yet (a fresh database). */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  return !(await catalogHasProducts(db));
}
