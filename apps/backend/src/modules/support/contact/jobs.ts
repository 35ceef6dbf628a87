import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { renderContactMessage } from '../../../integrations/mail/contact-message.tsx';
import type { Mailer } from '../../../integrations/mail/mailer.ts';
import type { JobHandlers, JobLogger } from '../../jobs/index.ts';
import { settingValues } from '../../settings/index.ts';
import { contactMessages } from '../tables.ts';

/** The contact form's e-mail to the shop, sent after the message is stored. */
export function createContactJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  shopName: string;
  /** Where messages go when the shop settings name no contact e-mail. */
  fallbackShopAddress: string;
  log: JobLogger;
}): JobHandlers {
  return {
    'contact-message': async ({ messageId }) => {
      const [row] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
      if (!row) return;
      const shop = (await settingValues(deps.db, ['shop'])).get('shop') as { email?: unknown } | undefined;
      const address = typeof shop?.email === 'string' && shop.email ? shop.email : deps.fallbackShopAddress;
      const sent = await deps.mailer.send(
        await renderContactMessage(
          {
            id: row.id,
            name: row.name,
            email: row.email,
            phone: row.phone,
            orderCode: row.orderCode,
            message: row.message,
            locale: row.locale,
            receivedAt: row.createdAt,
          },
          { name: deps.shopName, address },
        ),
      );
      deps.log.info(
        { contactMessageId: messageId, messageId: sent.messageId, file: sent.file },
        'contact message e-mailed',
      );
    },
  };
}
