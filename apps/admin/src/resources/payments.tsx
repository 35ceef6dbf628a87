import { BooleanInput, DataTable, List, NumberInput, SelectInput, SimpleList } from 'react-admin';
import { paymentMethodKindLabels } from '@shop/contract';
import { EmptyList, ListError } from '../components';
import { formatAmount } from '../format';
import type { PaymentMethod } from '../providers/shopRulesProvider';
import { PriceListInput } from './priceInputs';
import { CodeInput, ShopRuleCreate, ShopRuleEdit, TranslatedInputs } from './shopRuleForm';
import { useSmall } from './useSmall';

/**
 * Payment methods (permission `settings`): names per language, a surcharge per currency (a
 * currency without one does not offer the method), on or off and their order.
 */

const kindChoices = Object.entries(paymentMethodKindLabels).map(([id, name]) => ({ id, name }));
const priceText = (p: PaymentMethod) =>
  p.prices.map((x) => formatAmount(x.price, x.currency)).join(' / ') || '–';

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
      {create && <CodeInput />}
      <SelectInput source="kind" label="Druh platby" choices={kindChoices} />
      <TranslatedInputs source="name" label="Název" />
      <TranslatedInputs source="description" label="Popis" multiline />
      <NumberInput source="position" label="Pořadí" min={0} step={1} />
      <BooleanInput source="enabled" label="Nabízet zákazníkům" />
      <PriceListInput
        label="Poplatek podle měny (s DPH)"
        priceLabel="Poplatek"
        priceHelp="V měně vlevo; 0 = zdarma."
      />
    </>
  );
}

export function PaymentCreate() {
  return (
    <ShopRuleCreate
      title="Nová platba"
      defaultValues={{
        kind: 'gateway',
        prices: [{ currency: 'CZK', price: 0 }],
        name: { cs: '' },
        description: { cs: '' },
      }}
    >
      <PaymentFields create />
    </ShopRuleCreate>
  );
}

export function PaymentEdit() {
  return (
    <ShopRuleEdit title="Platba">
      <PaymentFields />
    </ShopRuleEdit>
  );
}
