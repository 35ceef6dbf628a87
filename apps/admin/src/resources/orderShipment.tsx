import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext, useNotify, useRefresh } from 'react-admin';
import { api, ApiError, unwrap } from '../api/client';
import type { ApiResponse, Order } from '../api/types';
import { Fields, useAction } from '../components';
import { formatDateTime } from '../format';

type ShipmentResponse = ApiResponse<'/api/admin/v1/orders/{id}/shipment', 'get'>;
type Shipment = NonNullable<ShipmentResponse['data']>;

/** Downloads a PDF answer of the admin API as a file, or throws the API's Czech refusal. */
async function downloadPdf(url: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, []);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      errors?: { code: string; title: string }[];
    } | null;
    throw new ApiError(res.status, body?.errors ?? []);
  }
  const blob = await res.blob();
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** The order's Packeta parcel: being created, created (barcode, state, tracking, label) or refused. */
export function OrderShipment({ order }: { order: Order }) {
  const [shipment, setShipment] = useState<Shipment | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { run, pending, error } = useAction();
  const [labelError, setLabelError] = useState<string | null>(null);
  useEffect(() => {
    unwrap(api.GET('/api/admin/v1/orders/{id}/shipment', { params: { path: { id: order.id } } }))
      .then((r: ShipmentResponse) => setShipment(r.data))
      .catch((e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)));
  }, [order.id, order.state, order.trackingNumber, pending]);
  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (shipment === undefined) return <CircularProgress size={20} aria-label="Načítám zásilku" />;
  if (shipment === null) {
    return (
      <Typography>
        Žádná zásilka Zásilkovny: u výdejních míst Zásilkovny se zásilka založí, když objednávku označíte jako
        zabalenou.
      </Typography>
    );
  }
  if (shipment.state === 'pending') {
    return (
      <Alert severity="info">
        Zásilka se zakládá… Zásilkovna ji za chvíli potvrdí; stránku pak obnovte.
        {shipment.error ? ` (${shipment.error})` : ''}
      </Alert>
    );
  }
  if (shipment.state === 'failed') {
    return (
      <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Alert severity="error">Zásilku se nepodařilo založit: {shipment.error}</Alert>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          disabled={pending}
          onClick={() =>
            void run(
              () =>
                unwrap(
                  api.POST('/api/admin/v1/orders/{id}/shipment/retry', {
                    params: { path: { id: order.id } },
                  }),
                ),
              'Zásilka se zakládá znovu.',
            )
          }
        >
          Založit zásilku znovu
        </Button>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    );
  }
  return (
    <Box>
      {shipment.needsAttention && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Zásilka se nedoručí: {shipment.statusText}. Rozhodněte, co s objednávkou dál.
        </Alert>
      )}
      <Fields
        rows={[
          ['Dopravce', 'Zásilkovna'],
          ['Čárový kód', shipment.barcodeText ?? shipment.barcode ?? '–'],
          ['Stav u Zásilkovny', shipment.statusText ?? '–'],
          ['Stav od', shipment.statusAt ? formatDateTime(shipment.statusAt) : '–'],
          ['Naposledy zjištěno', shipment.checkedAt ? formatDateTime(shipment.checkedAt) : '–'],
        ]}
      />
      <Stack direction="row" sx={{ mt: 1, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => {
            setLabelError(null);
            downloadPdf(`/api/admin/v1/orders/${order.id}/shipment/label`, `stitek-${order.code}.pdf`).catch(
              (e: unknown) => setLabelError(e instanceof Error ? e.message : String(e)),
            );
          }}
        >
          Štítek (PDF)
        </Button>
        {shipment.trackingUrl && (
          <a href={shipment.trackingUrl} target="_blank" rel="noreferrer">
            Sledování zásilky
          </a>
        )}
      </Stack>
      {labelError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {labelError}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The labels of the orders the list shows now, in one PDF (filtered to packed orders: the day's
 * parcels); orders without a created shipment are left out. A toolbar button, not a selection:
 * the list's row checkboxes have no accessible names.
 */
export function PrintLabelsButton() {
  const { data } = useListContext<{ id: number }>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const ids = (data ?? []).map((o) => o.id);
  return (
    <Button
      size="small"
      startIcon={<PrintIcon />}
      disabled={pending || ids.length === 0}
      onClick={() => {
        setPending(true);
        downloadPdf(`/api/admin/v1/shipments/labels?ids=${ids.join(',')}`, 'stitky.pdf')
          .then(() => notify('Štítky jsou stažené.', { type: 'success' }))
          .catch((e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }))
          .finally(() => setPending(false));
      }}
    >
      Tisknout štítky
    </Button>
  );
}

/** Reads the Packeta shipments' states now, as the periodic check does. */
export function TrackShipmentsButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<RefreshIcon />}
      disabled={pending}
      onClick={() => {
        setPending(true);
        unwrap(api.POST('/api/admin/v1/shipments/tracking'))
          .then(({ data }) => {
            notify(
              `Zkontrolováno zásilek: ${data.checked}; odeslaných ${data.shipped}, doručených ${data.delivered}` +
                (data.flagged ? `, vrácených nebo zrušených ${data.flagged}` : '') +
                '.',
              { type: data.flagged || data.errors ? 'warning' : 'success' },
            );
            refresh();
          })
          .catch((e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }))
          .finally(() => setPending(false));
      }}
    >
      Zkontrolovat stav zásilek
    </Button>
  );
}
