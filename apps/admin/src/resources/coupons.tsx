import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Confirm,
  Create,
  DataTable,
  DateTimeInput,
  DeleteButton,
  Edit,
  List,
  NumberInput,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { couponKindLabels, couponKinds, couponStateLabels } from '@shop/contract';
import { EditError, EmptyList, ListError } from '../components';
import { formatDateTime } from '../format';
import { endCoupon, type Coupon } from '../providers/shopRulesProvider';
import { CurrencyAmountInputs, perCurrencyText } from './priceInputs';
import { useSmall } from './useSmall';

/** Coupons (permission `catalogue`): a discount in percent or per currency, or free shipping. */

const kindChoices = couponKinds.map((k) => ({ id: k, name: couponKindLabels[k] }));

/** What the coupon takes off, the Czech way. */
export function couponDiscount(c: Pick<Coupon, 'kind' | 'percent' | 'amounts'>): string {
  if (c.kind === 'percent') return `${c.percent ?? '?'} %`;
  if (c.kind === 'amount') return perCurrencyText(c.amounts ?? {});
  return 'Doprava zdarma';
}

const validity = (c: Coupon) =>
  c.validFrom || c.validTo ? `${formatDateTime(c.validFrom)} – ${formatDateTime(c.validTo)}` : 'bez omezení';
const uses = (c: Coupon) => `${c.usedCount}${c.usageLimit === null ? '' : ` z ${c.usageLimit}`}`;

function StateChip({ state }: { state: Coupon['state'] }) {
  const color = state === 'active' ? 'success' : state === 'scheduled' ? 'info' : 'default';
  return <Chip size="small" color={color} label={couponStateLabels[state]} />;
}

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Hledat kód"
    slotProps={{ htmlInput: { 'aria-label': 'Hledat kód kupónu' } }}
  />,
];

export function CouponList() {
  const small = useSmall();
  return (
    <List
      title="Slevové kupóny"
      filters={filters}
      sort={{ field: 'code', order: 'ASC' }}
      perPage={25}
      error={<ListError />}
      empty={<EmptyList text="Zatím tu není žádný kupón." />}
      exporter={false}
    >
      {small ? (
        <SimpleList<Coupon>
          primaryText={(r) => `${r.code} · ${couponDiscount(r)}`}
          secondaryText={(r) => `${couponStateLabels[r.state]} · použito ${uses(r)}`}
          tertiaryText={(r) => validity(r)}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="code" label="Kód" />
          <DataTable.Col source="kind" label="Druh" render={(r: Coupon) => couponKindLabels[r.kind]} />
          <DataTable.Col label="Sleva" render={(r: Coupon) => couponDiscount(r)} />
          <DataTable.Col label="Platnost" render={validity} />
          <DataTable.Col source="usedCount" label="Použito" render={uses} />
          <DataTable.Col source="state" label="Stav" render={(r: Coupon) => <StateChip state={r.state} />} />
        </DataTable>
      )}
    </List>
  );
}

/** The discount's inputs for the chosen kind: percent, an amount per currency, or nothing. */
function DiscountInputs() {
  const kind = useWatch({ name: 'kind' }) as Coupon['kind'] | undefined;
  if (kind === 'percent')
    return (
      <NumberInput
        source="percent"
        label="Sleva v procentech"
        min={1}
        max={100}
        step={1}
        helperText="Celé číslo od 1 do 100."
      />
    );
  if (kind === 'amount')
    return (
      <Box>
        <Typography component="p" variant="body2" sx={{ mb: 1 }}>
          Sleva v každé měně, ve které kupón platí (s DPH). Měnu bez částky nechte prázdnou.
        </Typography>
        <CurrencyAmountInputs source="amounts" label={(symbol) => `Sleva v ${symbol}`} />
      </Box>
    );
  if (kind === 'free_shipping')
    return <Alert severity="info">Kupón dá zákazníkovi dopravu zdarma; zboží nezlevní.</Alert>;
  return null;
}

function CouponFields({ create = false }: { create?: boolean }) {
  const record = useRecordContext<Coupon>();
  return (
    <>
      {create ? (
        <TextInput
          source="code"
          label="Kód kupónu"
          helperText="Písmena bez diakritiky, číslice, pomlčka a podtržítko; uloží se velkými písmeny."
          fullWidth
        />
      ) : (
        <Typography component="p" variant="h6">
          Kupón {record?.code} · použito {record ? uses(record) : ''}
        </Typography>
      )}
      <SelectInput source="kind" label="Druh slevy" choices={kindChoices} />
      <DiscountInputs />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
        <DateTimeInput source="validFrom" label="Platí od" helperText="Prázdné: hned." />
        <DateTimeInput source="validTo" label="Platí do" helperText="Prázdné: bez konce." />
      </Stack>
      <NumberInput
        source="usageLimit"
        label="Nejvýše použití (objednávek)"
        min={1}
        step={1}
        helperText="Prázdné: bez omezení. Počet použití počítají objednávky samy."
      />
    </>
  );
}

export function CouponCreate() {
  return (
    <Create title="Nový kupón" redirect="list" mutationMode="pessimistic">
      <SimpleForm noValidate defaultValues={{ kind: 'percent' }}>
        <CouponFields create />
      </SimpleForm>
    </Create>
  );
}

/** Ends the coupon now: it stays with the orders that used it, no cart takes it any more. */
function EndButton() {
  const record = useRecordContext<Coupon>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || record.state === 'ended') return null;
  const end = async () => {
    setPending(true);
    try {
      await endCoupon(record.code);
      notify('Platnost kupónu skončila.', { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button color="warning" startIcon={<EventBusyIcon />} onClick={() => setOpen(true)} disabled={pending}>
        Ukončit platnost
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`Ukončit kupón ${record.code}?`}
        content="Kupón přestane platit hned. Objednávky, které ho použily, ho dál ukazují."
        confirm="Ukončit"
        cancel="Zpět"
        onConfirm={() => void end()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function CouponToolbar() {
  const record = useRecordContext<Coupon>();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <EndButton />
      {record && record.usedCount === 0 && (
        <DeleteButton
          mutationMode="pessimistic"
          label="Smazat"
          confirmTitle={`Smazat kupón ${record.code}?`}
          confirmContent="Kupón nikdo nepoužil, smaže se úplně."
        />
      )}
    </Toolbar>
  );
}

export function CouponEdit() {
  return (
    <Edit title="Kupón" mutationMode="pessimistic" error={<EditError />} redirect={false}>
      <SimpleForm noValidate toolbar={<CouponToolbar />}>
        <CouponFields />
      </SimpleForm>
    </Edit>
  );
}
