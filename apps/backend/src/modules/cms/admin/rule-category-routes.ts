import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminCategoryParams, errorResponse } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, audited, type Actor } from '../../operator/index.ts';
import type { Revalidator } from '../revalidation/service.ts';
import type { LocaleSlugs } from '../virtual-categories/admin-slugs.ts';

/** A category made of rules (virtual, filtered) as the back office edits it: its own addresses. */
type RuleCategory = { id: number; slugs: LocaleSlugs };

/**
 * One kind of rule category for the back office's routes under /api/admin/v1/{path} (permission
 * catalogue): list, read, create, replace and delete, each change audited as `{action}.create` …
 */
export interface RuleCategoryKind<Item extends RuleCategory, Body> {
  /** The address below /api/admin/v1, e.g. `virtual-categories`. */
  path: string;
  /** How the API's summaries name one, e.g. `virtual category`. */
  noun: string;
  summaries: { create: string; replace: string };
  /** The audit log's object type and the prefix of its actions. */
  objectType: string;
  action: string;
  body: z.ZodType<Body>;
  response: z.ZodType<{ data: Item }>;
  listResponse: z.ZodType<{ data: Item[] }>;
  list(db: Db): Promise<Item[]>;
  read(db: Db, id: number): Promise<Item | null>;
  /** Creates (id null) or replaces one; null when the one to replace does not exist. */
  save(tx: Tx, id: number | null, body: Body): Promise<{ before: Item | null; after: Item } | null>;
  remove(tx: Tx, id: number): Promise<Item | null>;
  /** The storefront's tags of every address it had or has (pages linking it included). */
  tags(slugs: (LocaleSlugs | null | undefined)[]): string[];
}

/** The storefront's tags of a rule category: its groups and its item under every address given. */
export const ruleCategoryTags =
  (groups: string[], item: (slug: string) => string) => (slugs: (LocaleSlugs | null | undefined)[]) => [
    ...groups,
    ...new Set(slugs.flatMap((s) => (s ? Object.values(s).filter(Boolean) : [])).map(item)),
  ];

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export function registerRuleCategoryRoutes<Item extends RuleCategory, Body>(
  app: FastifyInstance,
  kind: RuleCategoryKind<Item, Body>,
  { db, revalidator }: { db: Db; revalidator: Revalidator },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/admin/v1/${kind.path}`;
  const config = { permission: 'catalogue' as const };
  const tags = ['admin'];
  const params = adminCategoryParams;
  const audit = (action: string, before: Item | null, after: Item | null) => ({
    action: `${kind.action}.${action}`,
    objectType: kind.objectType,
    objectId: (after ?? before)!.id,
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  });
  /** Creates (id null) or replaces one, audited, and revalidates every address it had or has. */
  const save = async (actor: Actor, id: number | null, body: Body) => {
    const saved = await audited(
      db,
      actor,
      (tx) => kind.save(tx, id, body),
      ({ before, after }) => audit(id === null ? 'create' : 'update', before, after),
    );
    if (!saved) throw notFound('id');
    await revalidator.notifyChanged(kind.tags([saved.before?.slugs, saved.after.slugs]));
    return { data: saved.after };
  };

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: `Every ${kind.noun} with its rules and slugs`,
        response: { 200: kind.listResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({ data: await kind.list(db) }),
  );

  r.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `One ${kind.noun}`,
        params,
        response: { 200: kind.response, ...errors },
      },
    },
    async (req) => {
      const data = await kind.read(db, req.params.id);
      if (!data) throw notFound('id');
      return { data };
    },
  );

  r.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: kind.summaries.create,
        body: kind.body,
        response: { 200: kind.response, ...errors, 422: errorResponse },
      },
    },
    (req) => save(actorOf(req), null, req.body as Body),
  );

  r.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: kind.summaries.replace,
        params,
        body: kind.body,
        response: { 200: kind.response, ...errors, 422: errorResponse },
      },
    },
    (req) => save(actorOf(req), req.params.id, req.body as Body),
  );

  r.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Delete a ${kind.noun} and its slugs`,
        params,
        response: { 200: kind.response, ...errors },
      },
    },
    async (req) => {
      const deleted = await audited(
        db,
        actorOf(req),
        (tx) => kind.remove(tx, req.params.id),
        (before) => audit('delete', before, null),
      );
      if (!deleted) throw notFound('id');
      await revalidator.notifyChanged(kind.tags([deleted.slugs]));
      return { data: deleted };
    },
  );
}
