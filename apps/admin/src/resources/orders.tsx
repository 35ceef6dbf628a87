import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  DataTable,
  DateInput,
  List,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  Show,
  SimpleList,
  TopToolbar,
  useListContext,
  useRecordContext,
  FilterButton,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { formatQuantity } from '@shop/rules';
import { api, unwrap } from '../api/client';
import type { Order, OrderRow, OrderState, TaxDocument } from '../api/types';
import { EmptyList, Fields, ListError, Section, ShowError, useAction } from '../components';
import { formatAmount, formatDate, formatDateTime, todayInPrague } from '../format';
import {
  choices,
  documentKindLabels,
  label,
  orderStateLabels,
  paymentKindLabels,
  paymentMethodLabels,
  paymentSourceLabels,
  paymentStatusLabels,
} from '../labels';
import { orderQuery } from '../providers/dataProvider';
import { OrderShipment, PrintLabelsButton, TrackShipmentsButton } from './orderShipment';
import { useSmall } from './useSmall';

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Kód, jméno, e-mail nebo telefon"
    slotProps={{ htmlInput: { 'aria-label': 'Hledat: kód, jméno, e-mail nebo telefon' } }}
  />,
  <SelectArrayInput key="state" source="state" choices={choices(orderStateLabels)} />,
  <SelectArrayInput key="paymentStatus" source="paymentStatus" choices={choices(paymentStatusLabels)} />,
  <SelectArrayInput key="paymentKind" source="paymentKind" choices={choices(paymentKindLabels)} />,
  <SelectInput
    key="currency"
    source="currency"
    choices={[
      { id: 'CZK', name: 'CZK' },
      { id: 'EUR', name: 'EUR' },
    ]}
  />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** The orders the list's filters find, as CSV (the browser downloads it with the session cookie). */
function CsvButton() {
  const { filterValues, sort } = useListContext();
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(orderQuery(filterValues, sort))) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) query.append(k, String(one));
  }
  return (
    <Button
      component="a"
      href={`/api/admin/v1/orders.csv?${query.toString()}`}
      download
      size="small"
      startIcon={<DownloadIcon />}
    >
      Export CSV
    </Button>
  );
}

const ListActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <CsvButton />
    <PrintLabelsButton />
    <TrackShipmentsButton />
  </TopToolbar>
);

const stateChip = (state: string) => (
  <Chip size="small" label={label(orderStateLabels, state)} variant="outlined" />
);

export function OrderList() {
  const small = useSmall();
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      error={<ListError />}
      exporter={false}
      empty={<EmptyList text="Zatím žádná objednávka." create={false} />}
    >
      {small ? (
        <SimpleList<OrderRow>
          primaryText={(r) => `${r.code} · ${r.customerName}`}
          secondaryText={(r) =>
            `${label(orderStateLabels, r.state)} · ${label(paymentStatusLabels, r.paymentStatus)} · ${formatDateTime(r.createdAt)}`
          }
          tertiaryText={(r) => formatAmount(r.totalWithTax, r.currencyCode)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="code" />
          <DataTable.Col source="createdAt" render={(r: OrderRow) => formatDateTime(r.createdAt)} />
          <DataTable.Col
            source="customerName"
            disableSort
            render={(r: OrderRow) => (
              <>
                {r.customerName}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {r.email}
                </Typography>
              </>
            )}
          />
          <DataTable.Col source="state" disableSort render={(r: OrderRow) => stateChip(r.state)} />
          <DataTable.Col
            source="paymentStatus"
            disableSort
            render={(r: OrderRow) => `${label(paymentStatusLabels, r.paymentStatus)} (${r.paymentName})`}
          />
          <DataTable.Col source="shipperName" disableSort />
          <DataTable.Col
            source="totalWithTax"
            align="right"
            render={(r: OrderRow) => formatAmount(r.totalWithTax, r.currencyCode)}
          />
        </DataTable>
      )}
    </List>
  );
}

const address = (
  a: { street: string; city: string; postcode: string; countryCode: string } | null | undefined,
) => (a ? `${a.street}, ${a.postcode} ${a.city}, ${a.countryCode}` : '–');

