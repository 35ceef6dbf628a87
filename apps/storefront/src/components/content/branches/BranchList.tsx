import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { regionSlug, type BranchMapPoint } from '@shop/contract';
import type { BranchPage } from '@/lib/cms/branches';
import { branchesInRegion, regionChoices, type RegionChoice } from '@/lib/branches/regions';
import { BRANCH_REGION_PARAM } from '@/lib/page-rewrite';
import { BranchMap, mapDotOf } from './BranchMap';
import { BranchSummary } from './BranchSummary';
import { LabelledSection } from '@/components/ui/LabelledSection';

/**
 * `/pobocky`: the map of every branch and the list with addresses and hours, heaviest first;
 * with a region (`/pobocky?kraj=…`), only that region's branches. The region is chosen in a
 * plain GET form, so the filter works without JavaScript.
 */
export async function BranchList({
  branches: all,
  points: allPoints,
  locale,
  region = null,
}: {
  branches: BranchPage[];
  /** The map data (branch_map_data). */
  points: BranchMapPoint[];
  locale: AppLocale;
  /** The region's name the list is narrowed to, or null for all branches. */
  region?: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Branches' });
  const branches = region ? branchesInRegion(all, region) : all;
  const shown = new Set(branches.map((b) => b._id));
  const points = region ? allPoints.filter((p) => shown.has(p._id)) : allPoints;
  const choices = regionChoices(all);
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">
          {region ? t('regionTitle', { region }) : t('title')}
        </h1>
        <p className="max-w-prose text-muted">{t('intro')}</p>
        {choices.length > 0 && (
          <RegionFilter
            choices={choices}
            selected={region ? regionSlug(region) : ''}
            action={localizedPath(locale, '/pobocky')}
            texts={{
              region: t('region'),
              all: t('allRegions'),
              show: t('showRegion'),
              CZE: t('countryCZE'),
              SVK: t('countrySVK'),
            }}
          />
        )}
        <p className="text-sm font-semibold" role="status">
          {t('count', { count: branches.length })}
        </p>
      </header>
      {branches.length === 0 ? (
        <p>{region ? t('regionEmpty') : t('empty')}</p>
      ) : (
        <div className="grid-24 gap-y-6">
          <div className="col-span-24 md:col-span-10">
            <div className="md:sticky md:top-4">
              <BranchMap
                points={points.map(mapDotOf)}
                label={t('mapLabel')}
                hint={t('mapHint')}
                captionId="branch-map-caption"
              />
            </div>
          </div>
          <LabelledSection
            id="branch-list-heading"
            heading={t('listHeading')}
            className="col-span-24 md:col-span-14"
            headingClassName="sr-only"
          >
            <ul className="grid gap-4">
              {branches.map((b) => (
                <li key={b._id}>
                  <BranchSummary branch={b} locale={locale} />
                </li>
              ))}
            </ul>
          </LabelledSection>
        </div>
      )}
    </div>
  );
}

/** The region select and its button: a GET form to `/pobocky?kraj=…` (an empty choice: every region). */
function RegionFilter({
  choices,
  selected,
  action,
  texts,
}: {
  choices: RegionChoice[];
  selected: string;
  action: string;
  texts: { region: string; all: string; show: string; CZE: string; SVK: string };
}) {
  const options = (c: RegionChoice) =>
    c.regions.map((r) => (
      <option key={r.slug} value={r.slug}>
        {`${r.name} (${r.count})`}
      </option>
    ));
  return (
    <form
      method="get"
      action={action}
      className="flex flex-wrap items-end gap-2"
      data-testid="branch-region-filter"
    >
      <div className="grid min-w-0 grow gap-1 sm:max-w-sm sm:grow-0">
        <label htmlFor="branch-region" className="font-semibold">
          {texts.region}
        </label>
        <select
          id="branch-region"
          name={BRANCH_REGION_PARAM}
          defaultValue={selected}
          className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base"
        >
          <option value="">{texts.all}</option>
          {choices.length === 1
            ? options(choices[0]!)
            : choices.map((c) => (
                <optgroup key={c.country} label={texts[c.country]}>
                  {options(c)}
                </optgroup>
              ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {texts.show}
      </button>
    </form>
  );
}
