import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { firstParam } from '@/lib/private-page';
import { isListNotice } from '@/lib/lists/list-pages';

/** What a list page says after one of its forms (`?zprava=`): a failure as an alert. */
export async function ListNotice({
  locale,
  query,
}: {
  locale: AppLocale;
  query: Record<string, string | string[] | undefined>;
}) {
  const notice = firstParam(query.zprava);
  if (!isListNotice(notice)) return null;
  const t = await getTranslations({ locale, namespace: 'Lists.notice' });
  return notice === 'chyba' ? (
    <p role="alert" className="mt-4 rounded-md border border-danger bg-white p-3 font-semibold text-danger">
      {t(notice)}
    </p>
  ) : (
    <p role="status" className="mt-4 rounded-md bg-brand-soft p-3 font-semibold">
      {t(notice)}
    </p>
  );
}
