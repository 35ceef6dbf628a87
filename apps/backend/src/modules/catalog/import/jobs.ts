import { groupTags } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import type { JobHandlers, JobLogger } from '../../jobs/index.ts';
import { invalidateListingIndex } from '../listing/listing-index.ts';
import type { PriceRevalidator } from '../pricing/admin-routes.ts';
import type { ImportLookups } from './kind.ts';
import { runImport } from './run.ts';
import { actorOfImport } from './service.ts';

/**
 * The 'catalogue-import' job: runs the import, then (when it changed something) drops the listing
 * index and revalidates the storefront's catalogue, which also queues the feeds' rebuild. A run
 * that fails is recorded as failed and not retried: its outcome is the operator's to read.
 */
export function createCatalogueImportJobHandlers(deps: {
  db: Db;
  lookups: ImportLookups;
  revalidator: PriceRevalidator;
  log: JobLogger;
}): JobHandlers {
  return {
    'catalogue-import': async ({ importId, actor }) => {
      const outcome = await runImport(deps.db, importId, {
        lookups: deps.lookups,
        actor: actorOfImport(actor),
      });
      if (!outcome) return;
      deps.log.info(
        { importId, ...outcome, productIds: outcome.productIds.length },
        'catalogue import finished',
      );
      if (outcome.dryRun || outcome.applied === 0) return;
      invalidateListingIndex(deps.db);
      await deps.revalidator.notifyChanged([groupTags.catalog, groupTags.productCategories]);
    },
  };
}
