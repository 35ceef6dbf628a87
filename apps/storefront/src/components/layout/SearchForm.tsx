import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';

/** Header search: a plain GET form to /hledat, so it works without JavaScript. */
export async function SearchForm({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Layout.search' });
  return (
    <form action={localizedPath(locale, '/hledat')} method="get" role="search" className="flex w-full">
      <label htmlFor="header-search" className="sr-only">
        {t('label')}
      </label>
      <input
        id="header-search"
        type="search"
        name="q"
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-muted bg-white px-3 py-2 text-base text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        className="rounded-r-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {t('submit')}
      </button>
    </form>
  );
}
