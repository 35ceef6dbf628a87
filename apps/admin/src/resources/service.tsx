import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, Show, SimpleList, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import type { ServiceCase, ServiceCaseRow } from '../api/types';
import { EmptyList, Fields, ListError, Section, ShowError, useAction } from '../components';
import { formatAmount, formatDateTime } from '../format';
import { choices, label, serviceCaseStateLabels, serviceKindLabels } from '../labels';
import { useSmall } from './useSmall';

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Číslo případu, objednávka nebo e-mail"
    slotProps={{ htmlInput: { 'aria-label': 'Hledat: číslo případu, objednávka nebo e-mail' } }}
  />,
  <SelectInput key="kind" source="kind" choices={choices(serviceKindLabels)} />,
  <SelectInput key="state" source="state" choices={choices(serviceCaseStateLabels)} />,
];

export function ServiceCaseList() {
  const small = useSmall();
  return (
    <List
      filters={filters}
      perPage={25}
      error={<ListError />}
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<EmptyList text="Zatím žádná reklamace ani vrácení." create={false} />}
    >
      {small ? (
        <SimpleList<ServiceCaseRow>
          primaryText={(r) => `${r.caseNumber} · ${label(serviceKindLabels, r.kind)}`}
          secondaryText={(r) => `${r.orderCode} · ${r.email}`}
          tertiaryText={(r) => label(serviceCaseStateLabels, r.state)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="caseNumber" disableSort />
          <DataTable.Col
            source="kind"
            disableSort
            render={(r: ServiceCaseRow) => label(serviceKindLabels, r.kind)}
          />
          <DataTable.Col source="orderCode" disableSort />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col
            source="state"
            disableSort
            render={(r: ServiceCaseRow) => (
              <Chip size="small" variant="outlined" label={label(serviceCaseStateLabels, r.state)} />
            )}
          />
          <DataTable.Col
            source="createdAt"
            disableSort
            render={(r: ServiceCaseRow) => formatDateTime(r.createdAt)}
          />
          <DataTable.Col
            source="updatedAt"
            disableSort
            render={(r: ServiceCaseRow) => formatDateTime(r.updatedAt)}
          />
        </DataTable>
      )}
    </List>
  );
}

/** A reply to the customer (e-mailed) or their e-mail copied into the case. */
function Reply({ c }: { c: ServiceCase }) {
  const { run, pending, error } = useAction();
  const [body, setBody] = useState('');
  const [from, setFrom] = useState<'shop' | 'customer'>('shop');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      () =>
        unwrap(
          api.POST('/api/admin/v1/service-cases/{id}/messages', {
            params: { path: { id: c.id } },
            body: { body, from },
          }),
        ),
      from === 'shop' ? 'Odpověď je odeslaná zákazníkovi.' : 'Zpráva je vložená do případu.',
    ).then((ok) => ok && setBody(''));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
      <MuiTextField
        label="Zpráva"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        required
        multiline
        minRows={3}
        fullWidth
      />
      <RadioGroup
        row
        value={from}
        onChange={(e) => setFrom(e.target.value as 'shop' | 'customer')}
        aria-label="Kdo píše"
      >
        <FormControlLabel value="shop" control={<Radio />} label="Odpověď obchodu (odejde e-mailem)" />
        <FormControlLabel value="customer" control={<Radio />} label="Zpráva zákazníka z e-mailu" />
      </RadioGroup>
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={pending}>
        Přidat zprávu
      </Button>
    </Box>
  );
}

