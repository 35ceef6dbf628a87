import { useId, useState } from 'react';
import { useInput, usePermissions } from 'react-admin';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { uploadImageTypes } from '@shop/contract';
import type { Permission } from '../../api/types';
import { contentImageSrc, uploadPicture } from '../../editor/upload';

/**
 * A picture of the media library by its path: a preview, an upload from the computer (through the
 * content upload) and the path itself to type or clear.
 */
export function PictureInput({ source, label }: { source: string; label: string }) {
  const { field, fieldState } = useInput({ source, parse: (v: string) => v || null });
  const { permissions } = usePermissions<Permission[]>();
  const fileId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const path = (field.value as string | null) ?? '';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      // An operator who may edit only the catalogue uploads through its endpoint.
      const target =
        permissions?.includes('content') || !permissions?.includes('catalogue')
          ? 'content-images'
          : 'product-images';
      field.onChange(await uploadPicture(file, target));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box
          sx={{
            width: 160,
            height: 90,
            flex: 'none',
            border: '1px solid #dde1e6',
            borderRadius: 1,
            bgcolor: '#f5f6f8',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {path ? (
            <img
              src={contentImageSrc(path)}
              alt={`${label}: náhled`}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              bez obrázku
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            label={`${label} – cesta v knihovně médií`}
            value={path}
            onChange={(e) => field.onChange(e.target.value || null)}
            onBlur={field.onBlur}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            size="small"
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button component="label" htmlFor={fileId} variant="outlined" size="small" disabled={busy}>
              {busy ? 'Nahrávám…' : 'Nahrát obrázek'}
            </Button>
            <input
              id={fileId}
              type="file"
              accept={uploadImageTypes.join(',')}
              hidden
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            {path && (
              <Button size="small" color="warning" onClick={() => field.onChange(null)}>
                Odebrat
              </Button>
            )}
          </Stack>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
