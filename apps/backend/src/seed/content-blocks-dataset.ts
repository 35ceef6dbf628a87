import type { Translated } from '../db/columns.ts';
import type { SeoTexts } from './dataset.ts';
import type { StoredBlockInput } from '../modules/pages/content-blocks/stored.ts';

/**
 * Pages built of content blocks, curated guides, the home page's wide banners and info boxes, and
 * blocks added under existing text pages. Slugs are shared by every locale the entity is
 * translated to (page_meta rows per locale).
 */
export interface ContentPageRow {
  slug: string;
  title: Translated;
  /** HTML above the blocks. */
  content?: Translated;
  /** Blocks shown at a time; absent: all on one page. */
  blocksPerPage?: number;
  backgroundImage?: string;
  blocks: StoredBlockInput[];
  seo: SeoTexts;
}

export interface CuratedGuideRow {
  id: number;
  slug: string;
  title: Translated;
  subtitle?: Translated;
  perex?: Translated;
  image?: string;
  weight: number;
  blocks: StoredBlockInput[];
  seo: SeoTexts;
}

export interface WideBannerRow {
  title: Translated;
  text1?: Translated;
  text2?: Translated;
  buttonText?: Translated;
  image?: string;
  url?: string;
  weight: number;
  enabled: boolean;
  /** Both ISO date-times: shown only strictly between them. */
  timeLimit?: { start: string; end: string };
  itemId?: string;
  itemName?: string;
}

export interface InfoBoxRow {
  boxColor: 'info' | 'success' | 'warning' | 'danger';
  order: number;
  enabled: boolean;
  /** HTML. */
  text: Translated;
}

export interface ContentBlocksDataset {
  contentPages: ContentPageRow[];
  curatedGuides: CuratedGuideRow[];
  wideBanners: WideBannerRow[];
  infoBoxes: InfoBoxRow[];
  /** Blocks shown after the content of existing text pages, by the page's slug. */
  textPageBlocks: { pageSlug: string; blocks: StoredBlockInput[] }[];
}
