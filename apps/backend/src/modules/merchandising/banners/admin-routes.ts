import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCmsApi, groupTags } from '@shop/contract';
import { type PreviewSigning, type Revalidator, registerContentRoutes } from '../../publishing/index.ts';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { infoBoxContent } from './info-box-content.ts';
import { listAdminWideBanners, readAdminWideBanner } from './admin-read.ts';
import {
  createWideBanner,
  deleteWideBanner,
  updateInfoBox,
  updateWideBanner,
  type SavedWideBanner,
} from './update.ts';
import { actorOf, audited } from '../../operator/index.ts';

/** The home page's banners and info boxes are cached under one tag. */
const tags = [groupTags.banners];

const shown = (b: SavedWideBanner) => ({
  _id: String(b.id),
  title: b.title,
  enabled: b.enabled,
  weight: b.weight,
  time_limited: b.timeLimited,
  time_limit_start: b.timeLimitStart?.toISOString() ?? null,
  time_limit_end: b.timeLimitEnd?.toISOString() ?? null,
  revalidated: tags,
});

/**
 * /api/admin/v1/wide-banners and /api/admin/v1/info-boxes: an operator lists, reads, creates,
 * changes and removes the home page's wide banners and changes its info boxes; the home page's banners are revalidated.
 * Registered inside the admin routes.
 */
export const bannerAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  // The back office's editing: list, read, create, change, delete and publish.
  registerContentRoutes(app, infoBoxContent, { db, revalidator, preview });
  app.route({
    ...routeOf(adminCmsApi.wideBanners),
    config: { permission: 'content' },
    handler: async () => {
      const data = await listAdminWideBanners(db, new Date());
      return { data, total: data.length };
    },
  });

  app.route({
    ...routeOf(adminCmsApi.wideBanner),
    config: { permission: 'content' },
    handler: async (req) =>
      (await readAdminWideBanner(db, req.params.id, new Date())) ?? Promise.reject(notFound('id')),
  });

  app.route({
    ...routeOf(adminCmsApi.createWideBanner),
    config: { permission: 'content' },
    handler: async (req, reply) => {
      const created = await audited(
        db,
        actorOf(req),
        (tx) => createWideBanner(tx, req.body),
        (created) => ({
          action: 'wideBanner.create',
          objectType: 'wide_banner',
          objectId: created.id,
          after: req.body,
        }),
      );
      await revalidator.notifyChanged(tags);
      return reply.code(201).send(shown(created));
    },
  });

  app.route({
    ...routeOf(adminCmsApi.updateWideBanner),
    config: { permission: 'content' },
    handler: async (req) => {
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updateWideBanner(tx, req.params.id, req.body),
        () => ({
          action: 'wideBanner.update',
          objectType: 'wide_banner',
          objectId: req.params.id,
          after: req.body,
        }),
      );
      if (!updated) throw notFound('id');
      await revalidator.notifyChanged(tags);
      return shown(updated);
    },
  });

  app.route({
    ...routeOf(adminCmsApi.deleteWideBanner),
    config: { permission: 'content' },
    handler: async (req) => {
      if (
        !(await audited(
          db,
          actorOf(req),
          (tx) => deleteWideBanner(tx, req.params.id),
          () => ({
            action: 'wideBanner.delete',
            objectType: 'wide_banner',
            objectId: req.params.id,
            after: null,
          }),
        ))
      )
        throw notFound('id');
      await revalidator.notifyChanged(tags);
      return { _id: String(req.params.id), revalidated: tags };
    },
  });

  app.route({
    ...routeOf(adminCmsApi.updateInfoBox),
    config: { permission: 'content' },
    handler: async (req) => {
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updateInfoBox(tx, req.params.id, req.body),
        () => ({
          action: 'infoBox.update',
          objectType: 'info_box',
          objectId: req.params.id,
          after: req.body,
        }),
      );
      if (!updated) throw notFound('id');
      await revalidator.notifyChanged(tags);
      return {
        _id: String(updated.id),
        text: updated.text,
        box_color: updated.box_color,
        order: updated.order,
        enabled: updated.enabled,
        revalidated: tags,
      };
    },
  });
};
