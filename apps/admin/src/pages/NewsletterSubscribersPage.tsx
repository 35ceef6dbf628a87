import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  newsletterSubscriberStatuses,
  newsletterSubscriberStatusLabels,
  type AdminNewsletterSubscriber,
} from '@shop/contract';
import { api, ApiError, unwrap } from '../api/client';
import { Page, Section } from '../components';
import { formatDateTime } from '../format';
import { useSmall } from '../resources/useSmall';

type Status = (typeof newsletterSubscriberStatuses)[number];

/**
 * "Odběratelé newsletteru" (permission `customers`): every address with its state and consent, a
 * search and a state filter; the export holds only the confirmed addresses.
 */
export function NewsletterSubscribersPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [rows, setRows] = useState<AdminNewsletterSubscriber[]>([]);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const small = useSmall();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      unwrap(
        api.GET('/api/admin/v1/newsletter-subscribers', {
          params: {
            query: { q: q.trim() || undefined, status: status || undefined, page: page + 1, perPage },
          },
        }),
      )
        .then((res) => {
          if (!current) return;
          setRows(res.data);
          setTotal(res.total);
          setError(null);
        })
        .catch((e: unknown) => current && setError(e instanceof ApiError ? e.message : String(e)));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, status, page, perPage]);

  return (
    <Page title="Odběratelé newsletteru" wide>
      <Section
        title="Adresy"
        actions={
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            href="/api/admin/v1/newsletter-subscribers/export.csv"
            download
          >
            Exportovat přihlášené
          </Button>
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
          <TextField
            label="Hledat e-mail"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(0);
            }}
            size="small"
          />
          <TextField
            select
            label="Stav"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | '');
              setPage(0);
            }}
            size="small"
            sx={{ minWidth: 180 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Všechny</MenuItem>
            {newsletterSubscriberStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {newsletterSubscriberStatusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box component="p" sx={{ typography: 'body2', mt: 0 }}>
          Export obsahuje jen potvrzené adresy s datem a zdrojem souhlasu; odhlášené a nepotvrzené nikdy.
        </Box>
        {small ? (
          <Box component="ul" aria-label="Odběratelé newsletteru" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.length === 0 && <li>Žádné adresy neodpovídají.</li>}
            {rows.map((s) => (
              <Box component="li" key={s.id} sx={{ py: 1, borderBottom: '1px solid #dde1e6' }}>
                <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{s.email}</Box>
                <Box sx={{ typography: 'body2' }}>
                  {newsletterSubscriberStatusLabels[s.status]} · {s.locale} · {s.source ?? '–'}
                </Box>
                <Box sx={{ typography: 'body2' }}>
                  Přihlášen {formatDateTime(s.createdAt)}, potvrzen {formatDateTime(s.activatedAt)}
                </Box>
              </Box>
            ))}
          </Box>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Odběratelé newsletteru">
              <TableHead>
                <TableRow>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Stav</TableCell>
                  <TableCell>Jazyk</TableCell>
                  <TableCell>Zdroj</TableCell>
                  <TableCell>Přihlášen</TableCell>
                  <TableCell>Potvrzen</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>Žádné adresy neodpovídají.</TableCell>
                  </TableRow>
                )}
                {rows.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.email}</TableCell>
                    <TableCell>{newsletterSubscriberStatusLabels[s.status]}</TableCell>
                    <TableCell>{s.locale}</TableCell>
                    <TableCell>{s.source ?? '–'}</TableCell>
                    <TableCell>{formatDateTime(s.createdAt)}</TableCell>
                    <TableCell>{formatDateTime(s.activatedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={total}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={perPage}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          rowsPerPageOptions={[25, 50, 100]}
          labelRowsPerPage="Na stránku"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} z ${count}`}
        />
      </Section>
    </Page>
  );
}
