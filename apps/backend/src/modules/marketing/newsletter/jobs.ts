import { eq } from 'drizzle-orm';
import { locales, type Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { renderNewsletterActivation } from '../../../integrations/mail/newsletter-activation.tsx';
import type { Mailer } from '../../../integrations/mail/mailer.ts';
import type { MarketingContactService } from '../../../integrations/marketing-contact/marketing-contact.ts';
import type { JobHandlers, JobLogger } from '../../jobs/index.ts';
import { newsletterSubscriptions } from '../tables.ts';
import { ACTIVATION_DAYS, UNSUBSCRIBE_PAGE, hashToken } from './service.ts';

/** The newsletter's e-mails, and the welcome campaign's contacts, sent after commit. */
export function createNewsletterJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  shopName: string;
  /** The storefront's public address: the unsubscribe page is there. */
  storefrontUrl: string;
  /** The store API's public address: mail programs post the one-click unsubscribe there. */
  publicUrl: string;
  marketingContact: MarketingContactService;
  log: JobLogger;
}): JobHandlers {
  return {
    'marketing-contact': async (contact) => {
      await deps.marketingContact.add(contact);
      deps.log.info({ date: contact.date }, 'welcome-campaign contact passed on');
    },
    'newsletter-activation': async ({ subscriptionId, activationUrl }) => {
      // A job run again after its link was cleared has nothing left to send.
      if (!activationUrl) return;
      const [row] = await deps.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, subscriptionId));
      // Only the newest link of a subscription still waiting for it: a later sign-up sends its own.
      const token = new URL(activationUrl).searchParams.get('token') ?? '';
      if (row?.status !== 'pending' || row.activationTokenHash !== hashToken(token)) return;
      const locale = (locales as readonly string[]).includes(row.locale) ? (row.locale as Locale) : 'cs';
      const prefix = locale === 'cs' ? '' : `/${locale}`;
      const unsubscribe = new URLSearchParams({ token: row.unsubscribeToken });
      const sent = await deps.mailer.send(
        await renderNewsletterActivation(row.email, {
          locale,
          shopName: deps.shopName,
          activationUrl,
          validDays: ACTIVATION_DAYS,
          unsubscribeUrl: `${deps.storefrontUrl}${prefix}${UNSUBSCRIBE_PAGE}?${unsubscribe}`,
          oneClickUnsubscribeUrl: `${deps.publicUrl}/api/v1/newsletter/unsubscribe/one-click?${unsubscribe}`,
        }),
      );
      deps.log.info(
        { subscriptionId, messageId: sent.messageId, file: sent.file },
        'newsletter activation e-mail sent',
      );
    },
  };
}