/** The buttons of the states the order may move to; shipping asks for the tracking number, cancelling asks first. */
function StateButtons({ order }: { order: Order }) {
  const { run, pending, error } = useAction();
  const [asking, setAsking] = useState<OrderState | null>(null);
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const move = (to: OrderState, trackingNumber?: string) =>
    run(
      () =>
        unwrap(
          api.POST('/api/admin/v1/orders/{id}/transitions', {
            params: { path: { id: order.id } },
            body: { to, ...(trackingNumber ? { trackingNumber } : {}) },
          }),
        ),
      `Objednávka je ve stavu „${orderStateLabels[to]}“.`,
    ).then((ok) => ok && setAsking(null));
  if (!order.nextStates.length) return <Typography>Objednávka už svůj stav nemění.</Typography>;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {order.nextStates.map((to) => (
          <Button
            key={to}
            variant={to === 'cancelled' ? 'outlined' : 'contained'}
            color={to === 'cancelled' ? 'error' : 'primary'}
            disabled={pending}
            onClick={() => (to === 'shipped' || to === 'cancelled' ? setAsking(to) : void move(to))}
          >
            {to === 'cancelled' ? 'Zrušit objednávku' : `Označit: ${orderStateLabels[to]}`}
          </Button>
        ))}
      </Stack>
      {error && !asking && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        aria-labelledby="move-title"
        fullWidth
        maxWidth="xs"
      >
        <Box
          component="form"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (asking) void move(asking, asking === 'shipped' ? tracking.trim() : undefined);
          }}
        >
          <DialogTitle id="move-title">
            {asking === 'shipped' ? 'Odeslat objednávku' : `Zrušit objednávku ${order.code}?`}
          </DialogTitle>
          <DialogContent>
            {asking === 'shipped' ? (
              <MuiTextField
                label="Číslo zásilky"
                value={tracking}
                onChange={(e) => setTracking(e.target.value)}
                fullWidth
                margin="dense"
                helperText="Zákazník ho dostane e-mailem s odkazem na sledování."
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
            ) : (
              <Typography>Zboží se vrátí na sklad, kredity zákazníkovi a zákazník dostane e-mail.</Typography>
            )}
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(null)}>Zpět</Button>
            <Button
              type="submit"
              variant="contained"
              color={asking === 'cancelled' ? 'error' : 'primary'}
              disabled={pending}
            >
              {asking === 'shipped' ? 'Odeslat' : 'Zrušit objednávku'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}

/** A bank transfer that arrived without the statement: the amount due by default, or a part. */
function MarkPaid({ order }: { order: Order }) {
  const { run, pending, error } = useAction();
  const [amount, setAmount] = useState(String(order.totals.amountDue));
  const [paidOn, setPaidOn] = useState(todayInPrague());
  const [note, setNote] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      () =>
        unwrap(
          api.POST('/api/admin/v1/orders/{id}/payments', {
            params: { path: { id: order.id } },
            body: {
              amount: Number(amount.replace(',', '.')),
              paidOn,
              ...(note.trim() ? { note: note.trim() } : {}),
            },
          }),
        ),
      'Platba je zapsaná.',
    );
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Zapsat přijatý převod
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
      >
        <MuiTextField
          label={`Částka (${order.currencyCode})`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <MuiTextField
          label="Den připsání"
          type="date"
          value={paidOn}
          onChange={(e) => setPaidOn(e.target.value)}
          required
          margin="dense"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <MuiTextField
          label="Poznámka"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          margin="dense"
        />
        <Button type="submit" variant="contained" disabled={pending} sx={{ mt: { sm: 2 } }}>
          Zapsat platbu
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}

/** Gives back all or part of a card payment through the gateway (a credit note follows by e-mail). */
function Refund({ order }: { order: Order }) {
  const { run, pending, error } = useAction();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(order.totals.amountPaid));
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      () =>
        unwrap(
          api.POST('/api/admin/v1/orders/{id}/refunds', {
            params: { path: { id: order.id } },
            body: { amount: Number(amount.replace(',', '.')), reason: reason.trim() },
          }),
        ),
      'Peníze se vracejí; zákazník dostane opravný doklad e-mailem.',
    ).then((ok) => ok && setOpen(false));
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ mt: 2 }}>
        Vrátit peníze na kartu
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="refund-title"
        fullWidth
        maxWidth="xs"
      >
        <Box component="form" onSubmit={submit}>
          <DialogTitle id="refund-title">Vrátit peníze za {order.code}</DialogTitle>
          <DialogContent>
            <MuiTextField
              label={`Částka (${order.currencyCode})`}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              required
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText={`Nejvýš ${formatAmount(order.totals.amountPaid, order.currencyCode)}`}
            />
            <MuiTextField
              label="Důvod"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              fullWidth
              margin="dense"
            />
            {error && <Alert severity="error">{error}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Zpět</Button>
            <Button type="submit" variant="contained" disabled={pending}>
              Vrátit peníze
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}

