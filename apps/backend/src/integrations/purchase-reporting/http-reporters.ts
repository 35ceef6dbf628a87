import type { Order } from '@shop/contract';
import {
  comparisonShoppingReport,
  shopCertificationReport,
  type PurchaseReporter,
  type PurchaseReportService,
} from './reporter.ts';

async function post(
  service: PurchaseReportService,
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new Error(`${service}: ${url} unreachable: ${(err as Error).message}`, { cause: err });
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new Error(`${service}: ${url} answered ${res.status}: ${text.slice(0, 300)}`);
}

/** Shop certification over HTTP: `{ apiKey, email, orderId, productItemIds }` to its URL. */
export function httpShopCertificationReporter(o: {
  url: string;
  apiKey: string;
  timeoutMs?: number;
}): PurchaseReporter {
  return {
    service: 'shop-certification',
    report: (order: Order) =>
      post(
        'shop-certification',
        o.url,
        { apiKey: o.apiKey, ...shopCertificationReport(order) },
        o.timeoutMs ?? 10_000,
      ),
  };
}

/** Comparison shopping over HTTP: `{ shopId, orderId, revenue, currencyCode, products }` to its URL. */
export function httpComparisonShoppingReporter(o: {
  url: string;
  shopId: string;
  timeoutMs?: number;
}): PurchaseReporter {
  return {
    service: 'comparison-shopping',
    report: (order: Order) =>
      post(
        'comparison-shopping',
        o.url,
        { shopId: o.shopId, ...comparisonShoppingReport(order) },
        o.timeoutMs ?? 10_000,
      ),
  };
}
