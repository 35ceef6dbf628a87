import { z } from 'zod';
import { adminList } from './admin-operators.ts';

/**
 * Newsletter subscribers in the back office (/api/admin/v1/newsletter-subscribers, permission
 * `customers`): the list, and the CSV export of the confirmed ones with their consent's date and
 * source. Unsubscribed and never-confirmed addresses are never exported.
 */
export const newsletterSubscriberStatuses = ['pending', 'active', 'unsubscribed'] as const;
export const newsletterSubscriberStatusLabels: Record<(typeof newsletterSubscriberStatuses)[number], string> =
  {
    pending: 'Nepotvrzený',
    active: 'Přihlášený',
    unsubscribed: 'Odhlášený',
  };

export const adminNewsletterSubscriberQuery = z.object({
  /** Any part of the e-mail. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(newsletterSubscriberStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminNewsletterSubscriberQuery = z.infer<typeof adminNewsletterSubscriberQuery>;

export const adminNewsletterSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(newsletterSubscriberStatuses),
  locale: z.string(),
  /** Where the sign-up came from (footer, block, welcome …). */
  source: z.string().nullable(),
  createdAt: z.string(),
  /** When the address confirmed the subscription (the consent). */
  activatedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type AdminNewsletterSubscriber = z.infer<typeof adminNewsletterSubscriber>;
export const adminNewsletterSubscriberList = adminList(adminNewsletterSubscriber);

/** Columns of the export: e-mail, locale, and the consent (sign-up, confirmation, source). */
export const newsletterExportHeader = ['email', 'jazyk', 'prihlaseno', 'potvrzeno', 'zdroj'] as const;

/**
 * Product feeds for comparison sites (Heureka, Zboží.cz, Google Merchant Center): what is built,
 * for the back office's overview.
 */
export const productFeedFormats = ['heureka', 'zbozi', 'google'] as const;
export type ProductFeedFormat = (typeof productFeedFormats)[number];

export const adminProductFeed = z.object({
  format: z.enum(productFeedFormats),
  locale: z.string(),
  currency: z.string(),
  /** The backend's address of the feed (query locale and currency). */
  apiPath: z.string(),
  /** The storefront's stable address, to give to the comparison site. */
  storefrontPath: z.string(),
  /** null: not built yet. */
  productCount: z.number().int().nullable(),
  builtAt: z.string().nullable(),
  /** Size of the stored gzip in bytes. */
  bytes: z.number().int().nullable(),
});
export type AdminProductFeed = z.infer<typeof adminProductFeed>;
export const adminProductFeedList = z.object({ data: z.array(adminProductFeed) });

/** The feed files: /api/v1/feeds/heureka.xml and so on. */
export const productFeedFiles = ['heureka.xml', 'zbozi.xml', 'google.xml'] as const;
export const productFeedParams = z.object({ file: z.enum(productFeedFiles) });
export const productFeedQuery = z.object({
  locale: z.enum(['cs', 'sk', 'de']).optional(),
  currency: z.enum(['CZK', 'EUR']).optional(),
});
