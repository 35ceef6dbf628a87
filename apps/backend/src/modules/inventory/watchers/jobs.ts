import { sql } from 'drizzle-orm';
import { locales, type Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';
import type { Mailer } from '../../../integrations/mail/mailer.ts';
import { renderStockBack } from '../../../integrations/mail/stock-back.tsx';
import type { JobHandlers, JobLogger } from '../../jobs/index.ts';
import { freeStockOf } from '../stock/free.ts';
import type { VariantLookup, WatchedVariant } from './variants.ts';

const localeOf = (raw: string): Locale =>
  (locales as readonly string[]).includes(raw) ? (raw as Locale) : 'cs';

/** The product page of the variant on the storefront, as the storefront links it. */
function productUrl(storefrontUrl: string, locale: Locale, v: WatchedVariant, variantId: number) {
  const prefix = locale === 'cs' ? '' : `/${locale}`;
  const base = `${storefrontUrl}${prefix}/produkt/${encodeURIComponent(v.productSlug)}`;
  return v.isDefault ? base : `${base}?variant_id=${variantId}`;
}

/**
 * The 'stock-back' job: one e-mail to every open watcher of a variant that is back in stock. The
 * watches are claimed first (`notified_at` set where it was null, in one statement), so that two
 * runners never mail the same watcher; the ones not mailed when a send fails are given back and the
 * job is retried. A variant sold out again by the time the job runs keeps its watchers for later.
 */
export function createStockWatchJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  variants: VariantLookup;
  shopName: string;
  storefrontUrl: string;
  log: JobLogger;
}): JobHandlers {
  const { db, log } = deps;
  return {
    'stock-back': async ({ variantId }) => {
      if (((await freeStockOf(db, [variantId])).get(variantId) ?? 0) <= 0) {
        log.info({ variantId }, 'variant sold out again: watchers wait on');
        return;
      }
      const named = new Map<Locale, WatchedVariant | undefined>();
      const variantIn = async (locale: Locale) => {
        if (!named.has(locale))
          named.set(locale, (await deps.variants(db, [variantId], locale)).get(variantId));
        return named.get(locale);
      };
      if (!(await variantIn('cs'))) {
        log.warn({ variantId }, 'watched variant is gone or hidden: nobody mailed');
        return;
      }
      const claimed = await queryRows<{ id: number; email: string; locale: string }>(
        db,
        sql`update inventory.stock_watchers set notified_at = now()
             where variant_id = ${variantId} and notified_at is null
         returning id, email, locale`,
      );
      const unsent = new Set(claimed.map((w) => w.id));
      try {
        for (const w of claimed) {
          const locale = localeOf(w.locale);
          const v = (await variantIn(locale)) ?? (await variantIn('cs'))!;
          const sent = await deps.mailer.send(
            await renderStockBack(w.email, locale, {
              shopName: deps.shopName,
              itemName: v.isDefault ? v.productName : `${v.productName} – ${v.variantName}`,
              productUrl: productUrl(deps.storefrontUrl, locale, v, variantId),
            }),
          );
          unsent.delete(w.id);
          log.info(
            { variantId, watcherId: w.id, messageId: sent.messageId, file: sent.file },
            'back-in-stock e-mail sent',
          );
        }
      } finally {
        if (unsent.size > 0) {
          await db.execute(
            sql`update inventory.stock_watchers set notified_at = null
                 where id = any(${sqlIntArray([...unsent])})`,
          );
        }
      }
    },
  };
}