function StateMoves({ c }: { c: ServiceCase }) {
  const { run, pending, error } = useAction();
  const [message, setMessage] = useState('');
  if (!c.nextStates.length) return <Typography>Případ je uzavřený.</Typography>;
  return (
    <Box>
      <MuiTextField
        label="Zpráva zákazníkovi ke změně (nepovinná)"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        margin="dense"
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {c.nextStates
          .filter((s): s is 'in_progress' | 'resolved' | 'rejected' => s !== 'received')
          .map((s) => (
            <Button
              key={s}
              variant={s === 'rejected' ? 'outlined' : 'contained'}
              color={s === 'rejected' ? 'error' : 'primary'}
              disabled={pending}
              onClick={() =>
                void run(
                  () =>
                    unwrap(
                      api.POST('/api/admin/v1/service-cases/{id}/state', {
                        params: { path: { id: c.id } },
                        body: { state: s, ...(message.trim() ? { message: message.trim() } : {}) },
                      }),
                    ),
                  `Případ je ve stavu „${serviceCaseStateLabels[s]}“.`,
                ).then((ok) => ok && setMessage(''))
              }
            >
              {serviceCaseStateLabels[s]}
            </Button>
          ))}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

/** A withdrawal's refund: a credit note for the returned pieces, optionally with the shipping. */
function CreditNote({ c }: { c: ServiceCase }) {
  const { run, pending, error } = useAction();
  const [shipping, setShipping] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={shipping} onChange={(e) => setShipping(e.target.checked)} />}
        label="Vrátit i dopravu"
      />
      <Box>
        <Button
          variant="contained"
          disabled={pending}
          onClick={() =>
            void run(async () => {
              const { data } = await unwrap(
                api.POST('/api/admin/v1/service-cases/{id}/credit-note', {
                  params: { path: { id: c.id } },
                  body: { shipping },
                }),
              );
              setDone(
                `Opravný doklad ${data.creditNote.number} na ${formatAmount(data.creditNote.totalWithTax, data.creditNote.currencyCode)} je vystavený a odeslaný zákazníkovi.`,
              );
            })
          }
        >
          Vystavit opravný doklad
        </Button>
      </Box>
      {done && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {done}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

function CasePage() {
  const c = useRecordContext<ServiceCase>();
  if (!c?.messages) return <CircularProgress aria-label="Načítám případ" sx={{ m: 2 }} />;
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5">
          {label(serviceKindLabels, c.kind)} {c.caseNumber}
        </Typography>
        <Chip size="small" variant="outlined" label={label(serviceCaseStateLabels, c.state)} />
      </Stack>
      <Section title="Případ">
        <Fields
          rows={[
            [
              'Objednávka',
              <Link key="o" to={`/orders/${c.orderId}/show`}>
                {c.orderCode}
              </Link>,
            ],
            [
              'E-mail',
              <a key="e" href={`mailto:${c.email}`}>
                {c.email}
              </a>,
            ],
            ['Přijato', formatDateTime(c.createdAt)],
            ['Důvod', c.reason],
            ['IBAN pro vrácení', c.iban ?? '–'],
            ['Zboží', c.items.map((i) => `${i.amount}× ${i.name}`).join(', ') || '–'],
          ]}
        />
      </Section>
      <Section title="Stav">
        <StateMoves c={c} />
      </Section>
      {c.kind === 'withdrawal' && c.state !== 'rejected' && (
        <Section title="Vrácení peněz">
          <CreditNote c={c} />
        </Section>
      )}
      <Section title="Konverzace">
        <Stack component="ol" sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {c.messages.map((m, i) => (
            <Paper
              component="li"
              key={m.id ?? `m${i}`}
              variant="outlined"
              sx={{
                p: 1.5,
                bgcolor: m.from === 'shop' ? '#eef4fb' : '#fff',
                ml: m.from === 'shop' ? { sm: 6 } : 0,
                mr: m.from === 'shop' ? 0 : { sm: 6 },
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {m.from === 'shop' ? `Obchod${m.author ? ` (${m.author})` : ''}` : 'Zákazník'} ·{' '}
                {formatDateTime(m.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{m.body}</Typography>
            </Paper>
          ))}
        </Stack>
        <Reply c={c} />
      </Section>
    </Box>
  );
}

function CaseTitle() {
  const c = useRecordContext<ServiceCase>();
  return <span>{c ? `${label(serviceKindLabels, c.kind)} ${c.caseNumber}` : 'Případ'}</span>;
}

export function ServiceCaseShow() {
  return (
    <Show title={<CaseTitle />} error={<ShowError />} actions={false} component="div">
      <CasePage />
    </Show>
  );
}
