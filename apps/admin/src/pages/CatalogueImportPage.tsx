import { useEffect, useRef, useState, type DragEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  catalogueImportColumns,
  catalogueImportKindLabels,
  catalogueImportKinds,
  catalogueImportStatusLabels,
  type AdminProductFeed,
  type CatalogueImportKind,
  type CatalogueImportRun,
} from '@shop/contract';
import { api, ApiError, unwrap } from '../api/client';
import { Page, Section } from '../components';
import { useSmall } from '../resources/useSmall';
import { formatDateTime } from '../format';

/** How often a running import is looked at. */
const POLL_MS = 700;
const feedLabels: Record<AdminProductFeed['format'], string> = {
  heureka: 'Heureka',
  zbozi: 'Zboží.cz',
  google: 'Google Merchant Center',
};

/** Copies a feed's address; says so to screen readers too. */
function CopyAddress({ text }: { text: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Zkopírovat adresu ${text}`}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
      <span role="status" aria-live="polite">
        {copied === true ? 'Zkopírováno.' : copied === false ? 'Nepodařilo se zkopírovat.' : ''}
      </span>
    </>
  );
}

/** What a file of each kind does with codes the shop does not know. */
const kindHelp: Record<CatalogueImportKind, string> = {
  products:
    'Produkt se pozná podle slugu, s prázdným slugem podle katalogového kódu. Neznámý kód založí nový produkt (slug z českého názvu, když je prázdný). Nový produkt zůstane skrytý, dokud nemá variantu s cenou v Kč: po importu variant a cen ho zveřejní nový import produktů nebo editor produktu.',
  variants:
    'Neznámý kód varianty založí novou variantu produktu s uvedeným katalogovým kódem. Nové produkty importujte dřív než jejich varianty, varianty dřív než ceny a sklad.',
  prices: 'Ceny variant podle kódu varianty; varianta musí v obchodě už být.',
  stock: 'Počty kusů variant podle kódu varianty a skladu; varianta musí v obchodě už být.',
};

const message = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : String(e));

/** Uploads a file as a run and follows it until it ends; `onProgress` sees each look. */
async function runImport(
  kind: CatalogueImportKind,
  file: { name: string; text: string },
  dryRun: boolean,
  onProgress: (run: CatalogueImportRun) => void,
): Promise<CatalogueImportRun> {
  let run = (
    await unwrap(
      api.POST('/api/admin/v1/catalogue-imports', {
        body: { kind, dryRun, fileName: file.name, csv: file.text },
      }),
    )
  ).data;
  onProgress(run);
  while (run.status === 'queued' || run.status === 'running') {
    await new Promise((r) => setTimeout(r, POLL_MS));
    run = (
      await unwrap(api.GET('/api/admin/v1/catalogue-imports/{id}', { params: { path: { id: run.id } } }))
    ).data;
    onProgress(run);
  }
  return run;
}

/** A run's rows: new (products or variants created), changed, unchanged and refused. */
function Counts({ run }: { run: CatalogueImportRun }) {
  const counts = [
    ['Řádků', run.totalRows],
    ['Nové', run.createdRows],
    ['Změněné', run.appliedRows - run.createdRows],
    ['Beze změny', run.unchangedRows],
    ['Odmítnuté', run.refused.length],
  ] as const;
  return (
    <Box
      component="dl"
      aria-label={run.dryRun ? 'Počty řádků po kontrole' : 'Počty řádků importu'}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0, mb: 1 }}
    >
      {counts.map(([label, n]) => (
        <Box key={label} sx={{ display: 'flex', gap: 0.5 }}>
          <Box component="dt">{label}:</Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {n}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function RefusedRows({ run }: { run: CatalogueImportRun }) {
  if (run.refused.length === 0) return <Alert severity="success">Všechny řádky jsou v pořádku.</Alert>;
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Odmítnuté řádky">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '6rem' }}>Řádek</TableCell>
            <TableCell>Důvod</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {run.refused.map((r) => (
            <TableRow key={`${r.row}-${r.reason}`}>
              <TableCell>{r.row}</TableCell>
              <TableCell>{r.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Choosing the kind and the file, the dry run with its refused rows, then the import with its progress. */
function ImportSection({ onFinished }: { onFinished: () => void }) {
  const [kind, setKind] = useState<CatalogueImportKind>('prices');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [checked, setChecked] = useState<CatalogueImportRun | null>(null);
  const [running, setRunning] = useState<CatalogueImportRun | null>(null);
  const [done, setDone] = useState<CatalogueImportRun | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (f: File | undefined) => {
    if (!f) return;
    setError(null);
    setChecked(null);
    setDone(null);
    if (!/\.(csv|txt)$/i.test(f.name)) {
      setError(`Soubor „${f.name}“ není CSV. Nahrajte soubor s příponou .csv.`);
      return;
    }
    setFile({ name: f.name, text: await f.text() });
  };

  const start = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const run = await runImport(kind, file, dryRun, dryRun ? setChecked : setRunning);
      if (dryRun) setChecked(run);
      else {
        setDone(run);
        setRunning(null);
      }
      if (run.status === 'failed') setError(run.error ?? 'Import selhal.');
      onFinished();
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files[0]);
  };
  const progress = running && running.totalRows > 0 ? (running.processedRows / running.totalRows) * 100 : 0;

  return (
    <Section title="Import z CSV">
      <FormControl sx={{ mb: 2 }}>
        <FormLabel id="import-kind">Co importovat</FormLabel>
        <RadioGroup
          row
          aria-labelledby="import-kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as CatalogueImportKind);
            setChecked(null);
            setDone(null);
          }}
        >
          {catalogueImportKinds.map((k) => (
            <FormControlLabel key={k} value={k} control={<Radio />} label={catalogueImportKindLabels[k]} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        Sloupky:{' '}
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {catalogueImportColumns[kind].join(';')}
        </Box>
        . Oddělovač středník nebo čárka, kódování UTF-8, ceny s DPH a s desetinnou čárkou. Nejjednodušší je
        upravit soubor z exportu níže.
      </Typography>
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        {kindHelp[kind]}
      </Typography>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : '#8a94a0',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 3,
          mb: 2,
          textAlign: 'center',
        }}
      >
        <Typography component="p" sx={{ mb: 1 }}>
          {file ? (
            <>
              Soubor: <strong>{file.name}</strong>
            </>
          ) : (
            'Přetáhněte sem soubor CSV, nebo ho vyberte.'
          )}
        </Typography>
        <input
          ref={input}
          id="import-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          hidden
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          Vybrat soubor
        </Button>
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" disabled={!file || busy} onClick={() => void start(true)}>
          Zkontrolovat
        </Button>
        <Button
          variant="contained"
          color="success"
          disabled={!file || busy || !checked || checked.status !== 'done'}
          onClick={() => void start(false)}
        >
          Importovat
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      {running && (
        <Box sx={{ mb: 2 }}>
          <Typography component="p" id="import-progress-label" sx={{ mb: 0.5 }}>
            Importuje se: {running.processedRows} z {running.totalRows || '…'} řádků
          </Typography>
          <LinearProgress
            variant={running.totalRows ? 'determinate' : 'indeterminate'}
            value={progress}
            aria-labelledby="import-progress-label"
          />
        </Box>
      )}
      {done && done.status === 'done' && (
        <Box sx={{ mb: 2 }} aria-live="polite">
          <Alert severity="success" sx={{ mb: 1 }}>
            Import je hotový.
          </Alert>
          <Counts run={done} />
          {done.refused.length > 0 && <RefusedRows run={done} />}
        </Box>
      )}
      {checked && !done && checked.status === 'done' && (
        <Box aria-live="polite">
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Výsledek kontroly (nic se nezměnilo)
          </Typography>
          <Counts run={checked} />
          <RefusedRows run={checked} />
          {checked.refused.length > 0 && (
            <Typography component="p" variant="body2" sx={{ mt: 1 }}>
              Import použije jen řádky v pořádku; odmítnuté zůstanou beze změny.
            </Typography>
          )}
        </Box>
      )}
    </Section>
  );
}

function ExportSection() {
  return (
    <Section title="Export do CSV">
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        Soubory mají stejné sloupky jako import: upravený export se dá rovnou nahrát zpět.
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {catalogueImportKinds.map((k) => (
          <Button
            key={k}
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={`/api/admin/v1/catalogue-exports/${k}/export.csv`}
            download
          >
            {catalogueImportKindLabels[k]}
          </Button>
        ))}
      </Stack>
    </Section>
  );
}

function RecentRuns({ runs }: { runs: CatalogueImportRun[] }) {
  const small = useSmall();
  if (runs.length === 0) return null;
  const what = (r: CatalogueImportRun) =>
    `${catalogueImportKindLabels[r.kind]}${r.dryRun ? ' (kontrola)' : ''}`;
  const refused = (r: CatalogueImportRun) => r.totalRows - r.appliedRows - r.unchangedRows;
  if (small)
    return (
      <Section title="Poslední importy">
        <Box component="ul" aria-label="Poslední importy" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {runs.map((r) => (
            <Box component="li" key={r.id} sx={{ py: 1, borderBottom: '1px solid #dde1e6' }}>
              <Box sx={{ fontWeight: 600 }}>
                {what(r)} · {catalogueImportStatusLabels[r.status]}
              </Box>
              <Box sx={{ overflowWrap: 'anywhere' }}>{r.fileName}</Box>
              <Box sx={{ typography: 'body2' }}>
                {formatDateTime(r.createdAt)} · nové {r.createdRows}, změněné {r.appliedRows - r.createdRows},
                odmítnuté {refused(r)}
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
    );
  return (
    <Section title="Poslední importy">
      <TableContainer>
        <Table size="small" aria-label="Poslední importy">
          <TableHead>
            <TableRow>
              <TableCell>Kdy</TableCell>
              <TableCell>Co</TableCell>
              <TableCell>Soubor</TableCell>
              <TableCell>Stav</TableCell>
              <TableCell align="right">Nové</TableCell>
              <TableCell align="right">Změněné</TableCell>
              <TableCell align="right">Odmítnuté</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                <TableCell>{what(r)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.fileName}</TableCell>
                <TableCell>{catalogueImportStatusLabels[r.status]}</TableCell>
                <TableCell align="right">{r.createdRows}</TableCell>
                <TableCell align="right">{r.appliedRows - r.createdRows}</TableCell>
                <TableCell align="right">{refused(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}

/** The comparison sites' feeds: their addresses to give to the sites, what they hold and when they were built. */
function FeedsSection() {
  const [feeds, setFeeds] = useState<AdminProductFeed[] | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const small = useSmall();
  useEffect(() => {
    unwrap(api.GET('/api/admin/v1/product-feeds'))
      .then((res) => setFeeds(res.data))
      .catch((e: unknown) => setNote({ ok: false, text: message(e) }));
  }, []);
  const rebuild = async () => {
    try {
      await unwrap(api.POST('/api/admin/v1/product-feeds/rebuild'));
      setNote({ ok: true, text: 'Feedy se sestaví znovu během chvíle.' });
    } catch (e) {
      setNote({ ok: false, text: message(e) });
    }
  };
  return (
    <Section
      title="Srovnávače zboží"
      actions={
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void rebuild()}>
          Sestavit znovu
        </Button>
      }
    >
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        Feedy se sestavují samy krátce po každé změně katalogu. Adresy zadejte srovnávačům; jsou na doméně
        obchodu.
      </Typography>
      {note && (
        <Alert severity={note.ok ? 'success' : 'error'} sx={{ mb: 1 }}>
          {note.text}
        </Alert>
      )}
      {small ? (
        <Box component="ul" aria-label="Feedy pro srovnávače" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {(feeds ?? []).map((f) => (
            <Box
              component="li"
              key={`${f.format}-${f.locale}-${f.currency}`}
              sx={{ py: 1, borderBottom: '1px solid #dde1e6' }}
            >
              <Box sx={{ fontWeight: 600 }}>
                {feedLabels[f.format]} ({f.locale} · {f.currency})
              </Box>
              <Box sx={{ overflowWrap: 'anywhere' }}>
                <code>{f.storefrontPath}</code> <CopyAddress text={f.storefrontPath} />
              </Box>
              <Box sx={{ typography: 'body2' }}>
                Produktů: {f.productCount ?? '–'} ·{' '}
                {f.builtAt ? `sestaveno ${formatDateTime(f.builtAt)}` : 'zatím nesestaveno'}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Feedy pro srovnávače">
            <TableHead>
              <TableRow>
                <TableCell>Srovnávač</TableCell>
                <TableCell>Jazyk a měna</TableCell>
                <TableCell>Adresa</TableCell>
                <TableCell align="right">Produktů</TableCell>
                <TableCell>Sestaveno</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(feeds ?? []).map((f) => (
                <TableRow key={`${f.format}-${f.locale}-${f.currency}`}>
                  <TableCell>{feedLabels[f.format]}</TableCell>
                  <TableCell>
                    {f.locale} · {f.currency}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <code>{f.storefrontPath}</code> <CopyAddress text={f.storefrontPath} />
                  </TableCell>
                  <TableCell align="right">{f.productCount ?? '–'}</TableCell>
                  <TableCell>{f.builtAt ? formatDateTime(f.builtAt) : 'Zatím nesestaveno'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

/** "Import a export" (permission `catalogue`): CSV import and export of the catalogue, and the feeds. */
export function CatalogueImportPage() {
  const [runs, setRuns] = useState<CatalogueImportRun[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    unwrap(api.GET('/api/admin/v1/catalogue-imports', { params: { query: { perPage: 10 } } }))
      .then((res) => setRuns(res.data))
      .catch(() => setRuns([]));
  }, [version]);
  return (
    <Page title="Import a export" wide>
      <ImportSection onFinished={() => setVersion((v) => v + 1)} />
      <ExportSection />
      <RecentRuns runs={runs} />
      <FeedsSection />
    </Page>
  );
}
