import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '@shop/rules';
import { api, ApiError, unwrap } from '../api/client';
import { Page } from '../components';
import { formatDateTime } from '../format';
import { useMe } from '../useMe';

const fields = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type Field = (typeof fields)[number];

/** The operator's own account: who they are, their session, a new password, the second factor. */
export function AccountPage() {
  const me = useMe();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await unwrap(api.PUT('/api/admin/v1/me/password', { body: values }));
      setValues({ currentPassword: '', password: '', passwordConfirmation: '' });
      setMessage({ ok: true, text: 'Heslo je změněné. Vaše ostatní přihlášení skončila.' });
    } catch (err) {
      if (err instanceof ApiError) {
        const byField: Partial<Record<Field, string>> = {};
        for (const x of err.errors)
          if (x.field && (fields as readonly string[]).includes(x.field)) byField[x.field as Field] = x.title;
        setErrors(byField);
      }
      setMessage({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setPending(false);
    }
  };

  const input = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      fullWidth
      margin="normal"
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[name]}
      helperText={
        errors[name] ??
        (name === 'password' ? `Aspoň ${MIN_PASSWORD_LENGTH} znaků; nepoužívejte heslo odjinud.` : undefined)
      }
    />
  );

  return (
    <Page title="Můj účet">
      {me && (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
              gap: 1,
              m: 0,
              '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
              '& dt': { fontWeight: 600 },
            }}
          >
            <dt>Jméno</dt>
            <dd>{me.name}</dd>
            <dt>E-mail</dt>
            <dd>{me.email}</dd>
            <dt>Role</dt>
            <dd>{me.role}</dd>
            <dt>Ověření kódem</dt>
            <dd>{me.totpEnabled ? 'Zapnuté' : 'Vypnuté'}</dd>
            <dt>Přihlášení skončí</dt>
            <dd>{formatDateTime(me.expiresAt)} (po 30 minutách nečinnosti dříve)</dd>
          </Box>
        </Paper>
      )}
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Ověření kódem z aplikace
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {me?.totpEnabled
          ? 'Máte ho nastavené: při přihlášení zadáváte i kód z aplikace.'
          : 'Zatím ho nemáte: přidejte k heslu kód z aplikace v telefonu.'}
      </Typography>
      <Button component={Link} to="/druhy-faktor" variant="outlined" sx={{ mb: 4 }}>
        {me?.totpEnabled ? 'Podrobnosti' : 'Nastavit ověření kódem'}
      </Button>

      <Typography component="h2" variant="h6">
        Změna hesla
      </Typography>
      <Box component="form" onSubmit={(e) => void submit(e)} sx={{ maxWidth: 460 }}>
        {input('currentPassword', 'Současné heslo', 'current-password')}
        {input('password', 'Nové heslo', 'new-password')}
        {input('passwordConfirmation', 'Nové heslo znovu', 'new-password')}
        {message && (
          <Alert
            severity={message.ok ? 'success' : 'error'}
            role={message.ok ? 'status' : 'alert'}
            sx={{ mt: 2 }}
          >
            {message.text}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          Změnit heslo
        </Button>
      </Box>
    </Page>
  );
}
