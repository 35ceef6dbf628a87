import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AdminRuleCategoryEndpoints } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, audited, type Actor } from '../../operator/index.ts';
import type { LocaleSlugs, Revalidator } from '../../publishing/index.ts';

/** A category made of rules (virtual, filtered) as the back office edits it: its own addresses. */
type RuleCategory = { id: number; slugs: LocaleSlugs };

/**
 * One kind of rule category for the back office's routes under /api/admin/v1/{path} (permission
 * catalogue): list, read, create, replace and delete, each change audited as `{action}.create` …
 */
export interface RuleCategoryKind<Item extends RuleCategory, Body> {
  /** Its endpoints in the contract; their shapes are the ones the functions below take and give. */
  api: AdminRuleCategoryEndpoints & {
    list: { schema: { response: { 200: z.ZodType<{ data: Item[] }> } } };
    read: { schema: { response: { 200: z.ZodType<{ data: Item }> } } };
    create: { schema: { body: z.ZodType<Body> } };
  };
  /** The audit log's object type and the prefix of its actions. */
  objectType: string;
  action: string;
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

export function registerRuleCategoryRoutes<Item extends RuleCategory, Body>(
  app: FastifyInstance,
  kind: RuleCategoryKind<Item, Body>,
  { db, revalidator }: { db: Db; revalidator: Revalidator },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'catalogue' as const };
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

  r.route({
    ...routeOf(kind.api.list),
    config,
    handler: async () => ({ data: await kind.list(db) }),
  });

  r.route({
    ...routeOf(kind.api.read),
    config,
    handler: async (req) => {
      const data = await kind.read(db, req.params.id);
      if (!data) throw notFound('id');
      return { data };
    },
  });

  r.route({
    ...routeOf(kind.api.create),
    config,
    handler: (req) => save(actorOf(req), null, req.body as Body),
  });

  r.route({
    ...routeOf(kind.api.replace),
    config,
    handler: (req) => save(actorOf(req), req.params.id, req.body as Body),
  });

  r.route({
    ...routeOf(kind.api.remove),
    config,
    handler: async (req) => {
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
  });
}
