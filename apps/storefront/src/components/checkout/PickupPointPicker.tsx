'use client';

import type { PickupPoint, Region } from '@shop/contract';
import type { ShopLocale } from '@shop/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { pickupPointBranch, placeAddressLine } from '@/lib/checkout';
import { pickupStatusText } from '@/lib/checkout/pickup-status';
import type { ChosenBranch } from '@/lib/checkout/types';
import { PickupMap } from './PickupMap';
import { PickupPointDetails } from './PickupPointDetails';
import { RegionOptions } from './PickupRegionOptions';
import type { CheckoutTexts } from './texts';

const DEBOUNCE_MS = 300;

type Search =
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; points: PickupPoint[]; total: number }
  | { status: 'error'; q: string };

/**
 * The pickup-point picker, loaded only when the pickup-point shipper is chosen. A search box asks
 * the store API for points by town, street or postcode, narrowed to a region when one is chosen
 * (the regions of the countries the shop lists points in, as the API names them); the answers are
 * a radio list (the primary control: keyboard and screen readers) and dots on a map drawn from
 * their coordinates.
 */
export function PickupPointPicker({
  locale,
  shipperId,
  selected,
  onSelect,
  onGone,
  texts,
}: {
  locale: ShopLocale;
  shipperId: number;
  selected: ChosenBranch | null;
  onSelect: (branch: ChosenBranch) => void;
  /** The kept point (its id) is no longer in the network. */
  onGone: (id: string) => void;
  texts: CheckoutTexts['pickup'];
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [region, setRegion] = useState('');
  const [regions, setRegions] = useState<Region[]>([]);
  const [search, setSearch] = useState<Search>({ status: 'loading', q: '' });
  // The shopper's position, asked for only when they press the button; typing leaves it.
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null);
  const [locating, setLocating] = useState<'idle' | 'loading' | 'failed'>('idle');
  const listRef = useRef<HTMLUListElement>(null);
  const q = query.trim();
  const near = q ? null : position;

  useEffect(() => {
    const ctrl = new AbortController();
    const timer = setTimeout(
      () => {
        setSearch({ status: 'loading', q });
        const qs = new URLSearchParams({ locale, shipperId: String(shipperId), s: q });
        if (region) qs.set('region', region);
        if (near) {
          qs.set('lat', near.lat.toFixed(5));
          qs.set('lng', near.lng.toFixed(5));
        }
        fetch(`/api/checkout/pickup-points?${qs}`, { signal: ctrl.signal })
          .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
          .then((body: { data: PickupPoint[]; total: number; regions: Region[] }) => {
            setRegions(body.regions);
            setSearch({ status: 'done', q, points: body.data, total: body.total });
          })
          .catch((e: unknown) => {
            if ((e as Error).name !== 'AbortError') setSearch({ status: 'error', q });
          });
      },
      q ? DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [q, region, locale, shipperId, near]);

  function locate() {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('loading');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setQuery('');
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  // A point kept from an earlier visit may have closed since.
  const [keptId] = useState(selected?.id ?? null);
  useEffect(() => {
    if (!keptId) return;
    const ctrl = new AbortController();
    const qs = new URLSearchParams({ locale, shipperId: String(shipperId), remoteId: keptId });
    fetch(`/api/checkout/pickup-points?${qs}`, { signal: ctrl.signal })
      .then((r) => {
        if (r.status === 404) onGone(keptId);
      })
      .catch(() => {});
    return () => ctrl.abort();
    // Checked once, for the point kept from before; onGone changes with every render of the parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keptId, locale, shipperId]);

  const points = search.status === 'done' ? search.points : [];
  const status =
    locating === 'loading'
      ? texts.nearMeLoading
      : locating === 'failed'
        ? texts.nearMeFailed
        : search.status === 'loading'
          ? texts.loading
          : search.status === 'error'
            ? texts.error
            : pickupStatusText(texts, locale, {
                q: search.q,
                total: search.total,
                shown: points.length,
                region,
                near: near !== null,
              });

  function pickFromMap(point: PickupPoint) {
    // A closed point shows on the map but takes no parcels.
    if (point.closed) return;
    onSelect(pickupPointBranch(point));
    const input = listRef.current?.querySelector<HTMLInputElement>(
      `input[value="${CSS.escape(point.remoteId)}"]`,
    );
    input?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <div className="mt-3 rounded-md border border-line bg-white p-3 sm:p-4" data-testid="pickup-picker">
      <h2 className="font-bold">{texts.heading}</h2>
      {selected && (
        <p className="mt-2 rounded-md bg-brand-soft p-2 text-sm" data-testid="pickup-selected">
          <span className="font-semibold">{texts.selected}:</span> {selected.name},{' '}
          {placeAddressLine(selected.name, selected.address)}
        </p>
      )}
      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-search`} className="block font-semibold">
            {texts.search}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
            aria-describedby={`${id}-hint ${id}-status`}
            autoComplete="off"
            maxLength={100}
            className="mt-1 w-full rounded-md border border-muted px-3 py-2 text-base"
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {texts.searchHint}
          </p>
          <button
            type="button"
            onClick={locate}
            disabled={locating === 'loading'}
            aria-describedby={`${id}-status`}
            className="mt-2 rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand-soft disabled:opacity-60"
          >
            {texts.nearMe}
          </button>
          {regions.length > 0 && (
            <>
              <label htmlFor={`${id}-region`} className="mt-3 block font-semibold">
                {texts.region}
              </label>
              <select
                id={`${id}-region`}
                value={region}
                onChange={(e) => setRegion(e.target.value)}
                aria-describedby={`${id}-status`}
                className="mt-1 w-full rounded-md border border-muted bg-white px-3 py-2 text-base"
              >
                <option value="">{texts.allRegions}</option>
                <RegionOptions regions={regions} texts={texts} />
              </select>
            </>
          )}
          <p id={`${id}-status`} role="status" className="mt-2 min-h-6 text-sm" data-testid="pickup-status">
            {status}
          </p>
          {points.length > 0 && (
            <fieldset className="mt-2">
              <legend className="sr-only">{texts.results}</legend>
              <ul
                ref={listRef}
                className="max-h-80 divide-y divide-line overflow-y-auto rounded-md border border-line"
                data-testid="pickup-results"
              >
                {points.map((point) => {
                  const checked = selected?.id === point.remoteId;
                  return (
                    <li key={point.id} className={checked ? 'bg-brand-soft' : undefined}>
                      <label
                        className={`flex gap-3 p-2.5 ${point.closed ? 'cursor-not-allowed text-muted' : 'cursor-pointer'}`}
                      >
                        <input
                          type="radio"
                          name={`${id}-point`}
                          value={point.remoteId}
                          checked={checked}
                          disabled={point.closed}
                          onChange={() => onSelect(pickupPointBranch(point))}
                          className="mt-1 size-4 shrink-0 accent-brand"
                        />
                        <PickupPointDetails point={point} locale={locale} texts={texts} />
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
        </div>
        <div>
          <PickupMap
            points={points}
            selected={selected}
            onPick={pickFromMap}
            label={texts.map}
            hint={texts.mapHint}
          />
        </div>
      </div>
    </div>
  );
}
