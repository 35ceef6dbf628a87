import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeletedResponse,
  adminInfoBoxBody,
  adminInfoBoxResponse,
  adminWideBanner,
  adminWideBannerBody,
  adminWideBannerCreateBody,
  adminWideBannerList,
  adminWideBannerResponse,
  errorResponse,
  groupTags,
} from '@shop/contract';
import type { PreviewSigning } from '../preview/token.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import type { Revalidator } from '../revalidation/service.ts';
import { registerContentRoutes } from '../admin/content-routes.ts';
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

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 422: errorResponse };
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
  app.get(
    '/api/admin/v1/wide-banners',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary: 'Every wide banner of the home page with its texts in every language and its state now',
        response: { 200: adminWideBannerList, 401: errorResponse },
      },
    },
    async () => {
      const data = await listAdminWideBanners(db, new Date());
      return { data, total: data.length };
    },
  );

  app.get(
    '/api/admin/v1/wide-banners/:id',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary: 'One wide banner with its texts in every language and its state now',
        params,
        response: { 200: adminWideBanner, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req) =>
      (await readAdminWideBanner(db, req.params.id, new Date())) ?? Promise.reject(notFound('id')),
  );

  app.post(
    '/api/admin/v1/wide-banners',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary:
          'Create a wide banner of the home page (texts in every language) and revalidate the home page',
        body: adminWideBannerCreateBody,
        response: { 201: adminWideBannerResponse, ...failures },
      },
    },
    async (req, reply) => {
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
  );

  app.put(
    '/api/admin/v1/wide-banners/:id',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary:
          'Change a wide banner (one locale of its texts; link, picture, weight, switch, time window) and revalidate the home page',
        params,
        body: adminWideBannerBody,
        response: { 200: adminWideBannerResponse, ...failures },
      },
    },
    async (req) => {
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
  );

  app.delete(
    '/api/admin/v1/wide-banners/:id',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary: 'Remove a wide banner and revalidate the home page',
        params,
        response: { 200: adminDeletedResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
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
  );

  app.put(
    '/api/admin/v1/info-boxes/:id',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary:
          'Change an info box of the home page (one locale of its text; colour, order, switch) and revalidate it',
        params,
        body: adminInfoBoxBody,
        response: { 200: adminInfoBoxResponse, ...failures },
      },
    },
    async (req) => {
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
  );
};
