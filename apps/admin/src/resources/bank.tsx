import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { DataTable, List, SelectInput, SimpleList, useRecordContext, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { api, ApiError, unwrap, type ApiErrorItem } from '../api/client';
import type { BankMovement, StatementResult } from '../api/types';
import { ListError, Page, useAction } from '../components';
import { formatAmount, formatDate } from '../format';
import { choices, label, movementMatchLabels, movementStateLabels } from '../labels';
import { useSmall } from './useSmall';

/** A statement file sent as it is, with its upload's progress (the request body is the file). */
function uploadStatement(file: File, onProgress: (share: number | null) => void): Promise<StatementResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/v1/bank-statements?fileName=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => onProgress(e.lengthComputable ? e.loaded / e.total : null);
    // Sent: the server reads the statement now.
    xhr.upload.onload = () => onProgress(null);
    xhr.onload = () => {
      const body = xhr.response as { data?: StatementResult; errors?: ApiErrorItem[] } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) resolve(body.data);
      else reject(new ApiError(xhr.status, body?.errors ?? []));
    };
    xhr.onerror = () => reject(new ApiError(0, []));
    xhr.send(file);
  });
}

function Summary({ result }: { result: StatementResult }) {
  return (
    <Alert severity={result.open.length ? 'warning' : 'success'} role="status" sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{result.message}</Typography>
      <Typography>
        Pohybů {result.movements}, nových {result.newMovements}, už načtených {result.alreadyImported};
        přesných plateb {result.exact}, částečných {result.partial}, přeplatků {result.over}, neznámých{' '}
        {result.unknown}, v jiné měně {result.currency}, odchozích {result.outgoing}.
      </Typography>
      {result.settledOrders.length > 0 && (
        <Typography>
          Zaplacené objednávky:{' '}
          {result.settledOrders.map((o, i) => (
            <span key={o.id}>
              {i > 0 && ', '}
              <Link to={`/orders/${o.id}/show`}>{o.code}</Link>
            </span>
          ))}
        </Typography>
      )}
      {result.open.length > 0 && (
        <Typography>K vyřešení zbývá {result.open.length} pohybů (seznam níže).</Typography>
      )}
    </Alert>
  );
}

