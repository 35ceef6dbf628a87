import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { newsletterRoutes } from './newsletter/routes.ts';

export { createNewsletterJobHandlers } from './newsletter/jobs.ts';
export { NEWSLETTER_SIGN_UPS } from './newsletter/routes.ts';
export { ACTIVATION_DAYS } from './newsletter/service.ts';

export interface MarketingModuleOptions {
  db: Db;
  config: Config;
}

/**
 * The shop's e-mail marketing: the newsletter with double opt-in. Its e-mails go through the mail
 * transport and carry an unsubscribe link.
 */
export const marketingModule: FastifyPluginAsync<MarketingModuleOptions> = async (app, { db, config }) => {
  await app.register(newsletterRoutes, { db, storefrontUrl: config.storefrontPublicUrl });
};
