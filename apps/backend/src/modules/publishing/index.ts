import type { Db } from '../../db/client.ts';
import type { PreviewSigning } from './preview/token.ts';
import type { Revalidator } from './revalidation/service.ts';

/**
 * What every content type shares: its SEO data and slugs (page_meta), publication times and the
 * jobs that revalidate the storefront when an item goes public, signed preview links, the operator
 * API's scaffolding driven by one definition per type, and the GraphQL builder the content modules
 * add their types to.
 */

/** What a content module's routes are given: the database, the revalidator and preview signing. */
export interface ContentRouteOptions {
  db: Db;
  revalidator: Revalidator;
  /** Signs the storefront's draft preview links. */
  preview: PreviewSigning;
}

export { bodyText, type ContentDefinition, storedHtml, storedText } from './admin/content-definition.ts';
export { registerContentRoutes } from './admin/content-routes.ts';
export { readContent, refuseDelete } from './admin/content-service.ts';
export { byPublishedAt } from './admin/published-at.ts';
export { adminRefusals, isLink } from './admin/refusals.ts';
export { builder, type GraphQLContext } from './graphql/builder.ts';
export { boundedList } from './graphql/limits.ts';
export { Image, PageMetaType, ParameterSelectionType } from './graphql/types.ts';
export {
  entityIdsWithPageMeta,
  findEntityIdsBySlugs,
  getPageMetas,
  type PageMetaEntity,
} from './page-meta/service.ts';
export { deleteSlugs, type LocaleSlugs, slugsByEntity, writeSlugs } from './page-meta/slugs.ts';
export { slugsOf, writePageMeta } from './page-meta/write.ts';
export { checkPreviewToken, previewKey, type PreviewSigning } from './preview/token.ts';
export { isPublished, publicationState } from './publication/state.ts';
export { createContentJobHandlers } from './publication/schedule.ts';
export { createRevalidator, type Revalidator } from './revalidation/service.ts';
export { withOptionalTranslation, withTranslation } from './translated-text.ts';
