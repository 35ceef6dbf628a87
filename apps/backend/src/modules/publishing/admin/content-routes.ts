import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminContentApi, previewPaths, type AdminContentEndpoints } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
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

/**
 * The back office's routes of one content type under /api/admin/v1/content/{type}: list (search,
 * state, paging), read, create, change, delete, publish / unpublish / schedule and, for the types
 * the storefront can preview, a preview link. Every change is audited in its transaction and the
 * item's storefront pages are revalidated after the commit.
 */
export function registerContentRoutes(app: FastifyInstance, def: ContentDefinition, deps: ContentRouteDeps) {
  const { db, revalidator } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const api: AdminContentEndpoints = adminContentApi[def.type];
  // The contract's endpoints of the type and its definition must agree on what it offers.
  if (api.create?.schema.body !== def.body || Boolean(api.preview) !== Boolean(def.preview))
    throw new Error(`content type ${def.type}: its contract endpoints do not match its definition`);
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

  r.route({ ...routeOf(api.list), config, handler: (req) => listContent(db, def, req.query) });

  r.route({
    ...routeOf(api.read),
    config,
    handler: async (req) => (await readContent(db, def, req.params.id)) ?? Promise.reject(notFound('id')),
  });

  if (api.create) {
    r.route({
      ...routeOf(api.create),
      config,
      handler: async (req, reply) => {
        const change = await audited(
          db,
          actorOf(req),
          (tx) => createContent(tx, def, req.body),
          audit('create', null),
        );
        return reply.code(201).send(await finish(change));
      },
    });
  }

  if (api.replace) {
    r.route({
      ...routeOf(api.replace),
      config,
      handler: async (req) => {
        const change = await audited(
          db,
          actorOf(req),
          (tx) => updateContent(tx, def, req.params.id, req.body),
          audit('update', req.params.id),
        );
        if (!change) throw notFound('id');
        return finish(change);
      },
    });
  }

  if (api.remove) {
    r.route({
      ...routeOf(api.remove),
      config,
      handler: async (req) => {
        const change = await audited(
          db,
          actorOf(req),
          (tx) => deleteContent(tx, def, req.params.id),
          audit('delete', req.params.id),
        );
        if (!change) throw notFound('id');
        return finish(change);
      },
    });
  }

  r.route({
    ...routeOf(api.publication),
    config,
    handler: async (req) => {
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
  });

  const previewType = def.preview;
  if (api.preview && previewType) {
    r.route({
      ...routeOf(api.preview),
      config,
      handler: async (req, reply) => {
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
    });
  }
}
