import { forgetCustomerCarts } from './modules/cart/index.ts';
import type { AccountDataOfOthers } from './modules/customer/index.ts';
import { forgetStockWatches, stockWatchesOf } from './modules/inventory/index.ts';
import { forgetJobData } from './modules/jobs/index.ts';
import { forgetNewsletter, newsletterOf } from './modules/marketing/index.ts';
import { anonymiseCustomerOrders, customerOrdersExport } from './modules/order/index.ts';
import { forgetSupportData, supportDataOf } from './modules/support/index.ts';
import { forgetFilesOf } from './integrations/erasure/files.ts';

/**
 * Everything the shop keeps of a customer outside the customer module, for their data export and
 * for deleting their account: each module says what it holds under the account or its e-mail.
 */
export function accountDataOfOthers(dataDir: string): AccountDataOfOthers {
  return {
    orders: customerOrdersExport,
    byEmail: async (db, email) => ({
      ...(await supportDataOf(db, email)),
      stockWatches: await stockWatchesOf(db, email),
      newsletter: await newsletterOf(db, email),
    }),
    forget: async (tx, accountId, email) => {
      await anonymiseCustomerOrders(tx, accountId, email);
      await forgetCustomerCarts(tx, accountId);
      await forgetSupportData(tx, email);
      await forgetStockWatches(tx, email);
      await forgetNewsletter(tx, email);
      await forgetJobData(tx, email);
    },
    forgetFiles: (email) => forgetFilesOf(dataDir, email),
  };
}
