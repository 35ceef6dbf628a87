import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  FormGroup,
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
import {
  Confirm,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import type { Customer, CustomerGroup, CustomerRow } from '../api/types';
import { EmptyList, Fields, ListError, Section, ShowError, useAction } from '../components';
import { formatAmount, formatDateTime } from '../format';
import { useSmall } from './useSmall';

const name = (c: { firstName: string; lastName: string; businessName: string | null }) =>
  [`${c.firstName} ${c.lastName}`.trim(), c.businessName].filter(Boolean).join(', ') || '–';

/** The customer groups, for the filter and the groups' form. */
function useGroups() {
  const [groups, setGroups] = useState<CustomerGroup[]>([]);
  useEffect(() => {
    unwrap(api.GET('/api/admin/v1/customer-groups'))
      .then((r) => setGroups(r.data))
      .catch(() => undefined);
  }, []);
  return groups;
}

export function CustomerList() {
  const small = useSmall();
  const groups = useGroups();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder="E-mail, jméno, telefon, firma nebo IČO"
      slotProps={{ htmlInput: { 'aria-label': 'Hledat: e-mail, jméno, telefon, firma nebo IČO' } }}
    />,
    <SelectInput key="group" source="group" choices={groups.map((g) => ({ id: g.code, name: g.name }))} />,
    <SelectInput
      key="blocked"
      source="blocked"
      choices={[
        { id: 'true', name: 'Zablokovaní' },
        { id: 'false', name: 'Aktivní' },
      ]}
    />,
  ];
  return (
    <List
      filters={filters}
      perPage={25}
      error={<ListError />}
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<EmptyList text="Zatím žádný zákazník." create={false} />}
    >
      {small ? (
        <SimpleList<CustomerRow>
          primaryText={(r) => name(r)}
          secondaryText={(r) => r.email}
          tertiaryText={(r) => (r.blockedAt ? 'zablokovaný' : r.variant === 'b2b' ? 'firma' : '')}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col label="Jméno" render={(r: CustomerRow) => name(r)} />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="phone" disableSort />
          <DataTable.Col source="tin" disableSort />
          <DataTable.Col
            source="groups"
            disableSort
            render={(r: CustomerRow) => r.groups.join(', ') || '–'}
          />
          <DataTable.Col
            source="blockedAt"
            disableSort
            render={(r: CustomerRow) => (r.blockedAt ? 'zablokovaný' : 'aktivní')}
          />
          <DataTable.Col
            source="createdAt"
            disableSort
            render={(r: CustomerRow) => formatDateTime(r.createdAt)}
          />
        </DataTable>
      )}
    </List>
  );
}

function Credits({ c }: { c: Customer }) {
  const { run, pending, error } = useAction();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      () =>
        unwrap(
          api.POST('/api/admin/v1/customers/{id}/credits', {
            params: { path: { id: c.id } },
            body: { amount: Number(amount), note: note.trim() },
          }),
        ),
      'Kredity jsou zapsané.',
    ).then((ok) => {
      if (ok) {
        setAmount('');
        setNote('');
      }
    });
  };
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Zůstatek: <strong>{formatAmount(c.credits.balance, 'CZK')}</strong>
      </Typography>
      {c.credits.movements.length > 0 && (
        <TableContainer tabIndex={0} role="region" aria-label="Pohyby kreditů">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Kdy</TableCell>
                <TableCell>Poznámka</TableCell>
                <TableCell>Kdo</TableCell>
                <TableCell align="right">Kč</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {c.credits.movements.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{formatDateTime(m.createdAt)}</TableCell>
                  <TableCell>
                    {m.note}
                    {m.orderId ? (
                      <>
                        {' '}
                        (<Link to={`/orders/${m.orderId}/show`}>objednávka</Link>)
                      </>
                    ) : null}
                  </TableCell>
                  <TableCell>{m.operator ?? '–'}</TableCell>
                  <TableCell align="right">{m.amount > 0 ? `+${m.amount}` : m.amount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
          <MuiTextField
            label="Kč (záporné odebere)"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            sx={{ width: { sm: '14rem' }, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '-?[0-9]+' } }}
          />
          <MuiTextField
            label="Poznámka"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required
            sx={{ flex: 1, minWidth: { sm: '14rem' } }}
          />
          <Button type="submit" variant="contained" disabled={pending} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
            Zapsat kredity
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </Box>
    </>
  );
}

function Groups({ c }: { c: Customer }) {
  const groups = useGroups();
  const { run, pending, error } = useAction();
  const [chosen, setChosen] = useState<string[]>(c.groups);
  return (
    <Box
      component="form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void run(
          () =>
            unwrap(
              api.PUT('/api/admin/v1/customers/{id}/groups', {
                params: { path: { id: c.id } },
                body: { groups: chosen },
              }),
            ),
          'Skupiny jsou uložené.',
        );
      }}
    >
      <FormGroup role="group" aria-label="Skupiny zákazníka">
        {groups.map((g) => (
          <FormControlLabel
            key={g.code}
            control={
              <Checkbox
                checked={chosen.includes(g.code)}
                onChange={(e) =>
                  setChosen((now) => (e.target.checked ? [...now, g.code] : now.filter((x) => x !== g.code)))
                }
              />
            }
            label={`${g.name}${g.variant === 'b2b' ? ' (firemní ceny)' : ''}`}
          />
        ))}
      </FormGroup>
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="outlined" disabled={pending} sx={{ mt: 1 }}>
        Uložit skupiny
      </Button>
    </Box>
  );
}

