import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator } from 'react-admin';
import { Stack } from '@mui/material';
import { formatAmount } from '../format';

/** The shop's currencies as choices. */
export const currencyChoices = [
  { id: 'CZK', name: 'Koruna (Kč)' },
  { id: 'EUR', name: 'Euro (€)' },
];

/** Amounts per currency the Czech way (`99 Kč / 3,90 €`); none as a dash. */
export const perCurrencyText = (v: Record<string, number | null | undefined>) =>
  Object.entries(v)
    .filter(([, n]) => typeof n === 'number')
    .map(([cur, n]) => formatAmount(n!, cur))
    .join(' / ') || '–';

/**
 * A price list: rows of a currency and its price (a currency without a row does not offer the
 * item); a shipper's rows also have a free-shipping limit.
 */
export function PriceListInput({
  label,
  priceLabel,
  priceHelp,
  withFreeFrom = false,
}: {
  label: string;
  priceLabel: string;
  priceHelp: string;
  withFreeFrom?: boolean;
}) {
  return (
    <ArrayInput source="prices" label={label}>
      <SimpleFormIterator inline disableReordering>
        <SelectInput source="currency" label="Měna" choices={currencyChoices} />
        <NumberInput source="price" label={priceLabel} min={0} step={0.01} helperText={priceHelp} />
        {withFreeFrom && (
          <NumberInput
            source="freeFrom"
            label="Zdarma od"
            min={0}
            step={0.01}
            helperText="Hodnota zboží s DPH; prázdné: nikdy zdarma."
          />
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** An amount in each currency (`{source}.CZK`, `{source}.EUR`); an empty one is not offered. */
export function CurrencyAmountInputs({
  source,
  label,
}: {
  source: string;
  label: (symbol: string) => string;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
      <NumberInput source={`${source}.CZK`} label={label('Kč')} min={0} step={1} />
      <NumberInput source={`${source}.EUR`} label={label('€')} min={0} step={0.01} />
    </Stack>
  );
}
