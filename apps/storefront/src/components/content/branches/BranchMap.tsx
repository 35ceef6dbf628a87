import type { BranchMapPoint } from '@shop/contract';
import { MAP_HEIGHT, MAP_WIDTH, project } from '@/lib/checkout/map';
import { CountryOutlines } from '@/components/ui/CountryOutlines';

export interface MapDot {
  id: string;
  title: string;
  city: string;
  latitude: number;
  longitude: number;
}

/** A branch's dot: where it is and what it is called. */
export const mapDotOf = (p: BranchMapPoint): MapDot => ({
  id: p._id,
  title: p.title,
  city: p.city,
  latitude: p.gps_latitude,
  longitude: p.gps_longitude,
});

/**
 * The branches as dots over the outlines of Czechia and Slovakia, each named by its town; drawn
 * from their coordinates on the server, without map tiles or scripts. One picture for assistive
 * technology (its caption says what it shows); the list beside it holds the details and links.
 */
export function BranchMap({
  points,
  highlight,
  label,
  hint,
  captionId,
}: {
  points: MapDot[];
  /** The branch of the page, drawn larger and above the others. */
  highlight?: string;
  label: string;
  hint?: string;
  captionId: string;
}) {
  const placed = points
    .map((p) => ({ ...p, ...project(p.latitude, p.longitude) }))
    // The highlighted point last, so it is drawn above the others.
    .sort((a, b) => Number(a.id === highlight) - Number(b.id === highlight));
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-labelledby={captionId}
        className="h-auto w-full rounded-md border border-line bg-[#eef4f7]"
        data-testid="branch-map"
      >
        <CountryOutlines />
        {placed.map((p) => {
          const chosen = p.id === highlight;
          const dimmed = highlight !== undefined && !chosen;
          return (
            <g key={p.id} data-branch={p.id} opacity={dimmed ? 0.45 : 1}>
              {chosen && <circle cx={p.x} cy={p.y} r={16} fill="#7a1f4d" fillOpacity={0.2} />}
              <circle
                cx={p.x}
                cy={p.y}
                r={chosen ? 8 : 6}
                fill={chosen ? '#7a1f4d' : '#0d6b63'}
                stroke="#ffffff"
                strokeWidth={2}
              />
              <text
                x={p.x}
                y={p.y - (chosen ? 14 : 11)}
                textAnchor="middle"
                fontSize={chosen ? 17 : 15}
                fontWeight={chosen ? 700 : 600}
                fill="#16181d"
                stroke="#ffffff"
                strokeWidth={4}
                paintOrder="stroke"
              >
                {p.city}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId} className="mt-1 text-sm text-muted">
        <span className="font-semibold text-ink">{label}.</span>
        {hint && ` ${hint}`}
      </figcaption>
    </figure>
  );
}
