import { getTranslations } from 'next-intl/server';
import { SearchBox, type SearchBoxTexts } from '@/components/search/SearchBox';
import { localizedPath, type AppLocale } from '@/i18n/routing';

/** Representative counts of each plural category (Czech 'many' is for decimals). */
const PLURAL_SAMPLES = { zero: 0, one: 1, few: 2, many: 1.5, other: 5 } as const;

/**
 * Header search: a GET form to /hledat (works without JavaScript) whose input becomes the
 * search-as-you-type combobox once hydrated.
 */
export async function SearchForm({ locale }: { locale: AppLocale }) {
  const [t, tb] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout.search' }),
    getTranslations({ locale, namespace: 'SearchBox' }),
  ]);
  const status = Object.fromEntries(
    Object.entries(PLURAL_SAMPLES).map(([k, n]) => [
      k,
      tb('status', { count: n }).replace(n.toLocaleString(locale), '#'),
    ]),
  ) as SearchBoxTexts['status'];
  const texts: SearchBoxTexts = {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    products: tb('products'),
    categories: tb('categories'),
    showAll: tb('showAll'),
    noResults: tb('noResults', { query: '{query}' }),
    loading: tb('loading'),
    error: tb('error'),
    status,
  };
  return <SearchBox action={localizedPath(locale, '/hledat')} locale={locale} texts={texts} />;
}
