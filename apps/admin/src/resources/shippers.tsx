import { useEffect, useState } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  DataTable,
  List,
  NumberInput,
  SelectInput,
  SimpleList,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { shipperTypeLabels, shipperTypes } from '@shop/contract';
import { api, unwrap } from '../api/client';
import { EmptyList, ListError } from '../components';
import { formatAmount } from '../format';
import type { PaymentMethod, Shipper } from '../providers/shopRulesProvider';
import { PriceListInput } from './priceInputs';
import { CodeInput, ShopRuleCreate, ShopRuleEdit, TranslatedInputs } from './shopRuleForm';
import { useSmall } from './useSmall';

/**
 * Shippers (permission `settings`): names per language, a price and a free-shipping limit per
 * currency, delivery days and the day's closing time, countries, on or off and their order; the
 * payments each cannot go with are ticked in the shipper × payment grid.
 */

const typeChoices = shipperTypes.map((t) => ({ id: t, name: shipperTypeLabels[t] }));

const priceText = (s: Shipper) =>
  s.prices
    .map(
      (p) =>
        `${formatAmount(p.price, p.currency)}${p.freeFrom === null ? '' : ` (zdarma od ${formatAmount(p.freeFrom, p.currency)})`}`,
    )
    .join(' / ') || '–';

export function ShipperList() {
  const small = useSmall();
  return (
    <List
      title="Dopravci"
      sort={{ field: 'position', order: 'ASC' }}
      perPage={50}
      error={<ListError />}
      empty={<EmptyList text="Zatím tu není žádný dopravce." />}
      exporter={false}
      pagination={false}
    >
      {small ? (
        <SimpleList<Shipper>
          primaryText={(r) => r.name.cs}
          secondaryText={(r) => priceText(r)}
          tertiaryText={(r) => (r.enabled ? 'zapnutý' : 'vypnutý')}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="position" label="Pořadí" />
          <DataTable.Col label="Název" render={(r: Shipper) => r.name.cs} />
          <DataTable.Col source="type" label="Druh" render={(r: Shipper) => shipperTypeLabels[r.type]} />
          <DataTable.Col label="Cena (s DPH)" render={priceText} />
          <DataTable.Col
            label="Doručení"
            render={(r: Shipper) => `${r.deliveryDays} prac. dní, uzávěrka ${r.closesAt}`}
          />
          <DataTable.Col
            source="enabled"
            label="Zapnutý"
            render={(r: Shipper) => (r.enabled ? 'Ano' : 'Ne')}
          />
        </DataTable>
      )}
    </List>
  );
}

/** Countries the shop knows (public API), as choices. */
function useCountries() {
  const [countries, setCountries] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    void fetch('/api/v1/countries?perPage=100', { headers: { 'accept-language': 'cs' } })
      .then((r) => r.json() as Promise<{ data: { alpha3: string; name: string }[] }>)
      .then((body) => setCountries(body.data.map((c) => ({ id: c.alpha3, name: c.name }))))
      .catch(() => setCountries([]));
  }, []);
  return countries;
}

function ShipperFields({ create = false }: { create?: boolean }) {
  const countries = useCountries();
  return (
    <>
      {create && <CodeInput />}
      <SelectInput source="type" label="Druh dopravy" choices={typeChoices} />
      <TranslatedInputs source="name" label="Název" />
      <TranslatedInputs source="description" label="Popis" multiline />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
        <NumberInput source="deliveryDays" label="Dnů do doručení" min={0} max={30} step={1} />
        <TextInput source="closesAt" label="Uzávěrka (HH:MM)" helperText="Objednávky do ní odcházejí dnes." />
        <NumberInput source="position" label="Pořadí" min={0} step={1} />
      </Stack>
      <BooleanInput source="requiredAddress" label="Potřebuje doručovací adresu" />
      <BooleanInput source="enabled" label="Nabízet zákazníkům" />
      <CheckboxGroupInput source="countries" label="Doručuje do zemí" choices={countries} />
      <PriceListInput
        label="Ceny podle měny (s DPH)"
        priceLabel="Cena"
        priceHelp="V měně vlevo."
        withFreeFrom
      />
    </>
  );
}

