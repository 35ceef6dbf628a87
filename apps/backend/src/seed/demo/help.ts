/** The help pages' demo content: the FAQ, the glossary and the infomails. */
import type { CmsDataset, ProductRow } from '../dataset.ts';
import type { HelpDataset } from '../help-dataset.ts';
import { FAQ } from './faq.ts';
import { buildGlossary } from './glossary.ts';
import { INFOMAILS } from './infomails.ts';

export function buildHelpContent(
  products: ProductRow[],
  virtualCategories: CmsDataset['virtualCategories'],
): HelpDataset {
  return {
    faq: structuredClone(FAQ),
    glossary: buildGlossary(products, virtualCategories),
    infomails: structuredClone(INFOMAILS),
  };
}
