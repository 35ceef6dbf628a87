import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsApi, groupTags } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { actorOf, audited } from '../../operator/index.ts';
import {
  listAdminSettings,
  resetAdminSetting,
  setAdminSetting,
  settingKey,
  type SettingChange,
} from './admin-settings.ts';
import { invalidateSettings } from './service.ts';

/** Tells the storefront which cached pages changed (handed in by the app). */
export interface SettingsRevalidator {
  notifyChanged(tags: string[]): Promise<boolean>;
}

/** The shop settings editor (/api/admin/v1/shop-settings): for operators who may change settings. */
export const shopSettingsAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: SettingsRevalidator;
}> = async (app, { db, revalidator }) => {
  const config = { permission: 'settings' } as const;

  /** Once committed: this process's cached copy goes, and the storefront's pages that show settings. */
  const changed = async (change: SettingChange) => {
    invalidateSettings(db);
    if (change.after.isPublic || change.before.isPublic) await revalidator.notifyChanged([groupTags.globals]);
  };

  app.route({
    ...routeOf(adminSettingsApi.settings),
    config,
    handler: async () => ({ data: await listAdminSettings(db) }),
  });

  app.route({
    ...routeOf(adminSettingsApi.setSetting),
    config,
    handler: async (req) => {
      settingKey(req.params.key);
      const change = await audited(
        db,
        actorOf(req),
        (tx) => setAdminSetting(tx, req.params.key, req.body.value),
        ({ before, after }) => ({
          action: 'setting.set',
          objectType: 'setting',
          objectId: after.key,
          before: before.value,
          after: after.value,
        }),
      );
      await changed(change);
      return { data: change.after };
    },
  });

  app.route({
    ...routeOf(adminSettingsApi.resetSetting),
    config,
    handler: async (req) => {
      const key = settingKey(req.params.key);
      const change = await audited(
        db,
        actorOf(req),
        (tx) => resetAdminSetting(tx, key),
        ({ before, after }) => ({
          action: 'setting.reset',
          objectType: 'setting',
          objectId: key,
          before: before.value,
          after: after.value,
        }),
      );
      if (!change) return { data: (await listAdminSettings(db)).find((s) => s.key === key)! };
      await changed(change);
      return { data: change.after };
    },
  });
};
