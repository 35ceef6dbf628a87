import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../integrations/mail/mailer.ts';
import {
  renderServiceCaseConfirmation,
  renderServiceCaseForShop,
} from '../../../integrations/mail/service-case.tsx';
import { renderServiceCaseReply } from '../../../integrations/mail/service-case-reply.tsx';
import { renderServiceLookupCode } from '../../../integrations/mail/service-lookup-code.tsx';
import { keyFor } from '../../../http/keys.ts';
import type { JobHandlers, JobLogger } from '../../jobs/index.ts';
import { settingValues } from '../../settings/index.ts';
import { serviceCaseMessages, serviceCases } from '../tables.ts';
import { issueLookupCode, LOOKUP_CODE_MINUTES } from './lookup-codes.ts';
import type { ServiceCaseOrders } from './orders.ts';

/**
 * The e-mails of a complaint or withdrawal: the one-time code of a look-up, the case filed,
 * answered by the shop, resolved or rejected; sent after commit.
 */
export function createServiceCaseJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  /** The case's order, for the customer's name; a look-up's order by its code and e-mail. */
  orders: Pick<ServiceCaseOrders, 'find'>;
  /** The shop's secret: the key of the look-up codes' hashes is derived from it. */
  secret: string;
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

  const codeKey = keyFor(deps.secret, 'service-lookup-code');

  return {
    'service-lookup-code': async ({ orderCode, email, locale }) => {
      // A job run again after its e-mail was cleared has nothing left to send.
      if (!email) return;
      // A code and an e-mail that are no order's get no mail.
      const order = await deps.orders.find(deps.db, orderCode, email);
      if (!order) return;
      const code = await issueLookupCode(deps.db, codeKey, order.id);
      if (!code) {
        deps.log.warn({ orderId: order.id }, 'service look-up codes of the hour used up: none sent');
        return;
      }
      const sent = await deps.mailer.send(
        await renderServiceLookupCode(
          { name: order.customerName, address: order.email },
          { locale, shopName: deps.shopName, orderCode: order.code, code, validMinutes: LOOKUP_CODE_MINUTES },
        ),
      );
      deps.log.info(
        { orderId: order.id, messageId: sent.messageId, file: sent.file },
        'service look-up code sent',
      );
    },
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
