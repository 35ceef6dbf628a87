import type { CatalogContent } from '../catalog/index.ts';
import { getCategoryContents } from './category-content/service.ts';
import { findCanonicalFilteredCategory, resolveFilteredCategory } from './filtered-categories/service.ts';
import { resolveVirtualCategory } from './virtual-categories/service.ts';

/** Merchandising's part of catalogue pages: category texts, virtual and filtered categories. */
export const merchandisingCatalogContent: CatalogContent = {
  categoryContents: getCategoryContents,
  virtualCategory: resolveVirtualCategory,
  filteredCategory: resolveFilteredCategory,
  canonicalFilteredCategory: findCanonicalFilteredCategory,
};
