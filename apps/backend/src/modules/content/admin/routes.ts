import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentRouteOptions } from '../../publishing/index.ts';
import { faqAdminRoutes } from '../faq/admin-routes.ts';
import { glossaryAdminRoutes } from '../glossary/admin-routes.ts';
import { infomailAdminRoutes } from '../infomails/admin-routes.ts';

/**
 * Operator endpoints of the FAQ, glossary and infomails (/api/admin/v1), for operators with the
 * content permission: the guard checks it before the body is read or validated, and each change is
 * audited.
 */
export const adminRoutes: FastifyPluginAsyncZod<ContentRouteOptions> = async (app, options) => {
  await app.register(faqAdminRoutes, options);
  await app.register(glossaryAdminRoutes, options);
  await app.register(infomailAdminRoutes, options);
};
