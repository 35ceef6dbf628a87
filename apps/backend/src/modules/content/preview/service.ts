import type { ContentPreview, PreviewType } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { loadArticlePreview } from '../../articles/index.ts';
import { loadCuratedGuidePreview, loadPagePreview, type BlockAudience } from '../../pages/index.ts';

const loaders: Record<
  PreviewType,
  (db: Db, id: number, audience: BlockAudience) => Promise<ContentPreview | null>
> = {
  article: loadArticlePreview,
  page: loadPagePreview,
  curated_guide: loadCuratedGuidePreview,
};

/**
 * An item as its preview shows it, published or not, with its content blocks resolved as on its
 * public page (product boxes priced in the audience's currency); null when there is none.
 */
export function loadPreview(
  db: Db,
  type: PreviewType,
  id: number,
  audience: BlockAudience,
): Promise<ContentPreview | null> {
  return loaders[type](db, id, audience);
}
