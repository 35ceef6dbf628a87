import type { Config } from '../../config.ts';
import {
  httpMarketingContact,
  localMarketingContact,
  type MarketingContactService,
} from './marketing-contact.ts';

/** The configured service, else the local outbox; contacts name the storefront's host as their origin. */
export function createMarketingContact(config: Config): MarketingContactService {
  const origin = new URL(config.storefrontPublicUrl).host;
  return config.marketingContact
    ? httpMarketingContact({ ...config.marketingContact, origin })
    : localMarketingContact(config.dataDir, origin);
}
