import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../integrations/mail/mailer.ts';
import {
  renderServiceCaseConfirmation,
  renderServiceCaseForShop,
} from '../../../integrations/mail/service-case.tsx';
import { renderServiceCaseReply } from '../../../integrations/mail/service-case-reply.tsx';
import type { JobHandlers, JobLogger } from '../../jobs/index.ts';
import { settingValues } from '../../settings/index.ts';
import { serviceCaseMessages, serviceCases } from '../tables.ts';
import type { ServiceCaseOrders } from './orders.ts';

/** The e-mails of a complaint or withdrawal: filed, answered by the shop, resolved or rejected; sent after commit. */
export function createServiceCaseJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  /** The case's order, for the customer's name. */
  orders: Pick<ServiceCaseOrders, 'find'>;
  shopName: string;
  /** Where the shop's copy goes when the shop settings name no contact e-mail. */
  fallbackShopAddress: string;
  log: JobLogger;
}): JobHandlers {
  const shopAddress = async () => {
    const shop = (await settingValues(deps.db, ['shop'])).get('shop') as { email?: unknown } | undefined;
    return typeof shop?.email === 'string' && shop.email ? shop.email : deps.fallbackShopAddress;
  };
  const customerOf = async (row: typeof serviceCases.$inferSelect) => {
    const order = await deps.orders.find(deps.db, row.orderCode, row.email);
    return { name: order?.customerName ?? row.email, address: row.email };
  };

  return {
    'service-case': async ({ caseId, to }) => {
      const [row] = await deps.db.select().from(serviceCases).where(eq(serviceCases.id, caseId));
      if (!row) return;
      const mail = {
        kind: row.kind,
        caseNumber: row.caseNumber,
        orderCode: row.orderCode,
        items: row.items,
        reason: row.reason,
        iban: row.iban,
        customer: await customerOf(row),
      };
      const sent = await deps.mailer.send(
        to === 'customer'
          ? await renderServiceCaseConfirmation(mail, deps.shopName)
          : await renderServiceCaseForShop(mail, { name: deps.shopName, address: await shopAddress() }),
      );
      deps.log.info({ caseId, to, messageId: sent.messageId, file: sent.file }, 'service case e-mail sent');
    },
    'service-case-reply': async ({ caseId, messageId, closed }) => {
      const [row] = await deps.db.select().from(serviceCases).where(eq(serviceCases.id, caseId));
      if (!row) return;
      const [message] =
        messageId === null
          ? []
          : await deps.db
              .select({ body: serviceCaseMessages.body })
              .from(serviceCaseMessages)
              .where(and(eq(serviceCaseMessages.id, messageId), eq(serviceCaseMessages.caseId, caseId)));
      const mail = await renderServiceCaseReply(
        {
          kind: row.kind,
          caseNumber: row.caseNumber,
          orderCode: row.orderCode,
          body: message?.body ?? null,
          closed,
          customer: await customerOf(row),
        },
        deps.shopName,
      );
      // The customer's answer goes to the shop's contact address.
      const sent = await deps.mailer.send({
        ...mail,
        replyTo: { name: deps.shopName, address: await shopAddress() },
      });
      deps.log.info({ caseId, messageId, closed, file: sent.file }, 'service case reply sent');
    },
  };
}
