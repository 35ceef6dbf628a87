import { getTranslations } from 'next-intl/server';
import { localeHref } from '@/i18n/domains';
import { offeredLanguages } from '@/i18n/offered';
import type { AppLocale } from '@/i18n/routing';
import { LanguageChoice } from './LanguageChoice';

/**
 * The language switcher of the header top: the languages the shop offers, each linking to its
 * storefront's home page (on its own host where it has one). Not shown while one language is offered.
 */
export async function LanguageSwitch({ locale }: { locale: AppLocale }) {
  const [t, languages] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout.languageSwitch' }),
    offeredLanguages(),
  ]);
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t('label')}>
      <ul className="flex items-center gap-x-3">
        {languages.map((l) => (
          <li key={l.locale}>
            <a
              href={localeHref(l.locale, '/')}
              hrefLang={l.locale}
              lang={l.locale}
              data-locale-choice={l.locale}
              aria-current={l.locale === locale ? 'true' : undefined}
              className={
                l.locale === locale
                  ? 'font-semibold text-ink'
                  : 'underline-offset-2 hover:text-ink hover:underline'
              }
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
      <LanguageChoice />
    </nav>
  );
}
