import { BooleanInput, DataTable, List, NumberInput, SimpleList, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { EmptyList, ListError } from '../components';
import type { Gift } from '../providers/shopRulesProvider';
import { CurrencyAmountInputs, perCurrencyText as perCurrency } from './priceInputs';
import { ShopRuleCreate, ShopRuleEdit } from './shopRuleForm';
import { useSmall } from './useSmall';
import { VariantSearchInput } from './VariantSearchInput';

/**
 * Order gifts (permission `catalogue`): a variant the shopper may take with an order that reaches
 * a value, at a price per currency (0 free). Switched off, carts drop it when next priced.
 */

const giftName = (g: Gift) =>
  g.productName
    ? `${g.productName}${g.variantName ? ` – ${g.variantName}` : ''}`
    : `Varianta ${g.variantId} (skrytá)`;

export function GiftList() {
  const small = useSmall();
  return (
    <List
      title="Dárky k objednávce"
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      error={<ListError />}
      empty={<EmptyList text="Zatím tu není žádný dárek." />}
      exporter={false}
    >
      {small ? (
        <SimpleList<Gift>
          primaryText={(r) => giftName(r)}
          secondaryText={(r) => `od ${perCurrency(r.priceFrom)} · cena ${perCurrency(r.prices)}`}
          tertiaryText={(r) => (r.enabled ? 'nabízí se' : 'vypnutý')}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="position" label="Pořadí" />
          <DataTable.Col label="Dárek" render={giftName} />
          <DataTable.Col label="Od hodnoty objednávky" render={(r: Gift) => perCurrency(r.priceFrom)} />
          <DataTable.Col label="Cena dárku" render={(r: Gift) => perCurrency(r.prices)} />
          <DataTable.Col
            source="enabled"
            label="Nabízí se"
            render={(r: Gift) => (r.enabled ? 'Ano' : 'Ne')}
          />
        </DataTable>
      )}
    </List>
  );
}

function GiftFields() {
  const record = useRecordContext<Gift>();
  return (
    <>
      {record && (
        <Typography component="p" variant="h6">
          {giftName(record)}
        </Typography>
      )}
      <VariantSearchInput
        source="variantId"
        helperText={
          record
            ? 'Jiný dárek vyberete vyhledáním produktu; jinak zůstane ten nahoře.'
            : 'Vyhledejte viditelný produkt a vyberte jeho variantu.'
        }
      />
      <Typography component="h2" variant="subtitle1" sx={{ mt: 1 }}>
        Dárek lze vybrat od hodnoty zboží v košíku (s DPH)
      </Typography>
      <CurrencyAmountInputs source="priceFrom" label={(symbol) => `Od (${symbol})`} />
      <Typography component="h2" variant="subtitle1">
        Cena dárku (0 = zdarma) v každé měně, ve které se nabízí
      </Typography>
      <CurrencyAmountInputs source="prices" label={(symbol) => `Cena (${symbol})`} />
      <NumberInput source="position" label="Pořadí" step={1} min={0} />
      <BooleanInput source="enabled" label="Nabízet zákazníkům" />
    </>
  );
}

export function GiftCreate() {
  return (
    <ShopRuleCreate title="Nový dárek" defaultValues={{ priceFrom: {}, prices: {} }}>
      <GiftFields />
    </ShopRuleCreate>
  );
}

export function GiftEdit() {
  return (
    <ShopRuleEdit title="Dárek k objednávce">
      <GiftFields />
    </ShopRuleEdit>
  );
}
