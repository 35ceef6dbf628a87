import { COUNTRY_OUTLINES } from '@/lib/checkout/map';

/**
 * Czechia and Slovakia as the shop's maps draw them. `keepStroke`: the borders keep their width
 * when the map closes in on a part of it.
 */
export function CountryOutlines({ keepStroke = false }: { keepStroke?: boolean }) {
  return (
    <>
      {(['CZE', 'SVK'] as const).map((country) => (
        <path
          key={country}
          d={COUNTRY_OUTLINES[country]}
          fill="#ffffff"
          stroke="#9aa7b0"
          strokeWidth={1.5}
          strokeLinejoin="round"
          vectorEffect={keepStroke ? 'non-scaling-stroke' : undefined}
        />
      ))}
    </>
  );
}
