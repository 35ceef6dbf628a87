import type { DataProvider, RaRecord } from 'react-admin';
import type { AdminContentRecord } from '@shop/contract';
import { guarded } from '../../providers/dataProvider';
import { contentCall, listContent } from './api';
import { contentTypeOf, contentLocales, type ContentTypeDef } from './definitions';

type Meta = Record<string, { slug?: string; seo_title?: string | null; seo_description?: string | null }>;

/**
 * The body the API takes from the editor's form: only the type's fields and addresses (the API
 * refuses anything else); empty optional values as none, and a translation's address removed by
 * an empty slug where it had one.
 */
export function toBody(def: ContentTypeDef, data: Record<string, unknown>, previous?: RaRecord) {
  const body: Record<string, unknown> = {};
  for (const field of def.fields) {
    const value = data[field.source];
    if (field.kind === 'number')
      body[field.source] = value === '' || value === undefined || value === null ? null : Number(value);
    else if (field.kind === 'image') body[field.source] = value ? String(value) : null;
    else if (field.kind === 'text' || field.kind === 'multiline' || field.kind === 'html') {
      // Every language, an untouched one as empty (the API wants the Czech text at least).
      const text = (value ?? {}) as Record<string, string | undefined>;
      body[field.source] = { cs: text.cs ?? '', sk: text.sk ?? '', de: text.de ?? '' };
    } else if (field.kind === 'colour' || field.kind === 'kind') {
      if (value) body[field.source] = value;
    } else if (value !== undefined) body[field.source] = value;
  }
  // Weights and orders have no "none".
  for (const key of ['weight', 'order']) if (body[key] === null) delete body[key];
  if (def.meta) {
    const meta = (data.meta ?? {}) as Meta;
    const before = (previous?.meta ?? {}) as Meta;
    const out: Meta = {};
    for (const locale of contentLocales) {
      const m = meta[locale];
      const slug = m?.slug?.trim() ?? '';
      if (!slug && !before[locale]?.slug && locale !== 'cs') continue;
      out[locale] = { slug, seo_title: m?.seo_title || null, seo_description: m?.seo_description || null };
    }
    body.meta = out;
  }
  return body;
}

/** react-admin's calls for the content resources (content-*), beside the others of `base`. */
export function withContent(base: DataProvider): DataProvider {
  const on = <K extends keyof DataProvider>(
    name: K,
    own: (def: ContentTypeDef, ...args: never[]) => unknown,
  ) =>
    ((resource: string, ...args: never[]) => {
      const def = contentTypeOf(resource);
      return def
        ? guarded(() => own(def, ...args) as Promise<unknown>)
        : (base[name] as (...a: unknown[]) => unknown)(resource, ...args);
    }) as DataProvider[K];
  const record = (r: AdminContentRecord) => r as unknown as RaRecord;
  return {
    ...base,
    getList: on('getList', async (def, params: Parameters<DataProvider['getList']>[1]) => {
      const q = new URLSearchParams();
      const filter = (params.filter ?? {}) as Record<string, string>;
      if (filter.q) q.set('q', filter.q);
      if (filter.state) q.set('state', filter.state);
      q.set('page', String(params.pagination?.page ?? 1));
      q.set('perPage', String(params.pagination?.perPage ?? 25));
      return listContent(def.type, q);
    }),
    getOne: on('getOne', async (def, params: Parameters<DataProvider['getOne']>[1]) => ({
      data: record(await contentCall<AdminContentRecord>('GET', def.type, `/${params.id}`)),
    })),
    getMany: on('getMany', async (def, params: Parameters<DataProvider['getMany']>[1]) => ({
      data: await Promise.all(
        params.ids.map(async (id) =>
          record(await contentCall<AdminContentRecord>('GET', def.type, `/${id}`)),
        ),
      ),
    })),
    create: on('create', async (def, params: Parameters<DataProvider['create']>[1]) => ({
      data: record(await contentCall<AdminContentRecord>('POST', def.type, '', toBody(def, params.data))),
    })),
    update: on('update', async (def, params: Parameters<DataProvider['update']>[1]) => ({
      data: record(
        await contentCall<AdminContentRecord>(
          'PUT',
          def.type,
          `/${params.id}`,
          toBody(def, params.data, params.previousData),
        ),
      ),
    })),
    delete: on('delete', async (def, params: Parameters<DataProvider['delete']>[1]) => ({
      data: record(await contentCall<AdminContentRecord>('DELETE', def.type, `/${params.id}`)),
    })),
  };
}
