import type { UserOrderSummary } from '@shop/contract';
import { localeContext, type AppLocale } from '@/i18n/routing';

/** Where an order is, in one word: cancelled, delivered, shipped, paid or received. */
export const orderState = (o: Pick<UserOrderSummary, 'status' | 'fulfilment'>) =>
  o.status === 'cancelled'
    ? 'cancelled'
    : o.fulfilment !== 'unshipped'
      ? o.fulfilment
      : o.status === 'paid'
        ? 'paid'
        : 'new';

/** The day an order was placed, as the page's language writes dates. */
export const orderDate = (locale: AppLocale, iso: string) =>
  new Intl.DateTimeFormat(localeContext[locale].htmlLang, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Prague',
  }).format(new Date(iso));
