import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { api, ApiError, unwrap } from '../api/client';
import type { paths } from '../api/schema';
import type { ApiBody, AuditEntry, Permission } from '../api/types';

type BankMovementQuery = NonNullable<paths['/api/admin/v1/bank-movements']['get']['parameters']['query']>;
type ServiceQuery = NonNullable<paths['/api/admin/v1/service-cases']['get']['parameters']['query']>;
type CustomerQuery = NonNullable<paths['/api/admin/v1/customers']['get']['parameters']['query']>;

/**
 * react-admin's calls over the admin API (openapi-fetch, typed by the backend's OpenAPI document).
 * Each resource maps its list, detail and change calls to the API's paths; what the API does not
 * offer (a detail call for operators and roles) is answered from its list, which is short.
 */

/** An ApiError as react-admin wants it: the Czech titles as the message, a field's message beside it. */
export function toHttpError(e: unknown): unknown {
  if (!(e instanceof ApiError)) return e;
  const fields: Record<string, string> = {};
  for (const err of e.errors) if (err.field) fields[err.field] = err.title;
  return new HttpError(e.message, e.status, {
    errors: { ...fields, root: { serverError: e.message } },
    apiErrors: e.errors,
  });
}

/** Runs an API call, its refusal turned into react-admin's HttpError. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw toHttpError(e);
  }
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).toLocaleLowerCase('cs');

/** Search, sort and a page of a list the API answers whole. */
function listLocally<T extends RaRecord>(rows: T[], { filter, sort, pagination }: GetListParams) {
  const q = text(filter?.q).trim();
  let out = rows.filter((r) => {
    if (q && !Object.values(r).some((v) => typeof v !== 'object' && text(v).includes(q))) return false;
    for (const [k, v] of Object.entries(filter ?? {})) {
      if (k === 'q' || v === undefined || v === '') continue;
      if (r[k] !== v) return false;
    }
    return true;
  });
  if (sort?.field) {
    const dir = sort.order === 'DESC' ? -1 : 1;
    const field = sort.field;
    out = [...out].sort((a, b) => {
      const x = a[field] as unknown;
      const y = b[field] as unknown;
      if (x === y) return 0;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      return (
        (typeof x === 'number' && typeof y === 'number' ? x - y : text(x).localeCompare(text(y), 'cs')) * dir
      );
    });
  }
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? out.length;
  return { data: out.slice((page - 1) * perPage, page * perPage), total: out.length };
}

const operators = async () => (await unwrap(api.GET('/api/admin/v1/operators'))).data;
const roles = async () =>
  (await unwrap(api.GET('/api/admin/v1/roles'))).data.map((r) => ({ ...r, id: r.code }));
const apiKeys = async () => (await unwrap(api.GET('/api/admin/v1/api-keys'))).data;

/** Audit rows seen in lists, for their detail page (the API has no call for one row). */
const auditSeen = new Map<string, AuditEntry>();

async function auditList(params: GetListParams) {
  const f = (params.filter ?? {}) as Record<string, string | number | undefined>;
  const result = await unwrap(
    api.GET('/api/admin/v1/audit', {
      params: {
        query: {
          q: str(f.q),
          action: str(f.action),
          objectType: str(f.objectType),
          objectId: str(f.objectId),
          operatorId: f.operatorId ? Number(f.operatorId) : undefined,
          from: str(f.from),
          to: str(f.to),
          page: params.pagination?.page ?? 1,
          perPage: params.pagination?.perPage ?? 50,
        },
      },
    }),
  );
  for (const row of result.data) auditSeen.set(String(row.id), row);
  return result;
}

/** One audit row: seen in a list, or looked for among the newest pages (its detail opened by address). */
async function auditEntry(id: string): Promise<AuditEntry> {
  const seen = auditSeen.get(id);
  if (seen) return seen;
  for (let page = 1; page <= 10; page++) {
    const { data } = await auditList({
      pagination: { page, perPage: 200 },
      sort: { field: 'at', order: 'DESC' },
      filter: {},
    });
    const found = data.find((r) => String(r.id) === id);
    if (found) return found;
    if (data.length < 200 || data.every((r) => r.id < Number(id))) break;
  }
  throw new ApiError(404, [{ code: 'not_found', title: 'Záznam nebyl nalezen.' }]);
}

