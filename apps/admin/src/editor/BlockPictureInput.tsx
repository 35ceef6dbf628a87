import { useId, useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { contentImageSrc, uploadPicture } from './upload';

/**
 * A block's picture: its path in the media library, uploaded from the computer through the content
 * upload or typed, with a thumbnail. An optional picture can be taken away.
 */
export function BlockPictureInput({
  label,
  value,
  required,
  error,
  onChange,
}: {
  label: string;
  value: string | undefined;
  required?: boolean;
  error?: string;
  onChange: (path: string | undefined) => void;
}) {
  const fileId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      onChange(await uploadPicture(file, 'content-images'));
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const path = value ?? '';
  return (
    <Box sx={{ mb: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        {path && (
          <Box
            component="img"
            src={contentImageSrc(path)}
            alt=""
            sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: '#f3f4f6' }}
          />
        )}
        <TextField
          size="small"
          fullWidth
          label={label}
          required={required}
          value={path}
          error={!!error}
          helperText={error ?? 'Cesta obrázku v knihovně médií; vyplní se po nahrání'}
          onChange={(e) => onChange(e.target.value.trim() || (required ? '' : undefined))}
        />
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="outlined" component="label" htmlFor={fileId} disabled={busy}>
            {busy ? 'Nahrávám…' : 'Nahrát obrázek'}
          </Button>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-label={`${label}: soubor s obrázkem`}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {!required && path && (
            <Button
              sx={{ ml: 1 }}
              aria-label={`Odebrat ${label.toLocaleLowerCase('cs')}`}
              onClick={() => onChange(undefined)}
            >
              Odebrat
            </Button>
          )}
        </Box>
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
