import { helpPaths, type InfomailItem } from '@shop/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { AppLink } from '../../ui/AppLink';

/** The infomail archive, newest first, each with the date it went out. */
export async function InfomailList({ locale, infomails }: { locale: AppLocale; infomails: InfomailItem[] }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Help' }),
    getFormatter({ locale }),
  ]);
  if (infomails.length === 0) return <p className="mt-6 text-muted">{t('infomailEmpty')}</p>;
  return (
    <ul className="mt-6 grid max-w-3xl gap-3">
      {infomails.map((m) => (
        <li key={m._id} className="rounded-lg border border-line bg-white p-4">
          <AppLink
            locale={locale}
            href={helpPaths.infomail(m.page_meta.slug)}
            prefetch={false}
            className="text-lg font-semibold text-brand underline hover:no-underline"
          >
            {m.title}
          </AppLink>
          <p className="mt-1 text-sm text-muted">
            {t('infomailSent', {
              date: format.dateTime(new Date(m.sent_at), { day: 'numeric', month: 'long', year: 'numeric' }),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
