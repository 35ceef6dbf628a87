import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useRefresh } from 'react-admin';
import { api, unwrap } from '../api/client';
import type { ApiResponse } from '../api/types';
import { CopyButton, Page } from '../components';
import { currentOperator } from '../providers/authProvider';
import { useMe } from '../useMe';

type Enrolment = ApiResponse<'/api/admin/v1/me/totp', 'post'>['data'];

/**
 * The second factor: a new secret as a QR code and as text for an authenticator app, confirmed by
 * the app's first code; then the ten recovery codes, shown this once.
 */
export function TotpSetup({ required = false }: { required?: boolean }) {
  const me = useMe();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const asText = recoveryCodes ? recoveryCodes.join('\n') + '\n' : '';
  const download = useMemo(
    () => (asText ? URL.createObjectURL(new Blob([asText], { type: 'text/plain' })) : undefined),
    [asText],
  );

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  const start = () =>
    run(async () => {
      setEnrolment((await unwrap(api.POST('/api/admin/v1/me/totp'))).data);
      setCode('');
    });
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const { data } = await unwrap(api.PUT('/api/admin/v1/me/totp', { body: { code } }));
      setRecoveryCodes(data.recoveryCodes);
      setEnrolment(null);
    });
  };
  const finish = async () => {
    await currentOperator(true).catch(() => undefined);
    refresh();
    navigate('/');
  };

  if (recoveryCodes) {
    return (
      <Page title="Kódy pro obnovení">
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Ověření kódem z aplikace je zapnuté. Od příštího přihlášení zadáte i kód z aplikace.
        </Alert>
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          <strong>Uložte si tyto kódy hned teď na bezpečné místo</strong> (do správce hesel, nebo vytištěné
          pod zámkem). Když nebudete mít telefon s aplikací, přihlásíte se jedním z nich; každý platí jen
          jednou. <strong>Znovu se už nezobrazí.</strong>
        </Alert>
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Box
            component="ol"
            aria-label="Kódy pro obnovení"
            sx={{ columns: { xs: 1, sm: 2 }, fontFamily: 'monospace', fontSize: '1.1rem', m: 0, pl: 4 }}
          >
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Box>
        </Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 3, gap: 2, alignItems: { sm: 'center' } }}>
          <CopyButton text={asText} label="Zkopírovat kódy" />
          <Button
            variant="outlined"
            size="small"
            component="a"
            href={download ?? '#'}
            download="kody-pro-obnoveni.txt"
          >
            Stáhnout jako soubor
          </Button>
        </Stack>
        <Button variant="contained" onClick={() => void finish()}>
          Kódy mám uložené, pokračovat
        </Button>
      </Page>
    );
  }

  return (
    <Page title="Ověření kódem z aplikace">
      {required && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          Než budete moci pracovat, nastavte si přihlašování kódem z ověřovací aplikace.
        </Alert>
      )}
      {me?.totpEnabled && !enrolment ? (
        <Alert severity="success" role="note">
          Ověření kódem z aplikace máte nastavené. Nové nastavení (třeba pro nový telefon) povolí majitel
          obchodu, když to stávající zruší.
        </Alert>
      ) : !enrolment ? (
        <>
          <Typography sx={{ mb: 2 }}>
            K heslu přidáte šestimístný kód, který každých 30 sekund ukáže ověřovací aplikace v telefonu
            (například Google Authenticator, Microsoft Authenticator nebo 1Password).
          </Typography>
          <Button variant="contained" onClick={() => void start()} disabled={pending}>
            Začít nastavení
          </Button>
        </>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Typography component="h2" variant="h6">
            1. Naskenujte kód QR aplikací
          </Typography>
          <Box
            component="img"
            src={enrolment.qrCode}
            alt="Kód QR s tajným klíčem pro ověřovací aplikaci"
            width={220}
            height={220}
            sx={{ border: '1px solid #ccc', bgcolor: '#fff', alignSelf: 'flex-start' }}
          />
          <Typography>Nebo do aplikace zadejte tajný klíč ručně:</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
            <Box
              component="code"
              data-testid="totp-secret"
              sx={{
                fontSize: '1.05rem',
                wordBreak: 'break-all',
                bgcolor: '#f3f4f6',
                px: 1,
                py: 0.5,
                borderRadius: 1,
              }}
            >
              {enrolment.secret}
            </Box>
            <CopyButton text={enrolment.secret} label="Zkopírovat klíč" />
          </Stack>
          <Typography component="h2" variant="h6">
            2. Potvrďte kódem z aplikace
          </Typography>
          <Box
            component="form"
            onSubmit={confirm}
            sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <TextField
              label="Kód z aplikace"
              name="code"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]{6,7}', maxLength: 7 } }}
              helperText="Šest číslic"
            />
            <Button
              type="submit"
              variant="contained"
              disabled={pending}
              sx={{ mt: 1 }}
              startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              Potvrdit
            </Button>
          </Box>
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Page>
  );
}
