import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminContentList,
  adminContentListQuery,
  adminContentRecord,
  adminPreviewLink,
  adminPublicationBody,
  errorResponse,
  previewPaths,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, audited } from '../../operator/index.ts';
import { signPreviewToken, type PreviewSigning } from '../preview/token.ts';
import type { Revalidator } from '../revalidation/service.ts';
import type { ContentDefinition } from './content-definition.ts';
import {
  createContent,
  deleteContent,
  listContent,
  readContent,
  setPublication,
  updateContent,
  type ContentChange,
} from './content-service.ts';

export interface ContentRouteDeps {
  db: Db;
  revalidator: Revalidator;
  /** Signs draft preview links to the storefront. */
  preview: PreviewSigning;
}

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The back office's routes of one content type under /api/admin/v1/content/{type}: list (search,
 * state, paging), read, create, change, delete, publish / unpublish / schedule and, for the types
 * the storefront can preview, a preview link. Every change is audited in its transaction and the
 * item's storefront pages are revalidated after the commit.
 */
export function registerContentRoutes(app: FastifyInstance, def: ContentDefinition, deps: ContentRouteDeps) {
  const { db, revalidator } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/admin/v1/content/${def.type}`;
  const tags = ['content'];
  const config = { permission: 'content' as const };

  const finish = async (change: ContentChange) => {
    // Awaited so the operator learns whether the storefront took it; failures are logged, not thrown.
    if (change.tags.length) await revalidator.notifyChanged(change.tags);
    return { ...change.record, revalidated: change.tags };
  };
  const audit = (action: string, id: number | null) => (change: ContentChange) => ({
    action: `${def.objectType}.${action}`,
    objectType: def.objectType,
    objectId: id ?? change.record.id,
    before: change.before,
    after: change.record,
  });

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: `List ${def.type} with their publication state (search, state, paging)`,
        querystring: adminContentListQuery,
        response: { 200: adminContentList, ...errors },
      },
    },
    (req) => listContent(db, def, req.query),
  );

  r.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `One of ${def.type} with every language`,
        params,
        response: { 200: adminContentRecord, ...errors },
      },
    },
    async (req) => (await readContent(db, def, req.params.id)) ?? Promise.reject(notFound('id')),
  );

  const body = def.body;
  if (body) {
    r.post(
      base,
      {
        config,
        schema: {
          tags,
          summary: `Create one of ${def.type} as a draft`,
          body,
          response: { 201: adminContentRecord, ...errors, 422: errorResponse },
        },
      },
      async (req, reply) => {
        const change = await audited(
          db,
          actorOf(req),
          (tx) => createContent(tx, def, req.body),
          audit('create', null),
        );
        return reply.code(201).send(await finish(change));
      },
    );

    r.put(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Change one of ${def.type} (every language at once) and revalidate its pages`,
          params,
          body,
          response: { 200: adminContentRecord, ...errors, 422: errorResponse },
        },
      },
      async (req) => {
        const change = await audited(
          db,
          actorOf(req),
          (tx) => updateContent(tx, def, req.params.id, req.body),
          audit('update', req.params.id),
        );
        if (!change) throw notFound('id');
        return finish(change);
      },
    );
  }

  if (body) {
    r.delete(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Delete one of ${def.type} and revalidate its pages`,
          params,
          response: { 200: adminContentRecord, ...errors, 409: errorResponse },
        },
      },
      async (req) => {
        const change = await audited(
          db,
          actorOf(req),
          (tx) => deleteContent(tx, def, req.params.id),
          audit('delete', req.params.id),
        );
        if (!change) throw notFound('id');
        return finish(change);
      },
    );
  }

  r.post(
    `${base}/:id/publication`,
    {
      config,
      schema: {
        tags,
        summary: `Publish now, schedule or unpublish one of ${def.type}`,
        params,
        body: adminPublicationBody,
        response: { 200: adminContentRecord, ...errors, 422: errorResponse },
      },
    },
    async (req) => {
      const change = await audited(
        db,
        actorOf(req),
        (tx) => setPublication(tx, def, req.params.id, req.body),
        audit(
          req.body.action === 'unpublish' ? 'unpublish' : req.body.at ? 'schedule' : 'publish',
          req.params.id,
        ),
      );
      if (!change) throw notFound('id');
      return finish(change);
    },
  );

  const previewType = def.preview;
  if (previewType) {
    r.post(
      `${base}/:id/preview`,
      {
        config,
        schema: {
          tags,
          summary: `A short-lived link to the storefront's preview of one of ${def.type}`,
          params,
          response: { 200: adminPreviewLink, ...errors },
        },
      },
      async (req, reply) => {
        if (!(await readContent(db, def, req.params.id))) throw notFound('id');
        const { token, expiresAt } = signPreviewToken(deps.preview.key, previewType, req.params.id);
        reply.header('cache-control', 'private, no-store');
        const path = `${previewPaths[previewType]}/${req.params.id}?token=${encodeURIComponent(token)}`;
        return {
          token,
          expires_at: expiresAt.toISOString(),
          path,
          url: `${deps.preview.storefrontUrl}${path}`,
        };
      },
    );
  }
}
