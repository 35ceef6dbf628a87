import type { DataProvider, RaRecord } from 'react-admin';
import type { AdminWideBanner, AdminWideBannerBody } from '@shop/contract';
import { api, unwrap } from '../../api/client';
import { guarded } from '../../providers/dataProvider';
import { inLocale, localeChanged, textIn, translations, type FormText } from './localeWrites';

export const bannerResource = 'wide-banners';
/** The banner's texts, each in every language. */
const texts = ['title', 'text_1', 'text_2', 'button_text'] as const;

const read = async (id: number | string) =>
  unwrap(api.GET('/api/admin/v1/wide-banners/{id}', { params: { path: { id: Number(id) } } }));

/** The fields of a banner that have no language. */
function common(data: Record<string, unknown>) {
  const at = (v: unknown) => (typeof v === 'string' && v ? new Date(v).toISOString() : null);
  return {
    url: (data.url as string | null)?.trim() || null,
    main_image: (data.main_image as string | null) || null,
    weight: data.weight === '' || data.weight == null ? 0 : Number(data.weight),
    enabled: !!data.enabled,
    time_limited: !!data.time_limited,
    time_limit_start: at(data.time_limit_start),
    time_limit_end: at(data.time_limit_end),
    item_id: (data.item_id as string | null)?.trim() || null,
    item_name: (data.item_name as string | null)?.trim() || null,
  };
}

/**
 * Saves a banner: the Czech texts with the other fields, then each translation that changed (the
 * API takes one language a change). A refusal names the form's field of its language.
 */
async function save(id: number, data: Record<string, unknown>, previous: RaRecord | undefined) {
  for (const locale of ['cs', ...translations] as const) {
    if (locale !== 'cs' && !localeChanged(locale, data, previous, texts)) continue;
    const text = (source: (typeof texts)[number]) => textIn(data[source] as FormText, locale);
    const body: AdminWideBannerBody = {
      locale,
      // A translation left blank keeps its title: the Czech one is shown instead.
      title: text('title') ?? (locale === 'cs' ? '' : undefined),
      text_1: text('text_1'),
      text_2: text('text_2'),
      button_text: text('button_text'),
      ...(locale === 'cs' ? common(data) : {}),
    };
    try {
      await unwrap(api.PUT('/api/admin/v1/wide-banners/{id}', { params: { path: { id } }, body }));
    } catch (e) {
      throw inLocale(e, locale, texts);
    }
  }
  return read(id);
}

const record = (b: AdminWideBanner) => b as unknown as RaRecord;

/** The wide banners resource over the admin API; every other resource goes to `base`. */
export function withBanners(base: DataProvider): DataProvider {
  const mine = (resource: string) => resource === bannerResource;
  return {
    ...base,
    getList: (resource, params) =>
      mine(resource)
        ? guarded(async () => {
            const { data, total } = await unwrap(api.GET('/api/admin/v1/wide-banners'));
            const { page = 1, perPage = total } = params.pagination ?? {};
            return { data: data.slice((page - 1) * perPage, page * perPage).map(record), total } as never;
          })
        : base.getList(resource, params),
    getOne: (resource, params) =>
      mine(resource)
        ? guarded(async () => ({ data: record(await read(params.id)) }) as never)
        : base.getOne(resource, params),
    getMany: (resource, params) =>
      mine(resource)
        ? guarded(async () => ({ data: (await Promise.all(params.ids.map(read))).map(record) }) as never)
        : base.getMany(resource, params),
    create: (resource, params) =>
      mine(resource)
        ? guarded(async () => {
            const data = params.data as Record<string, unknown>;
            const full = (source: (typeof texts)[number]) => {
              const t = (data[source] ?? {}) as Record<string, string | undefined>;
              return { cs: t.cs ?? '', sk: t.sk ?? '', de: t.de ?? '' };
            };
            const created = await unwrap(
              api.POST('/api/admin/v1/wide-banners', {
                body: {
                  title: full('title'),
                  text_1: full('text_1'),
                  text_2: full('text_2'),
                  button_text: full('button_text'),
                  ...common(data),
                },
              }),
            );
            return { data: record(await read(created._id)) } as never;
          })
        : base.create(resource, params),
    update: (resource, params) =>
      mine(resource)
        ? guarded(
            async () =>
              ({
                data: record(
                  await save(Number(params.id), params.data as Record<string, unknown>, params.previousData),
                ),
              }) as never,
          )
        : base.update(resource, params),
    delete: (resource, params) =>
      mine(resource)
        ? guarded(async () => {
            await unwrap(
              api.DELETE('/api/admin/v1/wide-banners/{id}', { params: { path: { id: Number(params.id) } } }),
            );
            return { data: params.previousData ?? { id: params.id } } as never;
          })
        : base.delete(resource, params),
  };
}
