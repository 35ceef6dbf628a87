import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../integrations/mail/mailer.ts';
import {
  renderServiceCaseConfirmation,
  renderServiceCaseForShop,
} from '../../../integrations/mail/service-case.tsx';
import type { JobHandlers, JobLogger } from '../../jobs/index.ts';
import { findServiceOrder } from '../../order/index.ts';
import { settingValues } from '../../settings/index.ts';
import { serviceCases } from '../tables.ts';

/** The e-mails of a filed complaint or withdrawal, sent after commit. */
export function createServiceCaseJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  shopName: string;
  /** Where the shop's copy goes when the shop settings name no contact e-mail. */
  fallbackShopAddress: string;
  log: JobLogger;
}): JobHandlers {
  return {
    'service-case': async ({ caseId, to }) => {
      const [row] = await deps.db.select().from(serviceCases).where(eq(serviceCases.id, caseId));
      if (!row) return;
      const order = await findServiceOrder(deps.db, row.orderCode, row.email);
      const mail = {
        kind: row.kind,
        caseNumber: row.caseNumber,
        orderCode: row.orderCode,
        items: row.items,
        reason: row.reason,
        iban: row.iban,
        customer: { name: order?.customerName ?? row.email, address: row.email },
      };
      const shop = (await settingValues(deps.db, ['shop'])).get('shop') as { email?: unknown } | undefined;
      const shopAddress =
        typeof shop?.email === 'string' && shop.email ? shop.email : deps.fallbackShopAddress;
      const sent = await deps.mailer.send(
        to === 'customer'
          ? await renderServiceCaseConfirmation(mail, deps.shopName)
          : await renderServiceCaseForShop(mail, { name: deps.shopName, address: shopAddress }),
      );
      deps.log.info({ caseId, to, messageId: sent.messageId, file: sent.file }, 'service case e-mail sent');
    },
  };
}
