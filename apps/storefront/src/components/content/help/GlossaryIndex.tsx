import { helpPaths, type GlossaryTermItem } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { glossaryAlphabet, groupByLetter, letterAnchor } from '@/lib/cms/glossary-letters';
import { AppLink } from '../../ui/AppLink';

/**
 * The glossary: an A–Z index (letters with terms jump to their section; the others are shown
 * but not links), then the terms of each letter with their perex.
 */
export async function GlossaryIndex({ locale, terms }: { locale: AppLocale; terms: GlossaryTermItem[] }) {
  const t = await getTranslations({ locale, namespace: 'Help' });
  if (terms.length === 0) return <p className="mt-6 text-muted">{t('glossaryEmpty')}</p>;
  const groups = groupByLetter(terms, (term) => term.title, locale);
  const present = new Set(groups.map((g) => g.letter));
  // Letters outside the alphabet (digits, signs) come after it.
  const alphabet = glossaryAlphabet(locale);
  const letters = [...alphabet, ...groups.map((g) => g.letter).filter((l) => !alphabet.includes(l))];
  return (
    <>
      <nav aria-label={t('glossaryIndex')} className="mt-6">
        <ul className="flex flex-wrap gap-1">
          {letters.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a
                  href={`#${letterAnchor(letter)}`}
                  className="flex h-10 min-w-10 items-center justify-center rounded-md border border-line bg-white px-2 font-bold text-brand hover:border-brand"
                >
                  {letter}
                </a>
              ) : (
                <span
                  className="flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-muted"
                  title={t('glossaryNoTerms', { letter })}
                >
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 grid gap-8">
        {groups.map((group) => (
          <section key={group.letter} aria-labelledby={letterAnchor(group.letter)}>
            <h2
              id={letterAnchor(group.letter)}
              className="mb-3 scroll-mt-24 border-b border-line pb-1 text-2xl font-extrabold text-brand"
            >
              {group.letter}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2">
              {group.items.map((term) => (
                <li key={term._id}>
                  <AppLink
                    locale={locale}
                    href={helpPaths.glossaryTerm(term.page_meta.slug)}
                    prefetch={false}
                    className="font-semibold text-brand underline hover:no-underline"
                  >
                    {term.title}
                  </AppLink>
                  {term.perex && <p className="mt-1 text-sm text-muted">{term.perex}</p>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