/** Reading a statement file or Fio's new movements, with the result. */
function Imports() {
  const refresh = useRefresh();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [result, setResult] = useState<StatementResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const busy = progress !== undefined;

  const work = async (job: () => Promise<StatementResult>) => {
    setError(null);
    setResult(null);
    setProgress(null);
    try {
      setResult(await job());
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(undefined);
    }
  };
  const upload = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    void work(() => uploadStatement(file, setProgress)).then(() => {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    });
  };
  const fio = () =>
    work(
      async () =>
        (
          await unwrap(
            api.POST('/api/admin/v1/bank-statements/fio', {
              body: from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : null,
            }),
          )
        ).data,
    );

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2 }}>
        <Box
          component="form"
          onSubmit={upload}
          sx={{ flex: 1, border: '1px solid #dde1e6', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
        >
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Načíst výpis ze souboru
          </Typography>
          <Typography component="label" htmlFor="statement-file" sx={{ display: 'block', mb: 1 }}>
            Soubor výpisu (GPC/ABO nebo camt.053, nejvýš 5 MB)
          </Typography>
          <input
            id="statement-file"
            ref={fileInput}
            type="file"
            accept=".gpc,.abo,.xml,.txt,application/xml,text/xml"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            disabled={busy}
          />
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" startIcon={<UploadFileIcon />} disabled={!file || busy}>
              Načíst výpis
            </Button>
          </Box>
        </Box>
        <Box
          sx={{ flex: 1, border: '1px solid #dde1e6', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
        >
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Stáhnout pohyby z Fio banky
          </Typography>
          <Typography sx={{ mb: 1 }}>Bez dnů stáhne pohyby od posledního stažení.</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            <MuiTextField
              label="Od"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <MuiTextField
              label="Do"
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Button
            variant="contained"
            startIcon={<CloudDownloadIcon />}
            onClick={() => void fio()}
            disabled={busy}
            sx={{ mt: 2 }}
          >
            Stáhnout z Fio
          </Button>
        </Box>
      </Stack>
      {busy && (
        <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
          <Typography>
            {progress === null
              ? 'Banka a obchod zpracovávají pohyby…'
              : `Odesílám soubor: ${Math.round((progress ?? 0) * 100)} %`}
          </Typography>
          <LinearProgress
            variant={progress === null ? 'indeterminate' : 'determinate'}
            value={Math.round((progress ?? 0) * 100)}
            aria-label="Průběh načítání výpisu"
          />
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {result && <Summary result={result} />}
    </Box>
  );
}

/** Decides an open movement: books it to an order found by its code, or closes it with a note. */
function ResolveButton() {
  const m = useRecordContext<BankMovement>();
  const { run, pending, error, setError } = useAction();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [resolution, setResolution] = useState('');
  if (!m || m.state !== 'open') return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      let orderId: number | undefined;
      if (code.trim()) {
        const { data } = await unwrap(
          api.GET('/api/admin/v1/orders', { params: { query: { q: code.trim(), perPage: 5 } } }),
        );
        const found = data.find((o) => o.code === code.trim());
        if (!found)
          throw new ApiError(404, [{ code: 'not_found', title: `Objednávka ${code.trim()} neexistuje.` }]);
        orderId = found.id;
      }
      await unwrap(
        api.POST('/api/admin/v1/bank-movements/{id}/resolve', {
          params: { path: { id: m.id } },
          body: { resolution: resolution.trim(), ...(orderId ? { orderId } : {}) },
        }),
      );
    }, 'Pohyb je vyřešený.').then((ok) => ok && setOpen(false));
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(e) => {
          e.stopPropagation();
          setError(null);
          setCode(m.variableSymbol ?? '');
          setOpen(true);
        }}
      >
        Vyřešit
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`resolve-${m.id}`}
        fullWidth
        maxWidth="sm"
      >
        <Box component="form" onSubmit={submit}>
          <DialogTitle id={`resolve-${m.id}`}>
            Pohyb {formatAmount(m.amount, m.currencyCode)} z {formatDate(m.bookedOn)}
          </DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 1 }}>
              {m.counterpartyName ?? 'Neznámý plátce'}
              {m.counterpartyAccount ? `, účet ${m.counterpartyAccount}` : ''}; VS {m.variableSymbol ?? '–'};{' '}
              {m.message ?? ''}
            </Typography>
            <MuiTextField
              label="Kód objednávky, ke které platba patří"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              fullWidth
              margin="dense"
              helperText="Prázdné: pohyb se jen uzavře s poznámkou (např. vráceno plátci)."
            />
            <MuiTextField
              label="Poznámka k vyřešení"
              value={resolution}
              onChange={(e) => setResolution(e.target.value)}
              required
              fullWidth
              margin="dense"
            />
            {error && <Alert severity="error">{error}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Zpět</Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {code.trim() ? 'Zapsat k objednávce' : 'Uzavřít pohyb'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}

const filters = [
  <SelectInput key="state" source="state" choices={choices(movementStateLabels)} alwaysOn />,
  <SelectInput key="match" source="match" choices={choices(movementMatchLabels)} alwaysOn />,
];

export function BankMovementList() {
  const small = useSmall();
  return (
    <Page title="Bankovní výpisy" barTitle={false} wide>
      <Imports />
      <Typography component="h2" variant="h6">
        Pohyby na účtu
      </Typography>
      <List
        resource="bank-movements"
        filters={filters}
        filterDefaultValues={{ state: 'open' }}
        perPage={25}
        error={<ListError />}
        exporter={false}
        actions={false}
        title="Bankovní výpisy"
        empty={false}
        disableSyncWithLocation={false}
        sx={{ '& .RaList-main': { width: '100%' } }}
      >
        {small ? (
          <SimpleList<BankMovement>
            primaryText={(r) =>
              `${formatAmount(r.amount, r.currencyCode)} · ${r.counterpartyName ?? 'neznámý plátce'}`
            }
            secondaryText={(r) =>
              `${formatDate(r.bookedOn)} · VS ${r.variableSymbol ?? '–'} · ${label(movementMatchLabels, r.match)}`
            }
            tertiaryText={(r) => label(movementStateLabels, r.state)}
            linkType={false}
            rightIcon={() => <ResolveButton />}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col label="Den" render={(r: BankMovement) => formatDate(r.bookedOn)} />
            <DataTable.Col
              label="Částka"
              align="right"
              render={(r: BankMovement) => formatAmount(r.amount, r.currencyCode)}
            />
            <DataTable.Col
              label="Plátce"
              render={(r: BankMovement) =>
                [r.counterpartyName, r.counterpartyAccount].filter(Boolean).join(', ') || '–'
              }
            />
            <DataTable.Col label="VS" render={(r: BankMovement) => r.variableSymbol ?? '–'} />
            <DataTable.Col label="Zpráva" render={(r: BankMovement) => r.message ?? '–'} />
            <DataTable.Col
              label="Párování"
              render={(r: BankMovement) => label(movementMatchLabels, r.match)}
            />
            <DataTable.Col
              label="Stav"
              render={(r: BankMovement) =>
                r.state === 'open'
                  ? label(movementStateLabels, r.state)
                  : `${label(movementStateLabels, r.state)}${r.resolution ? `: ${r.resolution}` : ''}`
              }
            />
            <DataTable.Col
              label="Objednávka"
              render={(r: BankMovement) =>
                r.orderId ? (
                  <Link to={`/orders/${r.orderId}/show`} aria-label={`Otevřít objednávku č. ${r.orderId}`}>
                    otevřít
                  </Link>
                ) : (
                  '–'
                )
              }
            />
            <DataTable.Col label="Akce">
              <ResolveButton />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </Page>
  );
}
