import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { api, unwrap } from '../api/client';
import type { Dashboard, Permission } from '../api/types';
import { Page } from '../components';
import { formatAmount, formatDate } from '../format';
import { useMe } from '../useMe';

const sections: { to: string; title: string; text: string; needs?: Permission }[] = [
  { to: '/orders', title: 'Objednávky', text: 'Hledání, stavy, platby, doklady a export.', needs: 'orders' },
  {
    to: '/bank-movements',
    title: 'Bankovní výpisy',
    text: 'Načtení výpisu, Fio a platby k vyřešení.',
    needs: 'orders',
  },
  {
    to: '/service-cases',
    title: 'Reklamace a vrácení',
    text: 'Případy zákazníků a jejich konverzace.',
    needs: 'service',
  },
  { to: '/customers', title: 'Zákazníci', text: 'Účty, skupiny, kredity a blokování.', needs: 'customers' },
  {
    to: '/operators',
    title: 'Operátoři',
    text: 'Účty, role, blokování a ověření kódem.',
    needs: 'operators',
  },
  { to: '/roles', title: 'Role', text: 'Sady oprávnění pro operátory.', needs: 'operators' },
  { to: '/api-keys', title: 'API klíče', text: 'Klíče pro skripty a napojené systémy.', needs: 'operators' },
  { to: '/audit', title: 'Auditní záznam', text: 'Kdo co kdy změnil, přihlášení a klíče.', needs: 'audit' },
  { to: '/muj-ucet', title: 'Můj účet', text: 'Heslo a ověření kódem z aplikace.' },
];

const sum = (list: { amount: number; currencyCode: string }[]) =>
  list.length ? list.map((m) => formatAmount(m.amount, m.currencyCode)).join(' + ') : formatAmount(0, 'CZK');

function Figure({
  label,
  value,
  detail,
  to,
}: {
  label: string;
  value: string;
  detail?: string;
  to?: string;
}) {
  const body = (
    <CardContent>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', lineHeight: 1.3 }}>{value}</Typography>
      {detail && <Typography color="text.secondary">{detail}</Typography>}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** Today at a glance (the order desk's figures), for an operator of the orders. */
function Overview() {
  const [data, setData] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    unwrap(api.GET('/api/admin/v1/dashboard'))
      .then((r) => setData(r.data))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  if (error) return <Alert severity="error">{error}</Alert>;
  const cell = (children: React.ReactNode, key: string) => (
    <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
      {children}
    </Grid>
  );
  return (
    <Box component="section" aria-labelledby="overview-title" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h6" id="overview-title" sx={{ mb: 1 }}>
        Dnes{data ? ` (${formatDate(data.day)})` : ''}
      </Typography>
      <Grid container spacing={2}>
        {!data
          ? [0, 1, 2, 3, 4].map((i) => cell(<Skeleton variant="rounded" height={110} />, String(i)))
          : [
              cell(
                <Figure
                  label="Objednávky dnes"
                  value={String(data.today.orders)}
                  detail={`Celkem ${sum(data.today.revenue)} s DPH`}
                  to="/orders"
                />,
                'today',
              ),
              cell(
                <Figure
                  label="Čeká na převod"
                  value={String(data.unpaidBankTransfers.orders)}
                  detail={`Zbývá ${sum(data.unpaidBankTransfers.outstanding)}`}
                  to={`/orders?filter=${encodeURIComponent(JSON.stringify({ paymentStatus: ['awaiting_transfer'] }))}`}
                />,
                'transfers',
              ),
              cell(
                <Figure
                  label="K zabalení"
                  value={String(data.toPack)}
                  to={`/orders?filter=${encodeURIComponent(JSON.stringify({ state: ['accepted'] }))}`}
                />,
                'pack',
              ),
              cell(
                <Figure
                  label="K odeslání"
                  value={String(data.toShip)}
                  to={`/orders?filter=${encodeURIComponent(JSON.stringify({ state: ['packed'] }))}`}
                />,
                'ship',
              ),
              cell(
                <Figure label="Otevřené reklamace a vrácení" value={String(data.openServiceCases)} />,
                'service',
              ),
            ]}
      </Grid>
    </Box>
  );
}

/** The first page: today's figures for the order desk, and the sections this operator may use. */
export function Home() {
  const me = useMe();
  const { permissions } = usePermissions<Permission[]>();
  const mine = sections.filter((s) => !s.needs || permissions?.includes(s.needs));
  return (
    <Page title={me ? `Dobrý den, ${me.name}` : 'Správa obchodu'} barTitle="Přehled" wide>
      {me && !me.totpEnabled && (
        <Typography sx={{ mb: 2 }}>
          Tip: přihlašování zabezpečíte kódem z aplikace v{' '}
          <Link to="/druhy-faktor">nastavení ověření kódem</Link>.
        </Typography>
      )}
      {permissions?.includes('orders') && <Overview />}
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Sekce
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {mine.map((s) => (
          <Grid key={s.to} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={s.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {s.title}
                  </Typography>
                  <Typography color="text.secondary">{s.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Page>
  );
}