/** Block or unblock (asks first), and log in as the customer on the storefront (a new tab). */
function Actions({ c }: { c: Customer }) {
  const { run, pending, error } = useAction();
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const blocked = !!c.blockedAt;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button
          variant="contained"
          disabled={pending || blocked}
          onClick={() =>
            void run(async () => {
              const { data } = await unwrap(
                api.POST('/api/admin/v1/customers/{id}/login-link', { params: { path: { id: c.id } } }),
              );
              setLink(data);
              window.open(data.url, '_blank', 'noopener');
            })
          }
        >
          Přihlásit se jako zákazník
        </Button>
        <Button
          variant="outlined"
          color={blocked ? 'primary' : 'error'}
          disabled={pending}
          onClick={() => setAsking(true)}
        >
          {blocked ? 'Odblokovat účet' : 'Zablokovat účet'}
        </Button>
      </Stack>
      {link && (
        <Alert severity="info" role="status" sx={{ mt: 1 }}>
          Obchod se otevřel v nové záložce přihlášený za zákazníka. Odkaz platí jednou do{' '}
          {formatDateTime(link.expiresAt)}:{' '}
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            otevřít znovu
          </a>
          . Návštěva se zapíše do auditního záznamu.
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Confirm
        isOpen={asking}
        title={blocked ? `Odblokovat účet ${c.email}?` : `Zablokovat účet ${c.email}?`}
        content={
          blocked
            ? 'Zákazník se zase bude moci přihlásit.'
            : 'Zákazník se nepřihlásí a jeho přihlášení hned skončí.'
        }
        confirm={blocked ? 'Odblokovat' : 'Zablokovat'}
        cancel="Zpět"
        loading={pending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          void run(
            () =>
              blocked
                ? unwrap(api.POST('/api/admin/v1/customers/{id}/unblock', { params: { path: { id: c.id } } }))
                : unwrap(api.POST('/api/admin/v1/customers/{id}/block', { params: { path: { id: c.id } } })),
            blocked ? 'Účet je odblokovaný.' : 'Účet je zablokovaný.',
          ).then(() => setAsking(false))
        }
      />
    </Box>
  );
}

function CustomerPage() {
  const c = useRecordContext<Customer>();
  if (!c?.credits) return <CircularProgress aria-label="Načítám zákazníka" sx={{ m: 2 }} />;
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5">
          {name(c)}
        </Typography>
        {c.blockedAt && (
          <Chip size="small" color="error" label={`zablokovaný od ${formatDateTime(c.blockedAt)}`} />
        )}
      </Stack>
      <Section title="Účet">
        <Fields
          rows={[
            [
              'E-mail',
              <a key="e" href={`mailto:${c.email}`}>
                {c.email}
              </a>,
            ],
            ['Telefon', c.phone ?? '–'],
            ['Firma', c.businessName ?? '–'],
            ['IČO / DIČ', [c.tin, c.vatin].filter(Boolean).join(' / ') || '–'],
            ['Ceny', c.variant === 'b2b' ? 'firemní (bez DPH)' : 'pro spotřebitele'],
            ['Novinky', c.newsletter ? 'odebírá' : 'neodebírá'],
            ['Registrace', formatDateTime(c.createdAt)],
            [
              'Objednávky',
              <Link key="o" to={`/orders?filter=${encodeURIComponent(JSON.stringify({ q: c.email }))}`}>
                objednávky zákazníka
              </Link>,
            ],
          ]}
        />
        <Box sx={{ mt: 2 }}>
          <Actions c={c} />
        </Box>
      </Section>
      <Section title="Adresy">
        {c.addresses.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {c.addresses.map((a) => (
              <li key={a.id}>
                {a.type === 'billing' ? 'Fakturační' : 'Doručovací'}: {a.name}
                {a.businessName ? `, ${a.businessName}` : ''}, {a.street}, {a.postcode} {a.city},{' '}
                {a.country_code}
              </li>
            ))}
          </Box>
        ) : (
          <Typography>Žádné uložené adresy.</Typography>
        )}
      </Section>
      <Section title="Kredity">
        <Credits c={c} />
      </Section>
      <Section title="Skupiny">
        <Groups key={c.groups.join(',')} c={c} />
      </Section>
      <Section title="Návštěvy obchodu za zákazníka">
        {c.assistedVisits.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {c.assistedVisits.map((v) => (
              <li key={v.startedAt}>
                {formatDateTime(v.startedAt)}: {v.operator}
              </li>
            ))}
          </Box>
        ) : (
          <Typography>Zatím žádné.</Typography>
        )}
      </Section>
    </Box>
  );
}

function CustomerTitle() {
  const c = useRecordContext<Customer>();
  return <span>{c ? name(c) : 'Zákazník'}</span>;
}

export function CustomerShow() {
  return (
    <Show title={<CustomerTitle />} error={<ShowError />} actions={false} component="div">
      <CustomerPage />
    </Show>
  );
}
