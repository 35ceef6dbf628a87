import { helpPaths, type Infomail } from '@shop/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { HelpBackLink } from './HelpBackLink';
import { CmsHtml } from '@/components/content/CmsHtml';

/** One infomail: its title, date, introduction and the e-mail as it was sent (sanitised). */
export async function InfomailView({ locale, infomail }: { locale: AppLocale; infomail: Infomail }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Help' }),
    getFormatter({ locale }),
  ]);
  return (
    <article className="max-w-3xl">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{infomail.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {t('infomailSent', {
          date: format.dateTime(new Date(infomail.sent_at), {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          }),
        })}
      </p>
      {infomail.content && <CmsHtml className="rich-text mt-4" locale={locale} html={infomail.content} />}
      {infomail.infomail_html && (
        <section
          aria-label={t('infomailEmail')}
          className="mt-6 overflow-x-auto rounded-lg border border-line bg-white p-4 md:p-6"
        >
          <CmsHtml className="rich-text" locale={locale} html={infomail.infomail_html} />
        </section>
      )}
      <HelpBackLink locale={locale} href={helpPaths.infomails}>
        {t('backToInfomails')}
      </HelpBackLink>
    </article>
  );
}
