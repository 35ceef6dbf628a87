import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  adminShopSettingBody,
  adminShopSettingList,
  adminShopSettingParams,
  adminShopSettingResponse,
} from '../admin-shop-settings.ts';
import { maintenanceBody, maintenanceResponse } from '../maintenance.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The back office's shop settings, the maintenance switch and the database backup. */
export const adminSettingsApi = {
  settings: endpoint.get('/api/admin/v1/shop-settings', {
    tags: ['admin'],
    summary: 'Every shop setting an operator may edit, with its value (null: not set, the default applies)',
    response: { 200: adminShopSettingList, ...failures },
  }),
  setSetting: endpoint.put('/api/admin/v1/shop-settings/:key', {
    tags: ['admin'],
    summary:
      "Set a shop setting: the value is checked against the key's schema (422 with a Czech message per field); the storefront's pages that show it are revalidated",
    params: adminShopSettingParams,
    body: adminShopSettingBody,
    response: { 200: adminShopSettingResponse, ...failures, 422: errorResponse },
  }),
  resetSetting: endpoint.delete('/api/admin/v1/shop-settings/:key', {
    tags: ['admin'],
    summary: "Remove a shop setting: the shop's default applies again",
    params: adminShopSettingParams,
    response: { 200: adminShopSettingResponse, ...failures },
  }),
  setMaintenance: endpoint.put('/api/admin/v1/maintenance', {
    tags: ['admin'],
    summary:
      'Switch maintenance on or off: while on, every storefront page answers 503 with the maintenance page and Retry-After; the API keeps answering',
    body: maintenanceBody,
    response: { 200: maintenanceResponse, 400: errorResponse, 401: errorResponse },
  }),
  backup: endpoint.get('/api/admin/v1/backup/database', {
    tags: ['admin'],
    summary:
      'The embedded database’s data directory as a tar file (PGlite dumpDataDir), taken between transactions; 409 on PostgreSQL, which pg_dump backs up',
    response: {
      200: z.any().describe('application/x-tar'),
      401: errorResponse,
      409: errorResponse,
    },
  }),
};
