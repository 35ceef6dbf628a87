import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { api, ApiError, unwrap } from '../api/client';
import type { ApiBody, ApiResponse } from '../api/types';
import { toHttpError } from './dataProvider';

/**
 * The shop's rules over the admin API: coupons and order gifts (permission `catalogue`), shippers
 * and payment methods (permission `settings`). The API answers each list whole (they are short),
 * so search, sort and pages happen here; every other resource goes to the app's own provider.
 */

export type Coupon = ApiResponse<'/api/admin/v1/coupons', 'get'>['data'][number];
export type Gift = ApiResponse<'/api/admin/v1/gifts', 'get'>['data'][number];
export type Shipper = ApiResponse<'/api/admin/v1/shippers', 'get'>['data'][number];
export type PaymentMethod = ApiResponse<'/api/admin/v1/payment-methods', 'get'>['data'][number];
type CouponBody = ApiBody<'/api/admin/v1/coupons', 'post'>;
type GiftBody = ApiBody<'/api/admin/v1/gifts', 'post'>;
type ShipperBody = ApiBody<'/api/admin/v1/shippers', 'post'>;
type PaymentBody = ApiBody<'/api/admin/v1/payment-methods', 'post'>;

export const shopRuleResources = ['coupons', 'gifts', 'shippers', 'payments'] as const;
type Resource = (typeof shopRuleResources)[number];
const isOurs = (resource: string): resource is Resource =>
  (shopRuleResources as readonly string[]).includes(resource);

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).toLocaleLowerCase('cs');

