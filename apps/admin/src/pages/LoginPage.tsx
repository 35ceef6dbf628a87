import { useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useLogin } from 'react-admin';
import { ApiError } from '../api/client';
import { codes } from '../providers/authProvider';

/**
 * Log-in: e-mail and password, and the code of the authenticator app once the server asks for it
 * (`admin.codeRequired`); a recovery code works in its place.
 */
export function LoginPage() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await login({ email, password, code: askCode ? code : undefined });
    } catch (err) {
      if (err instanceof ApiError && (err.has(codes.codeRequired) || err.has(codes.codeInvalid))) {
        setAskCode(true);
        setCode('');
        setTimeout(() => codeField.current?.focus(), 0);
      }
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        bgcolor: '#eef1f5',
        p: 2,
      }}
    >
      <Paper
        component="form"
        onSubmit={(e) => void submit(e)}
        noValidate={false}
        sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }}
      >
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          Správa obchodu
        </Typography>
        <Typography sx={{ mb: 2 }} color="text.secondary">
          Přihlaste se svým e-mailem a heslem.
        </Typography>
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          fullWidth
          margin="normal"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus
        />
        <TextField
          label="Heslo"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {askCode && (
          <TextField
            label="Kód z ověřovací aplikace"
            name="code"
            autoComplete="one-time-code"
            required
            fullWidth
            margin="normal"
            inputRef={codeField}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            helperText="Šest číslic z aplikace, nebo jeden z kódů pro obnovení."
            slotProps={{ htmlInput: { inputMode: 'text', spellCheck: false, autoCapitalize: 'none' } }}
          />
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 3 }}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {pending ? 'Přihlašuji…' : 'Přihlásit se'}
        </Button>
      </Paper>
    </Box>
  );
}
