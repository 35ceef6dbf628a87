import type { DataProvider, GetListParams } from 'react-admin';
import type { AdminProductQuery } from '@shop/contract';
import { api, unwrap } from '../../api/client';
import { toHttpError } from '../../providers/dataProvider';

const str = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
const sorts: Record<string, AdminProductQuery['sort']> = {
  name: 'name',
  catalogCode: 'catalogCode',
  updatedAt: 'updatedAt',
  id: 'id',
};

/** The product list's search, filters, sort and page as the API takes them. */
async function productList(params: GetListParams) {
  const f = (params.filter ?? {}) as Record<string, unknown>;
  return unwrap(
    api.GET('/api/admin/v1/products', {
      params: {
        query: {
          q: str(f.q),
          categoryId: f.categoryId ? Number(f.categoryId) : undefined,
          brandId: f.brandId ? Number(f.brandId) : undefined,
          visible: str(f.visible) as 'true' | 'false' | undefined,
          archived: str(f.archived) as 'true' | 'false' | undefined,
          sort: sorts[params.sort?.field ?? ''] ?? 'updatedAt',
          order: params.sort?.order === 'ASC' ? 'asc' : 'desc',
          page: params.pagination?.page ?? 1,
          perPage: params.pagination?.perPage ?? 25,
        },
      },
    }),
  );
}

/** The products resource over the admin API; every other resource goes to `base`. */
export function withProducts(base: DataProvider): DataProvider {
  return {
    ...base,
    getList: (resource, params) =>
      resource === 'products'
        ? (productList(params).catch((e: unknown) => {
            throw toHttpError(e);
          }) as never)
        : base.getList(resource, params),
  };
}
