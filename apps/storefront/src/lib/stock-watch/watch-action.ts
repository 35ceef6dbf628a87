'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { firstForwardedFor } from '../currency/visitor-country';
import { parseVariantId } from '../product';
import { formLocale, formText } from '../user/form-data';
import { watchVariant } from './watch-api';
import { productBackPath, refusedOutcome, type WatchOutcome } from './watch-outcome';

export interface WatchState {
  ok: boolean;
  text: string;
  /** The address was refused (the field is at fault). */
  invalid: boolean;
}

/**
 * "Hlídat dostupnost" on a sold-out variant's product page. With JavaScript the form shows the
 * answer in place. Without it the product page (prerendered, shared by every visitor) cannot show
 * it, so the post goes on to `/hlidat-dostupnost` with the outcome in the query (never the address).
 */
export async function watchStockAction(_prev: WatchState | null, form: FormData): Promise<WatchState> {
  const locale = formLocale(form);
  const variantId = parseVariantId(formText(form, 'variantId'));
  const head = await headers();
  let outcome: WatchOutcome = 'watching';
  if (variantId === null) outcome = 'notFound';
  else {
    try {
      await watchVariant(
        locale,
        variantId,
        formText(form, 'email'),
        firstForwardedFor(head.get('x-forwarded-for')),
      );
    } catch (e) {
      outcome = refusedOutcome(e);
    }
  }
  if (!head.has('next-action')) {
    const query = new URLSearchParams({ stav: outcome });
    if (variantId !== null) query.set('varianta', String(variantId));
    const back = productBackPath(formText(form, 'back'));
    if (back) query.set('zpet', back);
    redirect(`${localizedPath(locale, '/hlidat-dostupnost')}?${query}`);
  }
  const t = await getTranslations({ locale, namespace: 'StockWatch' });
  return { ok: outcome === 'watching', text: t(outcome), invalid: outcome === 'emailInvalid' };
}
