import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { BranchMapPoint } from '@shop/contract';
import type { BranchPage } from '@/lib/cms/branches';
import { BranchMap } from './BranchMap';
import { BranchSummary } from './BranchSummary';

/** `/pobocky`: the map of every branch and the list with addresses and hours, heaviest first. */
export async function BranchList({
  branches,
  points,
  locale,
}: {
  branches: BranchPage[];
  /** The map data (branch_map_data). */
  points: BranchMapPoint[];
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'Branches' });
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
        <p className="max-w-prose text-muted">{t('intro')}</p>
        <p className="text-sm font-semibold">{t('count', { count: branches.length })}</p>
      </header>
      {branches.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <div className="grid-24 gap-y-6">
          <div className="col-span-24 md:col-span-10">
            <div className="md:sticky md:top-4">
              <BranchMap
                points={points.map((p) => ({
                  id: p._id,
                  title: p.title,
                  city: p.city,
                  latitude: p.gps_latitude,
                  longitude: p.gps_longitude,
                }))}
                label={t('mapLabel')}
                hint={t('mapHint')}
                captionId="branch-map-caption"
              />
            </div>
          </div>
          <section aria-labelledby="branch-list-heading" className="col-span-24 md:col-span-14">
            <h2 id="branch-list-heading" className="sr-only">
              {t('listHeading')}
            </h2>
            <ul className="grid gap-4">
              {branches.map((b) => (
                <li key={b._id}>
                  <BranchSummary branch={b} locale={locale} />
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
