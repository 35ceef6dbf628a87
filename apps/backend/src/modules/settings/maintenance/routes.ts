import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsApi, settingsApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { actorOf, audited } from '../../operator/index.ts';
import { invalidateSettings } from '../store/service.ts';
import { maintenanceState, setMaintenance } from './service.ts';

/** The maintenance switch: read by the storefront, set by the operator. */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(settingsApi.maintenance),
    handler: async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await maintenanceState(db) };
    },
  });
};

/** PUT /api/admin/v1/maintenance: for operators who may change the shop's settings. */
export const maintenanceAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(adminSettingsApi.setMaintenance),
    config: { permission: 'settings' },
    handler: async (req) => {
      const { after } = await audited(
        db,
        actorOf(req),
        async (tx) => ({ before: await maintenanceState(tx), after: await setMaintenance(tx, req.body) }),
        (change) => ({
          action: 'maintenance.set',
          objectType: 'setting',
          objectId: 'maintenance',
          ...change,
        }),
      );
      // Again once committed: a read meanwhile may have cached the old value.
      invalidateSettings(db);
      return { data: after };
    },
  });
};
