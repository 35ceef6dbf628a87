import type { PickupPointsResponse } from '@shop/contract';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { pickupStatusText } from '@/lib/checkout/pickup-status';
import { PICKUP_SEARCH_PAGE, type PickupSearchQuery } from '@/lib/checkout/pickup-search-page';
import { PickupPointDetails } from './PickupPointDetails';
import { RegionOptions } from './PickupRegionOptions';
import type { CheckoutTexts } from './texts';

/**
 * The pickup-point search without scripts: the search is a GET form, each point's "Vybrat" a POST
 * form that keeps the choice for the checkout. The list is nearest first, as in the picker.
 */
export function PlainPickupPointSearch({
  locale,
  shipperId,
  query,
  result,
  texts,
}: {
  locale: AppLocale;
  shipperId: number;
  query: PickupSearchQuery;
  /** Null when the search could not be answered. */
  result: PickupPointsResponse | null;
  texts: CheckoutTexts['pickup'];
}) {
  const notice = query.state
    ? { gone: texts.chosenGone, closed: texts.chosenClosed, failed: texts.error }[query.state]
    : null;
  const points = result?.data ?? [];
  const status = result
    ? pickupStatusText(texts, locale, {
        q: query.q,
        total: result.total,
        shown: points.length,
        region: query.region,
        near: false,
      })
    : texts.error;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{texts.plainTitle}</h1>
      <p className="mt-2">{texts.plainIntro}</p>
      {notice && (
        <p role="alert" className="mt-4 rounded-md border border-danger p-3 font-semibold text-danger">
          {notice}
        </p>
      )}
      <form
        method="get"
        action={localizedPath(locale, PICKUP_SEARCH_PAGE)}
        role="search"
        aria-label={texts.search}
        className="mt-4 grid gap-3 rounded-md border border-line bg-white p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] sm:items-start sm:p-4"
      >
        <input type="hidden" name="doprava" value={shipperId} />
        <div>
          <label htmlFor="pickup-search" className="block font-semibold">
            {texts.search}
          </label>
          <input
            id="pickup-search"
            name="hledat"
            type="search"
            defaultValue={query.q}
            aria-describedby="pickup-search-hint"
            maxLength={100}
            className="mt-1 w-full rounded-md border border-muted px-3 py-2 text-base"
          />
          <p id="pickup-search-hint" className="mt-1 text-sm text-muted">
            {texts.searchHint}
          </p>
        </div>
        {result && result.regions.length > 0 && (
          <div>
            <label htmlFor="pickup-region" className="block font-semibold">
              {texts.region}
            </label>
            <select
              id="pickup-region"
              name="kraj"
              defaultValue={query.region}
              className="mt-1 w-full rounded-md border border-muted bg-white px-3 py-2 text-base"
            >
              <option value="">{texts.allRegions}</option>
              <RegionOptions regions={result.regions} texts={texts} />
            </select>
          </div>
        )}
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand px-5 py-2 font-bold text-white hover:bg-brand-dark sm:mt-7"
        >
          {texts.find}
        </button>
      </form>
      <p role="status" className="mt-4 text-sm" data-testid="pickup-status">
        {status}
      </p>
      {points.length > 0 && (
        <ul
          aria-label={texts.results}
          className="mt-2 divide-y divide-line rounded-md border border-line bg-white"
          data-testid="pickup-results"
        >
          {points.map((point) => (
            <li key={point.id} className={`flex gap-3 p-3 ${point.closed ? 'text-muted' : ''}`}>
              <PickupPointDetails point={point} locale={locale} texts={texts} />
              <form method="post" action="/api/checkout/pickup-point" className="shrink-0">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="shipperId" value={shipperId} />
                <input type="hidden" name="remoteId" value={point.remoteId} />
                <input type="hidden" name="q" value={query.q} />
                <input type="hidden" name="region" value={query.region} />
                <button
                  type="submit"
                  disabled={point.closed}
                  className="min-h-11 rounded-md border-2 border-brand px-4 py-1.5 font-semibold text-brand hover:bg-brand-soft disabled:cursor-not-allowed disabled:border-line disabled:text-muted"
                >
                  {texts.choose}
                  <span className="sr-only">: {point.name}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6">
        <a
          href={localizedPath(locale, '/kosik/doprava-a-platba')}
          className="font-semibold text-brand underline"
        >
          {texts.backToMethods}
        </a>
      </p>
    </div>
  );
}