function Documents({ order }: { order: Order }) {
  const [docs, setDocs] = useState<TaxDocument[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    unwrap(api.GET('/api/admin/v1/orders/{id}/documents', { params: { path: { id: order.id } } }))
      .then((r) => setDocs(r.data))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [order.id, order.paymentStatus, order.totals.amountPaid]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!docs) return <CircularProgress size={20} aria-label="Načítám doklady" />;
  if (!docs.length) return <Typography>Zatím žádný doklad: faktura vznikne se zaplacením.</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {docs.map((d) => (
        <li key={d.id}>
          <a href={`/api/admin/v1/documents/${d.id}.pdf`} download>
            {label(documentKindLabels, d.kind)} {d.number} (PDF)
          </a>{' '}
          – {formatDate(d.issuedOn)}, {formatAmount(d.totalWithTax, d.currencyCode)}
          {d.correctedDocumentNumber ? `, opravuje ${d.correctedDocumentNumber}` : ''}
        </li>
      ))}
    </Box>
  );
}

/** A table that scrolls sideways inside itself on a narrow screen (keyboard users reach it too). */
function Scroll({ label: name, children }: { label: string; children: React.ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={name} sx={{ mb: 1 }}>
      {children}
    </TableContainer>
  );
}

function OrderPage() {
  const order = useRecordContext<Order>();
  // The list's row stands in for the order until its page has loaded: wait for the whole order.
  if (!order?.totals) return <CircularProgress aria-label="Načítám objednávku" sx={{ m: 2 }} />;
  const c = order.currencyCode;
  const t = order.totals;
  const items = [...order.lines, ...order.gifts.map((g) => ({ ...g, name: `${g.name} (dárek)` }))];
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5">
          Objednávka {order.code}
        </Typography>
        {stateChip(order.state)}
        <Chip size="small" label={label(paymentStatusLabels, order.paymentStatus)} />
      </Stack>

      <Section title="Stav">
        <Fields
          rows={[
            ['Vytvořena', formatDateTime(order.dates.createdAt)],
            ['Zaplacena', order.dates.paidAt ? formatDateTime(order.dates.paidAt) : '–'],
            ['Odeslána', order.dates.shippedAt ? formatDateTime(order.dates.shippedAt) : '–'],
            ['Číslo zásilky', order.trackingNumber ?? '–'],
            ['Očekávané doručení', order.expectedDeliveryDate ? formatDate(order.expectedDeliveryDate) : '–'],
          ]}
        />
        <Box sx={{ mt: 2 }}>
          <StateButtons order={order} />
        </Box>
      </Section>

      <Section title="Zásilka">
        <OrderShipment order={order} />
      </Section>

      <Section title="Položky">
        <Scroll label="Položky objednávky">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Zboží</TableCell>
                <TableCell>Kód</TableCell>
                <TableCell align="right">Množství</TableCell>
                <TableCell align="right">Cena za kus</TableCell>
                <TableCell align="right">DPH</TableCell>
                <TableCell align="right">Celkem s DPH</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((l) => (
                <TableRow key={`${l.id}-${l.name}`}>
                  <TableCell>
                    {l.name}
                    {l.variantName ? ` – ${l.variantName}` : ''}
                  </TableCell>
                  <TableCell>{l.catalogCode}</TableCell>
                  <TableCell align="right">
                    {formatQuantity(l.amount, l.quantityDecimals, '')} {l.unit}
                  </TableCell>
                  <TableCell align="right">{formatAmount(l.unitWithTax, c)}</TableCell>
                  <TableCell align="right">{l.vatRate === null ? '–' : `${l.vatRate} %`}</TableCell>
                  <TableCell align="right">{formatAmount(l.totalWithTax, c)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Scroll>
        <Fields
          rows={[
            ['Zboží', formatAmount(t.itemsWithTax, c)],
            ...(t.discountWithTax
              ? ([
                  [
                    `Sleva${order.couponCode ? ` (${order.couponCode})` : ''}`,
                    `−${formatAmount(Math.abs(t.discountWithTax), c)}`,
                  ],
                ] as [string, string][])
              : []),
            [`Doprava: ${order.shipper.name}`, formatAmount(t.shippingWithTax, c)],
            [`Platba: ${order.payment.name}`, formatAmount(t.paymentWithTax, c)],
            ...(t.creditsUsed
              ? ([['Kredity', `−${formatAmount(t.creditsUsed, c)}`]] as [string, string][])
              : []),
            ['Celkem bez DPH', formatAmount(t.totalWithoutTax, c)],
            ['Celkem s DPH', <strong key="t">{formatAmount(t.totalWithTax, c)}</strong>],
            ['Zaplaceno', formatAmount(t.amountPaid, c)],
            ['Zbývá zaplatit', formatAmount(t.amountDue, c)],
          ]}
        />
      </Section>

      <Section title="Zákazník a adresy">
        <Fields
          rows={[
            [
              'Zákazník',
              order.customer.customerId ? (
                <Link to={`/customers/${order.customer.customerId}/show`}>{order.customer.name}</Link>
              ) : (
                `${order.customer.name} (bez účtu)`
              ),
            ],
            ['Firma', order.customer.businessName ?? '–'],
            ['IČO / DIČ', [order.customer.tin, order.customer.vatin].filter(Boolean).join(' / ') || '–'],
            [
              'E-mail',
              <a key="e" href={`mailto:${order.customer.email}`}>
                {order.customer.email}
              </a>,
            ],
            ['Telefon', order.customer.phone],
            ['Fakturační adresa', address(order.billingAddress)],
            [
              'Doručení',
              order.branch
                ? `${order.branch.name}: ${address(order.branch.address)}`
                : `${order.customer.shippingName}, ${address(order.shippingAddress)}`,
            ],
            ['Poznámka', order.note ?? '–'],
            ['Poznámka pro dopravce', order.noteForShipper ?? '–'],
            ['Číslo objednávky zákazníka', order.customOrderNumber ?? '–'],
            [
              'Oslovení',
              order.extras.formalTitle ? { Mr: 'pan', Mrs: 'paní' }[order.extras.formalTitle] : '–',
            ],
            ['Datum narození', order.extras.dateOfBirth ?? '–'],
            ['Zákaznická karta', order.extras.cardRequest ? 'žádá o kartu' : '–'],
            ['Obchodní podmínky pro firmy', order.extras.businessTerms ? 'souhlasí' : '–'],
            [
              'Souhlasy',
              [
                order.extras.consents.newsletter && 'newsletter',
                order.extras.consents.sms && 'SMS',
                order.extras.consents.magazine && 'časopis',
                order.extras.consents.heurekaSurvey && 'dotazník Heureka',
                order.extras.consents.zboziSurvey && 'dotazník Zboží.cz',
                order.extras.consents.phoneNotification && 'upozornění telefonem',
              ]
                .filter(Boolean)
                .join(', ') || '–',
            ],
          ]}
        />
      </Section>

      <Section title="Platby">
        <Fields rows={[['Způsob', order.payment.name]]} />
        {order.payments.length ? (
          <Scroll label="Platby objednávky">
            <Table size="small" sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Den</TableCell>
                  <TableCell>Způsob</TableCell>
                  <TableCell>Zapsal</TableCell>
                  <TableCell>Poznámka</TableCell>
                  <TableCell align="right">Částka</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.payments.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{formatDate(p.paidOn)}</TableCell>
                    <TableCell>
                      {label(paymentMethodLabels, p.method)}, {label(paymentSourceLabels, p.source)}
                    </TableCell>
                    <TableCell>{p.recordedBy ?? '–'}</TableCell>
                    <TableCell>{p.note ?? p.reference ?? '–'}</TableCell>
                    <TableCell align="right">{formatAmount(p.amount, p.currencyCode)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Scroll>
        ) : (
          <Typography sx={{ mt: 1 }}>Zatím žádná platba.</Typography>
        )}
        {order.payment.kind === 'bank_transfer' && order.status === 'new' && t.amountDue > 0 && (
          <MarkPaid order={order} />
        )}
        {order.payment.kind === 'gateway' && t.amountPaid > 0 && <Refund order={order} />}
      </Section>

      <Section title="Doklady">
        <Documents order={order} />
      </Section>

      <Section title="Odeslané e-maily">
        {order.emails.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {order.emails.map((m) => (
              <li key={m.id}>
                {formatDateTime(m.sentAt)}: {m.subject} ({m.recipient})
              </li>
            ))}
          </Box>
        ) : (
          <Typography>Zatím žádný.</Typography>
        )}
      </Section>

      <Section title="Historie">
        <Box component="ol" sx={{ m: 0, pl: 2 }}>
          {order.timeline.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              {formatDateTime(e.at)}: {e.title}
              {e.actor ? ` (${e.actor})` : ''}
            </li>
          ))}
        </Box>
      </Section>
    </Box>
  );
}

function OrderTitle() {
  const r = useRecordContext<Order>();
  return <span>{r ? `Objednávka ${r.code}` : 'Objednávka'}</span>;
}

export function OrderShow() {
  return (
    <Show title={<OrderTitle />} error={<ShowError />} actions={false} component="div">
      <OrderPage />
    </Show>
  );
}
