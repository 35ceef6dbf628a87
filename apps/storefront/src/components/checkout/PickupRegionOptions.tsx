import type { Region } from '@shop/contract';
import type { CheckoutTexts } from './texts';

/** The regions as options, grouped by country when there are several. */
export function RegionOptions({ regions, texts }: { regions: Region[]; texts: CheckoutTexts['pickup'] }) {
  const countries = [...new Set(regions.map((r) => r.countryCode))];
  const options = (country: string) =>
    regions
      .filter((r) => r.countryCode === country)
      .map((r) => (
        <option key={r.name} value={r.name}>
          {r.name}
        </option>
      ));
  if (countries.length === 1) return options(countries[0]!);
  return countries.map((c) => (
    <optgroup key={c} label={c === 'SVK' ? texts.countrySVK : texts.countryCZE}>
      {options(c)}
    </optgroup>
  ));
}
