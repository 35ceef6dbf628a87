import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { GeoIp } from '../../integrations/geoip/geo-ip.ts';
import { geoIpRoutes } from './geoip/routes.ts';
import { maintenanceAdminRoutes, maintenanceRoutes } from './maintenance/routes.ts';
import { storeSettingsRoutes, type PageMenus } from './store/routes.ts';
import { shopSettingsAdminRoutes, type SettingsRevalidator } from './store/admin-settings-routes.ts';

export {
  cartSettings,
  currencyDecimals,
  invalidateSettings,
  isFunctionOn,
  listCountries,
  listCurrencies,
  settingValues,
  vatPercent,
  type CartSettings,
} from './store/service.ts';

/**
 * Shop settings: globals, countries and currencies, the visitor's country for the currency, and the
 * maintenance switch (set by an operator).
 */
export const settingsModule: FastifyPluginAsync<{
  db: Db;
  secret: string;
  geoIp: GeoIp;
  /** The menus of every page, from the CMS (which depends on settings, so it is handed in). */
  menus?: PageMenus;
}> = async (app, { db, secret, geoIp, menus }) => {
  await app.register(storeSettingsRoutes, { db, secret, menus });
  await app.register(geoIpRoutes, { geoIp });
  await app.register(maintenanceRoutes, { db });
  await app.register(maintenanceAdminRoutes, { db });
};

/** The shop settings editor of the back office; it revalidates the storefront's pages that show them. */
export const settingsAdminModule: FastifyPluginAsync<{ db: Db; revalidator: SettingsRevalidator }> = async (
  app,
  { db, revalidator },
) => {
  await app.register(shopSettingsAdminRoutes, { db, revalidator });
};
