import {
  BooleanInput,
  Create,
  DataTable,
  Edit,
  List,
  NumberInput,
  SaveButton,
  SimpleForm,
  SimpleList,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { EditError, EmptyList, ListError } from '../components';
import { formatAmount } from '../format';
import type { Gift } from '../providers/shopRulesProvider';
import { useSmall } from './useSmall';

/**
 * Order gifts (permission `catalogue`): a variant the shopper may take with an order that reaches
 * a value, at a price per currency (0 free). Switched off, carts drop it when next priced.
 */

const perCurrency = (v: Record<string, number | undefined>) =>
  Object.entries(v)
    .filter(([, n]) => typeof n === 'number')
    .map(([cur, n]) => formatAmount(n!, cur))
    .join(' / ') || '–';

const giftName = (g: Gift) =>
  g.productName
    ? `${g.productName}${g.variantName ? ` – ${g.variantName}` : ''}`
    : `Varianta ${g.variantId} (skrytá)`;

/** Saving only: a shop rule is switched off, never deleted (orders keep its code). */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

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
      <NumberInput
        source="variantId"
        label="Číslo varianty (ID)"
        step={1}
        min={1}
        helperText="Varianta viditelného produktu; najdete ji v katalogu."
      />
      <Typography component="h2" variant="subtitle1" sx={{ mt: 1 }}>
        Dárek lze vybrat od hodnoty zboží v košíku (s DPH)
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
        <NumberInput source="priceFrom.CZK" label="Od (Kč)" min={0} step={1} />
        <NumberInput source="priceFrom.EUR" label="Od (€)" min={0} step={0.01} />
      </Stack>
      <Typography component="h2" variant="subtitle1">
        Cena dárku (0 = zdarma) v každé měně, ve které se nabízí
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
        <NumberInput source="prices.CZK" label="Cena (Kč)" min={0} step={1} />
        <NumberInput source="prices.EUR" label="Cena (€)" min={0} step={0.01} />
      </Stack>
      <NumberInput source="position" label="Pořadí" step={1} min={0} />
      <BooleanInput source="enabled" label="Nabízet zákazníkům" />
    </>
  );
}

export function GiftCreate() {
  return (
    <Create title="Nový dárek" redirect="list" mutationMode="pessimistic">
      <SimpleForm noValidate defaultValues={{ enabled: true, position: 0, priceFrom: {}, prices: {} }}>
        <GiftFields />
      </SimpleForm>
    </Create>
  );
}

export function GiftEdit() {
  return (
    <Edit title="Dárek k objednávce" mutationMode="pessimistic" error={<EditError />} redirect="list">
      <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
        <GiftFields />
      </SimpleForm>
    </Edit>
  );
}