export function ShipperCreate() {
  return (
    <ShopRuleCreate
      title="Nový dopravce"
      redirect="edit"
      defaultValues={{
        type: 'COURIER',
        deliveryDays: 1,
        closesAt: '14:00',
        requiredAddress: true,
        countries: ['CZE'],
        prices: [{ currency: 'CZK', price: 0, freeFrom: null }],
        name: { cs: '' },
        description: { cs: '' },
      }}
    >
      <ShipperFields create />
    </ShopRuleCreate>
  );
}

export function ShipperEdit() {
  return (
    <ShopRuleEdit
      title="Dopravce"
      redirect={false}
      heading={<ShipperHeading />}
      footer={<BlockedPaymentsGrid />}
    >
      <ShipperFields />
    </ShopRuleEdit>
  );
}

function ShipperHeading() {
  const record = useRecordContext<Shipper>();
  if (!record) return null;
  return (
    <Typography component="h1" variant="h5" sx={{ px: 2, pt: 2 }}>
      {record.name.cs}{' '}
      <Typography component="span" color="text.secondary">
        ({record.code})
      </Typography>
    </Typography>
  );
}

/**
 * Which payment goes with which shipper: a row per shipper, a column per payment; a ticked box
 * blocks the pair (the checkout refuses it). Saved whole, for every shipper at once.
 */
export function BlockedPaymentsGrid() {
  const current = useRecordContext<Shipper>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [shippers, setShippers] = useState<Shipper[] | null>(null);
  const [payments, setPayments] = useState<PaymentMethod[]>([]);
  const [blocked, setBlocked] = useState<Record<number, Set<string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    Promise.all([unwrap(api.GET('/api/admin/v1/shippers')), unwrap(api.GET('/api/admin/v1/payment-methods'))])
      .then(([s, p]) => {
        setShippers(s.data);
        setPayments(p.data);
        setBlocked(Object.fromEntries(s.data.map((x) => [x.id, new Set(x.blockedPaymentCodes)])));
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);

  const toggle = (shipperId: number, code: string) =>
    setBlocked((b) => {
      const next = new Set(b[shipperId]);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return { ...b, [shipperId]: next };
    });

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await unwrap(
        api.PUT('/api/admin/v1/shipping/blocked-payments', {
          body: {
            shippers: Object.entries(blocked).map(([id, codes]) => ({
              id: Number(id),
              blockedPaymentCodes: [...codes].sort(),
            })),
          },
        }),
      );
      notify('Kombinace dopravy a platby jsou uložené.', { type: 'success' });
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="blocked-grid-title"
      sx={{ p: 2, borderTop: '1px solid #dde1e6' }}
    >
      <Typography component="h2" variant="h6" id="blocked-grid-title">
        Nepovolené kombinace dopravy a platby
      </Typography>
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        Zaškrtnuté políčko znamená, že zákazník tuto platbu s tímto dopravcem zvolit nemůže.
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {shippers && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="blocked-grid-title">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Dopravce \ platba
                </TableCell>
                {payments.map((p) => (
                  <TableCell key={p.id} component="th" scope="col" align="center">
                    {p.name.cs}
                    {!p.enabled && ' (vypnutá)'}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shippers.map((s) => (
                <TableRow key={s.id} selected={s.id === current?.id}>
                  <TableCell component="th" scope="row">
                    {s.name.cs}
                    {!s.enabled && ' (vypnutý)'}
                  </TableCell>
                  {payments.map((p) => (
                    <TableCell key={p.id} align="center" padding="checkbox">
                      <Checkbox
                        checked={blocked[s.id]?.has(p.code) ?? false}
                        onChange={() => toggle(s.id, p.code)}
                        slotProps={{
                          input: { 'aria-label': `Zakázat platbu ${p.name.cs} u dopravce ${s.name.cs}` },
                        }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => void save()} disabled={saving || !shippers}>
        Uložit kombinace
      </Button>
    </Box>
  );
}