const str = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
const many = (v: unknown) => (Array.isArray(v) ? (v.length ? v.map(String) : undefined) : str(v));

/** The order desk's list: its search, filters, sort and page as the API takes them. */
export function orderQuery(filter: Record<string, unknown>, sort?: { field: string; order: string }) {
  const sorts: Record<string, 'createdAt' | 'total' | 'code'> = {
    createdAt: 'createdAt',
    totalWithTax: 'total',
    code: 'code',
  };
  return {
    q: str(filter.q),
    state: many(filter.state),
    paymentStatus: many(filter.paymentStatus),
    paymentKind: many(filter.paymentKind),
    shipper: many(filter.shipper),
    from: str(filter.from),
    to: str(filter.to),
    currency: str(filter.currency) as 'CZK' | 'EUR' | undefined,
    country: str(filter.country),
    ...(sort?.field && sorts[sort.field]
      ? { sort: sorts[sort.field], order: sort.order === 'ASC' ? ('asc' as const) : ('desc' as const) }
      : {}),
  };
}

async function paged(params: GetListParams) {
  return { page: params.pagination?.page ?? 1, perPage: params.pagination?.perPage ?? 25 };
}

async function byId<T extends RaRecord>(rows: Promise<T[]>, id: unknown): Promise<T> {
  const found = (await rows).find((r) => String(r.id) === String(id));
  if (!found) throw new ApiError(404, [{ code: 'not_found', title: 'Nenalezeno.' }]);
  return found;
}

type OperatorCreate = ApiBody<'/api/admin/v1/operators', 'post'>;
type OperatorUpdate = ApiBody<'/api/admin/v1/operators/{id}', 'put'>;
type RoleCreate = ApiBody<'/api/admin/v1/roles', 'post'>;
type ApiKeyCreate = ApiBody<'/api/admin/v1/api-keys', 'post'>;

const unsupported = (what: string) =>
  new HttpError(`Tuto akci správa obchodu nenabízí (${what}).`, 400, { errors: {} });

