import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { assistingOperator } from '@/lib/user/account-page';

/**
 * While the shop is logged in as the customer, every account page says so and names the operator,
 * so that the operator never forgets whose account this is. Nothing otherwise.
 */
export async function AssistedSessionBanner({ locale }: { locale: AppLocale }) {
  const operator = await assistingOperator(locale);
  if (!operator) return null;
  const t = await getTranslations({ locale, namespace: 'User' });
  return (
    <p
      role="note"
      data-testid="assisted-session"
      className="rounded-md border-2 border-warning bg-tint p-3 font-semibold text-ink md:col-span-2"
    >
      {t('assistedBanner', { operator })}
    </p>
  );
}
