import type { Config } from '../../config.ts';
import { httpComparisonShoppingReporter, httpShopCertificationReporter } from './http-reporters.ts';
import { localPurchaseReporter } from './local-reporter.ts';
import type { PurchaseReporter, PurchaseReportService } from './reporter.ts';

/** The reporter of each service: over HTTP when configured, else the local JSON-lines file. */
export function createPurchaseReporters(config: Config): Record<PurchaseReportService, PurchaseReporter> {
  return {
    'shop-certification': config.shopCertification
      ? httpShopCertificationReporter(config.shopCertification)
      : localPurchaseReporter('shop-certification', config.dataDir),
    'comparison-shopping': config.comparisonShopping
      ? httpComparisonShoppingReporter(config.comparisonShopping)
      : localPurchaseReporter('comparison-shopping', config.dataDir),
  };
}