export const dataProvider: DataProvider = {
  getList: (resource, params) =>
    guarded(async () => {
      switch (resource) {
        case 'operators':
          return listLocally(await operators(), params);
        case 'roles':
          return listLocally(await roles(), params);
        case 'api-keys':
          return listLocally(await apiKeys(), params);
        case 'audit':
          return auditList(params);
        case 'orders':
          return unwrap(
            api.GET('/api/admin/v1/orders', {
              params: {
                query: { ...orderQuery(params.filter ?? {}, params.sort), ...(await paged(params)) },
              },
            }),
          );
        case 'bank-movements': {
          const f = (params.filter ?? {}) as Record<string, unknown>;
          return unwrap(
            api.GET('/api/admin/v1/bank-movements', {
              params: {
                query: {
                  state: str(f.state) as BankMovementQuery['state'],
                  match: str(f.match) as BankMovementQuery['match'],
                  ...(await paged(params)),
                },
              },
            }),
          );
        }
        case 'service-cases': {
          const f = (params.filter ?? {}) as Record<string, unknown>;
          return unwrap(
            api.GET('/api/admin/v1/service-cases', {
              params: {
                query: {
                  q: str(f.q),
                  kind: str(f.kind) as ServiceQuery['kind'],
                  state: str(f.state) as ServiceQuery['state'],
                  ...(await paged(params)),
                },
              },
            }),
          );
        }
        case 'customers': {
          const f = (params.filter ?? {}) as Record<string, unknown>;
          return unwrap(
            api.GET('/api/admin/v1/customers', {
              params: {
                query: {
                  q: str(f.q),
                  group: str(f.group),
                  blocked: str(f.blocked) as CustomerQuery['blocked'],
                  ...(await paged(params)),
                },
              },
            }),
          );
        }
        case 'customer-groups': {
          const { data } = await unwrap(api.GET('/api/admin/v1/customer-groups'));
          return listLocally(
            data.map((g) => ({ ...g, id: g.code })),
            params,
          );
        }
      }
      throw unsupported(resource);
    }) as never,

  getOne: (resource, { id }) =>
    guarded(async () => {
      switch (resource) {
        case 'operators':
          return { data: await byId(operators(), id) };
        case 'roles':
          return { data: await byId(roles(), id) };
        case 'api-keys':
          return { data: await byId(apiKeys(), id) };
        case 'audit':
          return { data: await auditEntry(String(id)) };
        case 'orders':
          return unwrap(api.GET('/api/admin/v1/orders/{id}', { params: { path: { id: Number(id) } } }));
        case 'service-cases':
          return unwrap(
            api.GET('/api/admin/v1/service-cases/{id}', { params: { path: { id: Number(id) } } }),
          );
        case 'customers':
          return unwrap(api.GET('/api/admin/v1/customers/{id}', { params: { path: { id: Number(id) } } }));
      }
      throw unsupported(resource);
    }) as never,

  getMany: (resource, { ids }) =>
    guarded(async () => {
      const wanted = new Set(ids.map(String));
      const all: RaRecord[] =
        resource === 'operators'
          ? await operators()
          : resource === 'roles'
            ? await roles()
            : resource === 'api-keys'
              ? await apiKeys()
              : resource === 'customer-groups'
                ? (await unwrap(api.GET('/api/admin/v1/customer-groups'))).data.map((g) => ({
                    ...g,
                    id: g.code,
                  }))
                : [];
      return { data: all.filter((r) => wanted.has(String(r.id))) };
    }) as never,

  getManyReference: () => Promise.reject(unsupported('getManyReference')),

  create: (resource, { data }) =>
    guarded(async () => {
      switch (resource) {
        case 'operators': {
          const body = data as OperatorCreate;
          const created = await unwrap(api.POST('/api/admin/v1/operators', { body }));
          return { data: created.data };
        }
        case 'roles': {
          const body = data as RoleCreate;
          const created = await unwrap(api.POST('/api/admin/v1/roles', { body }));
          return { data: { ...created.data, id: created.data.code } };
        }
        case 'api-keys': {
          const body = data as ApiKeyCreate;
          const created = await unwrap(api.POST('/api/admin/v1/api-keys', { body }));
          return { data: created.data };
        }
      }
      throw unsupported(resource);
    }) as never,

  update: (resource, { id, data, previousData }) =>
    guarded(async () => {
      switch (resource) {
        case 'operators': {
          const d = data as OperatorUpdate & Record<string, unknown>;
          const p = previousData as Record<string, unknown>;
          // Only what changed: a role or block change ends the operator's sessions.
          const body: OperatorUpdate = {};
          if (d.name !== undefined && d.name !== p.name) body.name = d.name;
          if (d.role !== undefined && d.role !== p.role) body.role = d.role;
          if (d.blocked !== undefined && d.blocked !== p.blocked) body.blocked = d.blocked;
          if (d.resetTotp === true) body.resetTotp = true;
          const updated = await unwrap(
            api.PUT('/api/admin/v1/operators/{id}', { params: { path: { id: Number(id) } }, body }),
          );
          return { data: updated.data };
        }
        case 'roles': {
          const d = data as { name: string; permissions: Permission[] };
          const updated = await unwrap(
            api.PUT('/api/admin/v1/roles/{code}', {
              params: { path: { code: String(id) } },
              body: { name: d.name, permissions: d.permissions },
            }),
          );
          return { data: { ...updated.data, id: updated.data.code } };
        }
      }
      throw unsupported(resource);
    }) as never,

  updateMany: () => Promise.reject(unsupported('updateMany')),

  delete: (resource, { id, previousData }) =>
    guarded(async () => {
      if (resource === 'api-keys') {
        await unwrap(api.DELETE('/api/admin/v1/api-keys/{id}', { params: { path: { id: Number(id) } } }));
        return { data: previousData ?? { id } };
      }
      throw unsupported(resource);
    }) as never,

  deleteMany: () => Promise.reject(unsupported('deleteMany')),
};
