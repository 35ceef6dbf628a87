import {
  ArrayInput,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  List,
  NumberInput,
  SelectInput,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  Toolbar,
  TextInput,
} from 'react-admin';
import { Stack } from '@mui/material';
import { paymentMethodKindLabels } from '@shop/contract';
import { EditError, EmptyList, ListError } from '../components';
import { formatAmount } from '../format';
import type { PaymentMethod } from '../providers/shopRulesProvider';
import { currencyChoices } from './shippers';
import { useSmall } from './useSmall';

/**
 * Payment methods (permission `settings`): names per language, a surcharge per currency (a
 * currency without one does not offer the method), on or off and their order.
 */

const kindChoices = Object.entries(paymentMethodKindLabels).map(([id, name]) => ({ id, name }));
const priceText = (p: PaymentMethod) =>
  p.prices.map((x) => formatAmount(x.price, x.currency)).join(' / ') || '–';

/** Saving only: a shop rule is switched off, never deleted (orders keep its code). */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function PaymentList() {
  const small = useSmall();
  return (
    <List
      title="Platby"
      sort={{ field: 'position', order: 'ASC' }}
      perPage={50}
      pagination={false}
      error={<ListError />}
      empty={<EmptyList text="Zatím tu není žádná platba." />}
      exporter={false}
    >
      {small ? (
        <SimpleList<PaymentMethod>
          primaryText={(r) => r.name.cs}
          secondaryText={(r) => `${paymentMethodKindLabels[r.kind]} · ${priceText(r)}`}
          tertiaryText={(r) => (r.enabled ? 'zapnutá' : 'vypnutá')}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="position" label="Pořadí" />
          <DataTable.Col label="Název" render={(r: PaymentMethod) => r.name.cs} />
          <DataTable.Col source="code" label="Kód" />
          <DataTable.Col
            source="kind"
            label="Druh"
            render={(r: PaymentMethod) => paymentMethodKindLabels[r.kind]}
          />
          <DataTable.Col label="Poplatek (s DPH)" render={priceText} />
          <DataTable.Col
            source="enabled"
            label="Zapnutá"
            render={(r: PaymentMethod) => (r.enabled ? 'Ano' : 'Ne')}
          />
        </DataTable>
      )}
    </List>
  );
}

function PaymentFields({ create = false }: { create?: boolean }) {
  return (
    <>
      {create && (
        <TextInput
          source="code"
          label="Kód"
          helperText="Malá písmena bez diakritiky, číslice, pomlčka a podtržítko; později nejde změnit."
        />
      )}
      <SelectInput source="kind" label="Druh platby" choices={kindChoices} />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { md: 2 }, width: '100%' }}>
        <TextInput source="name.cs" label="Název (česky)" fullWidth />
        <TextInput source="name.sk" label="Název (slovensky)" fullWidth />
        <TextInput source="name.de" label="Název (německy)" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { md: 2 }, width: '100%' }}>
        <TextInput source="description.cs" label="Popis (česky)" multiline fullWidth />
        <TextInput source="description.sk" label="Popis (slovensky)" multiline fullWidth />
        <TextInput source="description.de" label="Popis (německy)" multiline fullWidth />
      </Stack>
      <NumberInput source="position" label="Pořadí" min={0} step={1} />
      <BooleanInput source="enabled" label="Nabízet zákazníkům" />
      <ArrayInput source="prices" label="Poplatek podle měny (s DPH)">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="currency" label="Měna" choices={currencyChoices} />
          <NumberInput
            source="price"
            label="Poplatek"
            min={0}
            step={0.01}
            helperText="V měně vlevo; 0 = zdarma."
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function PaymentCreate() {
  return (
    <Create title="Nová platba" redirect="list" mutationMode="pessimistic">
      <SimpleForm
        noValidate
        defaultValues={{
          kind: 'gateway',
          position: 0,
          enabled: true,
          prices: [{ currency: 'CZK', price: 0 }],
          name: { cs: '' },
          description: { cs: '' },
        }}
      >
        <PaymentFields create />
      </SimpleForm>
    </Create>
  );
}

export function PaymentEdit() {
  return (
    <Edit title="Platba" mutationMode="pessimistic" error={<EditError />} redirect="list">
      <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
        <PaymentFields />
      </SimpleForm>
    </Edit>
  );
}
