import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Order } from '@shop/contract';
import {
  comparisonShoppingReport,
  shopCertificationReport,
  type PurchaseReporter,
  type PurchaseReportService,
} from './reporter.ts';

/**
 * A service that is not configured: each report is appended as one JSON line (the body the
 * service would get, without credentials, plus when it was made) to
 * `${dataDir}/reports/<service>.jsonl`, where it can be read or replayed.
 */
export function localPurchaseReporter(service: PurchaseReportService, dataDir: string): PurchaseReporter {
  const dir = path.join(dataDir, 'reports');
  const file = path.join(dir, `${service}.jsonl`);
  const build = service === 'shop-certification' ? shopCertificationReport : comparisonShoppingReport;
  return {
    service,
    async report(order: Order) {
      await mkdir(dir, { recursive: true });
      // One write of one line with O_APPEND: concurrent writers never interleave inside it.
      await appendFile(
        file,
        `${JSON.stringify({ ...build(order), reportedAt: new Date().toISOString() })}\n`,
      );
    },
  };
}
