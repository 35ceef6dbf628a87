import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminShopSettingBody,
  adminShopSettingList,
  adminShopSettingParams,
  adminShopSettingResponse,
  errorResponse,
  groupTags,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
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

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

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

  app.get(
    '/api/admin/v1/shop-settings',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Every shop setting an operator may edit, with its value (null: not set, the default applies)',
        response: { 200: adminShopSettingList, ...failures },
      },
    },
    async () => ({ data: await listAdminSettings(db) }),
  );

  app.put(
    '/api/admin/v1/shop-settings/:key',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          "Set a shop setting: the value is checked against the key's schema (422 with a Czech message per field); the storefront's pages that show it are revalidated",
        params: adminShopSettingParams,
        body: adminShopSettingBody,
        response: { 200: adminShopSettingResponse, ...failures, 422: errorResponse },
      },
    },
    async (req) => {
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
  );

  app.delete(
    '/api/admin/v1/shop-settings/:key',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Remove a shop setting: the shop's default applies again",
        params: adminShopSettingParams,
        response: { 200: adminShopSettingResponse, ...failures },
      },
    },
    async (req) => {
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
  );
};
