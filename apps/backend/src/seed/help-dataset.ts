import type { Translated } from '../db/columns.ts';
import type { SeoTexts } from './dataset.ts';

/** The help pages' CMS content: the FAQ, the glossary and the infomails. */
export interface HelpDataset {
  faq: FaqEntryRow[];
  glossary: GlossaryTermRow[];
  infomails: InfomailRow[];
}

/** A question of the FAQ page; topics group the questions, heavier ones first. */
export interface FaqEntryRow {
  id: number;
  topic: Translated;
  question: Translated;
  /** HTML. */
  answer: Translated;
  weight: number;
}

/** A glossary term; its slug is shared by every locale it has a title in. */
export interface GlossaryTermRow {
  id: number;
  slug: string;
  title: Translated;
  perex: Translated;
  /** HTML. */
  description: Translated;
  /** Store category ids. */
  categoryIds: number[];
  productIds: number[];
  virtualCategoryIds: number[];
  /** Other glossary terms' ids. */
  termIds: number[];
  seo: SeoTexts;
}

/** An infomail (the shop newsletter) as it was sent. */
export interface InfomailRow {
  id: number;
  slug: string;
  /** ISO date-time. */
  sentAt: string;
  title: Translated;
  /** The e-mail as sent (HTML). */
  infomailHtml: Translated;
  /** A short introduction shown above the e-mail (HTML). */
  content?: Translated;
  seo: SeoTexts;
}
