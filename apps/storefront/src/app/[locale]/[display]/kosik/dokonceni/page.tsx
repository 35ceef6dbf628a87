import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderFinished } from '@/components/order/OrderFinished';
import { OrderMissing } from '@/components/order/OrderMissing';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { loadOrder } from '@/lib/order/load';
import { parseOrderNotice } from '@/lib/order/notice';
import { ORDER_COOKIE } from '@/lib/order/server';

type Props = {
  params: Promise<{ locale: string; display: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The shopper's own order: rendered per request from the order cookie, never cached or indexed. */
export const instant = false;

async function resolveLocale(params: Props['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Order' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /kosik/dokonceni (spec cart §2 "order finished"): the order just placed and how to pay it. */
export default async function OrderFinishedPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  setRequestLocale(locale);
  const [jar, query] = await Promise.all([cookies(), searchParams]);
  const loaded = await loadOrder(locale, jar.get(ORDER_COOKIE)?.value);
  if (loaded.state !== 'found') return <OrderMissing locale={locale} failed={loaded.state === 'failed'} />;
  return <OrderFinished locale={locale} order={loaded.order} notice={parseOrderNotice(query.zprava)} />;
}
