import type { FastifyPluginAsync } from 'fastify';
import { shopNameOf, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  localCertificateProvider,
  serviceCertificateProvider,
} from '../../integrations/shop-certification/certificate.ts';
import { verifiedReviewTally } from '../catalog/index.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { shopCertificationRoutes } from './shop-certification/routes.ts';
import { subscriberAdminRoutes } from './subscribers/routes.ts';

export { createNewsletterJobHandlers } from './newsletter/jobs.ts';
export { forgetNewsletter, newsletterOf } from './newsletter/customer-data.ts';
export { purgeUnconfirmedSubscriptions } from './newsletter/unconfirmed.ts';
export { NEWSLETTER_SIGN_UPS } from './newsletter/routes.ts';
export { ACTIVATION_DAYS } from './newsletter/service.ts';

export interface MarketingModuleOptions {
  db: Db;
  config: Config;
}

/**
 * The shop's e-mail marketing: the newsletter with double opt-in. Its e-mails go through the mail
 * transport and carry an unsubscribe link. And the shop-certification badge's certificate: with the
 * service configured its own script draws the badge, else it comes from the shop's verified reviews.
 */
export const marketingModule: FastifyPluginAsync<MarketingModuleOptions> = async (app, { db, config }) => {
  await app.register(newsletterRoutes, { db, storefrontUrl: config.storefrontPublicUrl });
  await app.register(subscriberAdminRoutes, { db });
  const provider = config.shopCertification
    ? serviceCertificateProvider
    : localCertificateProvider({
        name: shopNameOf(config),
        reviews: (minRating) => verifiedReviewTally(db, minRating),
      });
  await app.register(shopCertificationRoutes, { provider });
};
