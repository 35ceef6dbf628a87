'use client';

import type { PickupPoint } from '@shop/contract';
import { MAP_WIDTH, project, viewOf } from '@/lib/checkout/map';
import type { ChosenBranch } from '@/lib/checkout/types';
import { CountryOutlines } from '@/components/ui/CountryOutlines';

/**
 * The found pickup points as dots over the outlines of Czechia and Slovakia, the chosen one
 * highlighted. A pointer aid only: the list next to it is the accessible control, so the drawing
 * is hidden from assistive technology and its dots take no keyboard focus.
 */
export function PickupMap({
  points,
  selected,
  onPick,
  label,
  hint,
}: {
  points: PickupPoint[];
  selected: ChosenBranch | null;
  onPick: (point: PickupPoint) => void;
  label: string;
  hint: string;
}) {
  const chosen = selected ? project(selected.latitude, selected.longitude) : null;
  // The map closes in on the found points (a town and its surroundings), dots keeping their size.
  const view = viewOf(points.map((p) => project(p.latitude, p.longitude)));
  const scale = view.width / MAP_WIDTH;
  return (
    <figure className="m-0">
      <svg
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        aria-hidden="true"
        className="h-auto w-full rounded-md border border-line bg-[#eef4f7]"
        data-testid="pickup-map"
      >
        <CountryOutlines keepStroke />
        {points.map((point) => {
          const { x, y } = project(point.latitude, point.longitude);
          // The chosen point is drawn last, above the others.
          if (selected?.id === point.remoteId) return null;
          return (
            <circle
              key={point.id}
              cx={x}
              cy={y}
              r={7 * scale}
              fill={point.closed ? '#9aa7b0' : '#0d6b63'}
              fillOpacity={0.75}
              stroke="#ffffff"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
              className="cursor-pointer hover:fill-[#7a1f4d]"
              onClick={() => onPick(point)}
              data-remote-id={point.remoteId}
            >
              <title>{`${point.name}, ${point.address.city}`}</title>
            </circle>
          );
        })}
        {chosen && (
          <g data-testid="pickup-map-selected">
            <circle cx={chosen.x} cy={chosen.y} r={16 * scale} fill="#7a1f4d" fillOpacity={0.2} />
            <circle
              cx={chosen.x}
              cy={chosen.y}
              r={9.5 * scale}
              fill="#7a1f4d"
              stroke="#ffffff"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          </g>
        )}
      </svg>
      <figcaption className="mt-1 text-sm text-muted">
        <span className="font-semibold text-ink">{label}.</span> {hint}
      </figcaption>
    </figure>
  );
}