function listLocally<T extends RaRecord>(rows: T[], { filter, sort, pagination }: GetListParams) {
  const q = text(filter?.q).trim();
  let out = q ? rows.filter((r) => text(JSON.stringify(r)).includes(q)) : rows;
  if (sort?.field && sort.field in (rows[0] ?? {})) {
    const dir = sort.order === 'DESC' ? -1 : 1;
    out = [...out].sort((a, b) => {
      const x = a[sort.field] as unknown;
      const y = b[sort.field] as unknown;
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

async function all(resource: Resource): Promise<RaRecord[]> {
  switch (resource) {
    case 'coupons':
      return (await unwrap(api.GET('/api/admin/v1/coupons'))).data;
    case 'gifts':
      return (await unwrap(api.GET('/api/admin/v1/gifts'))).data;
    case 'shippers':
      return (await unwrap(api.GET('/api/admin/v1/shippers'))).data;
    case 'payments':
      return (await unwrap(api.GET('/api/admin/v1/payment-methods'))).data;
  }
}

async function one(resource: Resource, id: string): Promise<RaRecord> {
  switch (resource) {
    case 'coupons':
      return (await unwrap(api.GET('/api/admin/v1/coupons/{code}', { params: { path: { code: id } } }))).data;
    case 'gifts':
      return (await unwrap(api.GET('/api/admin/v1/gifts/{id}', { params: { path: { id: Number(id) } } })))
        .data;
    case 'shippers':
      return (await unwrap(api.GET('/api/admin/v1/shippers/{id}', { params: { path: { id: Number(id) } } })))
        .data;
    case 'payments':
      return (
        await unwrap(api.GET('/api/admin/v1/payment-methods/{id}', { params: { path: { id: Number(id) } } }))
      ).data;
  }
}

/** Empty inputs of a form are null or '', the API wants them left out or null. */
const orNull = <T>(v: T | '' | undefined | null): T | null => (v === '' || v === undefined ? null : v);

/** Amounts per currency with the empty ones left out. */
function amounts(v: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries((v ?? {}) as Record<string, unknown>))
    if (typeof n === 'number' && Number.isFinite(n)) out[k] = n;
  return out;
}

function couponBody(d: Record<string, unknown>): Omit<CouponBody, 'code'> {
  const kind = d.kind as CouponBody['kind'];
  return {
    kind,
    percent: kind === 'percent' ? orNull(d.percent as number) : null,
    amounts: kind === 'amount' ? amounts(d.amounts) : null,
    validFrom: orNull(d.validFrom as string),
    validTo: orNull(d.validTo as string),
    usageLimit: orNull(d.usageLimit as number),
  };
}

const giftBody = (d: Record<string, unknown>): GiftBody => ({
  variantId: Number(d.variantId),
  priceFrom: amounts(d.priceFrom),
  prices: amounts(d.prices),
  enabled: d.enabled !== false,
  position: Number(d.position ?? 0),
});

function shipperBody(d: Record<string, unknown>): Omit<ShipperBody, 'code'> {
  const s = d as unknown as ShipperBody;
  return {
    type: s.type,
    name: s.name,
    description: { ...s.description, cs: s.description?.cs ?? '' },
    requiredAddress: !!s.requiredAddress,
    deliveryDays: Number(s.deliveryDays),
    closesAt: s.closesAt,
    countries: s.countries ?? [],
    // The shipper × payment grid edits the blocked payments; the form leaves them alone.
    position: Number(s.position ?? 0),
    enabled: s.enabled !== false,
    prices: (s.prices ?? []).map((p) => ({
      currency: p.currency,
      price: p.price,
      freeFrom: orNull(p.freeFrom),
    })),
  };
}

function paymentBody(d: Record<string, unknown>): Omit<PaymentBody, 'code'> {
  const p = d as unknown as PaymentBody;
  return {
    kind: p.kind,
    name: p.name,
    description: { ...p.description, cs: p.description?.cs ?? '' },
    position: Number(p.position ?? 0),
    enabled: p.enabled !== false,
    prices: (p.prices ?? []).map((x) => ({ currency: x.currency, price: x.price })),
  };
}

async function create(resource: Resource, d: Record<string, unknown>): Promise<RaRecord> {
  switch (resource) {
    case 'coupons':
      return (
        await unwrap(
          api.POST('/api/admin/v1/coupons', { body: { code: String(d.code ?? ''), ...couponBody(d) } }),
        )
      ).data;
    case 'gifts':
      return (await unwrap(api.POST('/api/admin/v1/gifts', { body: giftBody(d) }))).data;
    case 'shippers':
      return (
        await unwrap(
          api.POST('/api/admin/v1/shippers', {
            body: { code: String(d.code ?? ''), ...shipperBody(d), blockedPaymentCodes: [] },
          }),
        )
      ).data;
    case 'payments':
      return (
        await unwrap(
          api.POST('/api/admin/v1/payment-methods', {
            body: { code: String(d.code ?? ''), ...paymentBody(d) },
          }),
        )
      ).data;
  }
}

async function update(resource: Resource, id: string, d: Record<string, unknown>): Promise<RaRecord> {
  switch (resource) {
    case 'coupons':
      return (
        await unwrap(
          api.PUT('/api/admin/v1/coupons/{code}', { params: { path: { code: id } }, body: couponBody(d) }),
        )
      ).data;
    case 'gifts':
      return (
        await unwrap(
          api.PUT('/api/admin/v1/gifts/{id}', { params: { path: { id: Number(id) } }, body: giftBody(d) }),
        )
      ).data;
    case 'shippers':
      return (
        await unwrap(
          api.PUT('/api/admin/v1/shippers/{id}', {
            params: { path: { id: Number(id) } },
            body: shipperBody(d),
          }),
        )
      ).data;
    case 'payments':
      return (
        await unwrap(
          api.PUT('/api/admin/v1/payment-methods/{id}', {
            params: { path: { id: Number(id) } },
            body: paymentBody(d),
          }),
        )
      ).data;
  }
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw toHttpError(e);
  }
}

const unsupported = (what: string) =>
  new HttpError(`Tuto akci správa obchodu nenabízí (${what}).`, 400, { errors: {} });

/** The app's provider with the shop's rules answered here. */
export function withShopRules(base: DataProvider): DataProvider {
  return {
    ...base,
    getList: (resource, params) =>
      isOurs(resource)
        ? (guarded(async () => listLocally(await all(resource), params)) as never)
        : base.getList(resource, params),
    getOne: (resource, params) =>
      isOurs(resource)
        ? (guarded(async () => ({ data: await one(resource, String(params.id)) })) as never)
        : base.getOne(resource, params),
    getMany: (resource, params) =>
      isOurs(resource)
        ? (guarded(async () => {
            const wanted = new Set(params.ids.map(String));
            return { data: (await all(resource)).filter((r) => wanted.has(String(r.id))) };
          }) as never)
        : base.getMany(resource, params),
    create: (resource, params) =>
      isOurs(resource)
        ? (guarded(async () => ({
            data: await create(resource, params.data as Record<string, unknown>),
          })) as never)
        : base.create(resource, params),
    update: (resource, params) =>
      isOurs(resource)
        ? (guarded(async () => ({
            data: await update(resource, String(params.id), params.data as Record<string, unknown>),
          })) as never)
        : base.update(resource, params),
    delete: (resource, params) => {
      if (resource === 'coupons')
        return guarded(async () => {
          await unwrap(
            api.DELETE('/api/admin/v1/coupons/{code}', { params: { path: { code: String(params.id) } } }),
          );
          return { data: params.previousData ?? { id: params.id } };
        }) as never;
      if (isOurs(resource)) return Promise.reject(unsupported('smazání'));
      return base.delete(resource, params);
    },
  };
}

/** Ends a coupon now (it stays with its orders). */
export const endCoupon = (code: string) =>
  unwrap(api.POST('/api/admin/v1/coupons/{code}/end', { params: { path: { code } } }));

export { ApiError };
