import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { usePermissions } from 'react-admin';
import type { Permission } from '../api/types';
import { isAllowedSrc } from './extensions';
import { uploadContentImage } from './upload';

/** Inserts a picture into the text: uploaded from the computer or by its address, always with an alt text. */
export function PictureDialog(props: {
  open: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="picture-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      {/* Mounted while open: each opening starts empty. */}
      {props.open && <PictureForm {...props} />}
    </Dialog>
  );
}

function PictureForm({
  onClose,
  onInsert,
}: {
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}) {
  const fileId = useId();
  const { permissions } = usePermissions<Permission[]>();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [altError, setAltError] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setSrc(
        await uploadContentImage(
          file,
          permissions?.includes('content') || !permissions?.includes('catalogue')
            ? 'content-images'
            : 'product-images',
        ),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (!isAllowedSrc(src.trim())) {
      setError('Nahrajte obrázek nebo zadejte adresu začínající /media/ nebo https://');
      return;
    }
    if (!alt.trim()) {
      setAltError(true);
      return;
    }
    onInsert(src.trim(), alt.trim());
  };
  return (
    <>
      <DialogTitle id="picture-dialog-title">Obrázek</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Box>
            <Button variant="outlined" component="label" htmlFor={fileId} disabled={busy}>
              {busy ? 'Nahrávám…' : 'Nahrát z počítače'}
            </Button>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              aria-label="Soubor s obrázkem"
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </Box>
          <TextField
            label="Adresa obrázku"
            value={src}
            onChange={(e) => setSrc(e.target.value)}
            helperText="Vyplní se po nahrání; nebo zadejte /media/… či https://…"
            fullWidth
          />
          {src && isAllowedSrc(src) && (
            <Box
              component="img"
              src={src}
              alt=""
              sx={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain' }}
            />
          )}
          <TextField
            label="Popis obrázku (alt)"
            value={alt}
            required
            error={altError}
            helperText={
              altError
                ? 'Popište, co je na obrázku: čtečky obrazovky ho přečtou.'
                : 'Co je na obrázku, pro nevidomé a vyhledávače.'
            }
            onChange={(e) => {
              setAlt(e.target.value);
              setAltError(false);
            }}
            fullWidth
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Zrušit</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          Vložit obrázek
        </Button>
      </DialogActions>
    </>
  );
}
