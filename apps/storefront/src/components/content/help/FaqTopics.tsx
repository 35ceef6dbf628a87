import type { FaqTopic } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { CmsHtml } from '@/components/content/CmsHtml';

/** The FAQ: a list of topics to jump to, then each topic's questions as disclosures (work without script). */
export async function FaqTopics({ locale, topics }: { locale: AppLocale; topics: FaqTopic[] }) {
  const t = await getTranslations({ locale, namespace: 'Help' });
  if (topics.length === 0) return <p className="mt-6 text-muted">{t('faqEmpty')}</p>;
  const anchor = (i: number) => `tema-${i + 1}`;
  return (
    <>
      <nav aria-label={t('faqTopics')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {topics.map((topic, i) => (
            <li key={topic.topic}>
              <a
                href={`#${anchor(i)}`}
                className="inline-block rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-brand hover:border-brand"
              >
                {topic.topic}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.map((topic, i) => (
        <section key={topic.topic} aria-labelledby={anchor(i)} className="mt-8 max-w-3xl">
          <h2 id={anchor(i)} className="mb-3 scroll-mt-24 text-xl font-bold">
            {topic.topic}
          </h2>
          <div className="divide-y divide-line rounded-lg border border-line bg-white">
            {topic.entries.map((entry) => (
              <details key={entry._id} className="group/faq px-4 py-3">
                <summary className="cursor-pointer font-semibold">{entry.question}</summary>
                <CmsHtml className="rich-text mt-2" locale={locale} html={entry.answer} />
              </details>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
