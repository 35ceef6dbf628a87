import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PreviewSigning } from '../preview/token.ts';
import type { Db } from '../../../db/client.ts';
import type { Revalidator } from '../revalidation/service.ts';
import { categoryContentAdminRoutes } from '../category-content/admin-routes.ts';
import { virtualCategoryAdminRoutes } from '../virtual-categories/admin-routes.ts';
import { filteredCategoryAdminRoutes } from '../filtered-categories/admin-routes.ts';
import { articleAdminRoutes } from '../articles/admin-routes.ts';
import { faqAdminRoutes } from '../faq/admin-routes.ts';
import { glossaryAdminRoutes } from '../glossary/admin-routes.ts';
import { pageAdminRoutes } from '../pages/admin-routes.ts';
import { branchAdminRoutes } from '../branches/admin-routes.ts';
import { bannerAdminRoutes } from '../banners/admin-routes.ts';
import { curatedGuideAdminRoutes } from '../curated-guides/admin-routes.ts';
import { infomailAdminRoutes } from '../infomails/admin-routes.ts';

/**
 * Operator endpoints of the CMS (/api/admin/v1), for operators with the content permission: the
 * guard checks it before the body is read or validated, and each change is audited.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
  /** Signs the storefront's draft preview links. */
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  await app.register(articleAdminRoutes, { db, revalidator, preview });
  await app.register(faqAdminRoutes, { db, revalidator, preview });
  await app.register(glossaryAdminRoutes, { db, revalidator, preview });
  await app.register(pageAdminRoutes, { db, revalidator, preview });
  await app.register(branchAdminRoutes, { db, revalidator, preview });
  await app.register(infomailAdminRoutes, { db, revalidator, preview });
  await app.register(bannerAdminRoutes, { db, revalidator, preview });
  await app.register(curatedGuideAdminRoutes, { db, revalidator, preview });
  await app.register(categoryContentAdminRoutes, { db, revalidator });
  await app.register(virtualCategoryAdminRoutes, { db, revalidator });
  await app.register(filteredCategoryAdminRoutes, { db, revalidator });
};
