import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { currencyCodes, type PriceDisplay } from '@/lib/currency';
import { PriceDisplayForm } from './PriceDisplayForm';

/** Currency and VAT display switch of the header top (kept in cookies). */
export async function PriceDisplaySwitch({ locale, display }: { locale: AppLocale; display: PriceDisplay }) {
  const t = await getTranslations({ locale, namespace: 'PriceDisplay' });
  return (
    <PriceDisplayForm
      action="/api/price-display"
      labels={{ label: t('label'), currency: t('currency'), vat: t('vat'), submit: t('submit') }}
      currencies={currencyCodes.map((c) => ({ value: c, label: c }))}
      vatModes={(['with', 'without', 'both'] as const).map((m) => ({ value: m, label: t(m) }))}
      currency={display.currency}
      vatMode={display.both ? 'both' : display.vat}
    />
  );
}
