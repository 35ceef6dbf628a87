import type { DataProvider, RaRecord } from 'react-admin';
import type { AdminBranch, AdminBranchBody, ContentLocale } from '@shop/contract';
import { api, ApiError, unwrap } from '../../api/client';
import { guarded } from '../../providers/dataProvider';
import { listContent } from '../content/api';
import { inLocale, localeChanged, textIn, translations, type FormText } from '../banners/localeWrites';

export const branchResource = 'branches';
/** The branch's texts in every language, and its lines (hours, services) each in every language. */
const texts = [
  'title',
  'description',
  'map_description',
  'car_accessibility',
  'public_transportation_accessibility',
];
const lines = ['opening_hours', 'services'] as const;

/** The form's record: the gallery as rows (the form's lists hold objects). */
export type BranchRecord = Omit<AdminBranch, 'images'> & { gallery: { path: string | null }[] };

async function read(id: number | string): Promise<RaRecord> {
  const { images, ...branch } = await unwrap(
    api.GET('/api/admin/v1/branches/{id}', { params: { path: { id: Number(id) } } }),
  );
  return { ...branch, gallery: images.map((path) => ({ path })) } satisfies BranchRecord;
}

const orNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const at = (v: unknown) => (typeof v === 'string' && v ? new Date(v).toISOString() : null);

/** The fields without a language, sent with the Czech change. */
function common(d: BranchRecord): Partial<AdminBranchBody> {
  return {
    street: d.street,
    city: d.city,
    postcode: d.postcode,
    country_code: d.country_code?.trim().toUpperCase(),
    region: d.region,
    phone: orNull(d.phone),
    email: orNull(d.email),
    gps_latitude: Number(d.gps_latitude),
    gps_longitude: Number(d.gps_longitude),
    google_map_link: orNull(d.google_map_link),
    review_link: orNull(d.review_link),
    main_image: orNull(d.main_image),
    images: (d.gallery ?? []).flatMap((g) => (g?.path ? [g.path] : [])),
    pay_with_card: !!d.pay_with_card,
    primary: !!d.primary,
    weight: Number(d.weight ?? 0),
    closed_from: at(d.closed_from),
    closed_to: at(d.closed_to),
    employees: (d.employees ?? []).map((e) => ({
      name: e.name?.trim() ?? '',
      job_title: e.job_title?.cs?.trim()
        ? { cs: e.job_title.cs.trim(), sk: e.job_title.sk?.trim() ?? '', de: e.job_title.de?.trim() ?? '' }
        : null,
      email: orNull(e.email),
      phone: orNull(e.phone),
      photo: orNull(e.photo),
    })),
  };
}

/**
 * A translation's lines: every line translated, or none (the Czech ones shown instead). Refuses a
 * list translated only in part.
 */
function linesIn(d: BranchRecord, source: (typeof lines)[number], locale: ContentLocale) {
  const values = (d[source] ?? []).map((l) => (l as FormText)?.[locale]?.trim() ?? '');
  if (locale === 'cs' || values.every(Boolean)) return values;
  if (values.every((v) => !v)) return undefined;
  throw new ApiError(
    422,
    values.flatMap((v, i) =>
      v
        ? []
        : [
            {
              code: 'lines',
              field: `${source}.${i}.${locale}`,
              title: 'Přeložte všechny řádky, nebo žádný.',
            },
          ],
    ),
  );
}

/** One language's change: its texts, lines and page address (Czech also every other field). */
function bodyIn(d: BranchRecord, locale: ContentLocale): AdminBranchBody {
  const text = (source: string) => textIn(d[source as keyof BranchRecord] as FormText, locale);
  const meta = d.meta?.[locale];
  return {
    locale,
    // A translation left blank keeps its title: the Czech one is shown instead.
    title: text('title') ?? (locale === 'cs' ? '' : undefined),
    description: text('description'),
    map_description: text('map_description'),
    car_accessibility: text('car_accessibility'),
    public_transportation_accessibility: text('public_transportation_accessibility'),
    opening_hours: linesIn(d, 'opening_hours', locale),
    services: linesIn(d, 'services', locale),
    ...(meta?.slug?.trim()
      ? {
          meta: {
            slug: meta.slug.trim(),
            seo_title: orNull(meta.seo_title),
            seo_description: orNull(meta.seo_description),
          },
        }
      : {}),
    ...(locale === 'cs' ? common(d) : {}),
  };
}

/** Saves a branch: Czech with every other field, then each translation that changed. */
async function save(id: number, data: BranchRecord, previous: RaRecord | undefined) {
  const bodies = (['cs', ...translations] as const)
    .filter(
      (locale) =>
        locale === 'cs' ||
        localeChanged(locale, data as unknown as RaRecord, previous, [...texts, ...lines, 'meta']),
    )
    .map((locale) => [locale, bodyIn(data, locale)] as const);
  for (const [locale, body] of bodies) {
    try {
      await unwrap(api.PUT('/api/admin/v1/branches/{id}', { params: { path: { id } }, body }));
    } catch (e) {
      throw inLocale(e, locale, texts);
    }
  }
  return read(id);
}

/** The branch pages over the admin API (listed by the content list); the rest goes to `base`. */
export function withBranches(base: DataProvider): DataProvider {
  const mine = (resource: string) => resource === branchResource;
  return {
    ...base,
    getList: (resource, params) =>
      mine(resource)
        ? guarded(() => {
            const q = new URLSearchParams();
            const filter = (params.filter ?? {}) as Record<string, string>;
            if (filter.q) q.set('q', filter.q);
            if (filter.state) q.set('state', filter.state);
            q.set('page', String(params.pagination?.page ?? 1));
            q.set('perPage', String(params.pagination?.perPage ?? 25));
            return listContent('branches', q) as never;
          })
        : base.getList(resource, params),
    getOne: (resource, params) =>
      mine(resource)
        ? guarded(async () => ({ data: await read(params.id) }) as never)
        : base.getOne(resource, params),
    getMany: (resource, params) =>
      mine(resource)
        ? guarded(async () => ({ data: await Promise.all(params.ids.map(read)) }) as never)
        : base.getMany(resource, params),
    create: (resource, params) =>
      mine(resource)
        ? guarded(async () => {
            const d = params.data as Record<string, unknown> & { title?: FormText; meta?: { slug?: string } };
            const created = await unwrap(
              api.POST('/api/admin/v1/branches', {
                body: {
                  title: { cs: d.title?.cs ?? '', sk: d.title?.sk ?? '', de: d.title?.de ?? '' },
                  street: String(d.street ?? ''),
                  city: String(d.city ?? ''),
                  postcode: String(d.postcode ?? ''),
                  country_code: String(d.country_code ?? '').toUpperCase(),
                  region: String(d.region ?? ''),
                  gps_latitude: Number(d.gps_latitude),
                  gps_longitude: Number(d.gps_longitude),
                  meta: { slug: d.meta?.slug?.trim() ?? '' },
                },
              }),
            );
            return { data: await read(created.id) } as never;
          })
        : base.create(resource, params),
    update: (resource, params) =>
      mine(resource)
        ? guarded(
            async () =>
              ({
                data: await save(Number(params.id), params.data as BranchRecord, params.previousData),
              }) as never,
          )
        : base.update(resource, params),
    delete: (resource, params) =>
      mine(resource)
        ? guarded(async () => {
            await unwrap(
              api.DELETE('/api/admin/v1/branches/{id}', { params: { path: { id: Number(params.id) } } }),
            );
            return { data: params.previousData ?? { id: params.id } } as never;
          })
        : base.delete(resource, params),
  };
}
