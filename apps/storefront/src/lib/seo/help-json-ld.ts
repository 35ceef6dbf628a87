import type { FaqTopic, GlossaryTerm } from '@shop/contract';
import type { JsonLd } from './json-ld';

/** schema.org data of the help pages (JSON-LD), built from contract data. */

/** FAQPage: every question with its answer (the sanitised HTML the page shows). */
export function faqPageJsonLd(topics: FaqTopic[], url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: topics.flatMap((topic) =>
      topic.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    ),
  };
}

/** DefinedTerm within the shop's glossary (a DefinedTermSet). */
export function definedTermJsonLd(
  term: GlossaryTerm,
  opts: { url: string; glossaryUrl: string; glossaryName: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: term.title,
    description: term.perex ?? undefined,
    url: opts.url,
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: opts.glossaryName, url: opts.glossaryUrl },
  };
}
