import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { AdminContentRecord } from '@shop/contract';
import { useAction } from '../../components';
import { previewLink, setPublication } from './api';
import type { ContentTypeDef } from './definitions';
import { MissingTranslations, StateChip } from './StateChip';

/** A local date and time (the datetime-local value) as an instant. */
const localToIso = (value: string) => new Date(value).toISOString();

/**
 * An item's publication: its state, publish now, schedule at a time, take back to a draft, and
 * the storefront's preview of what is saved.
 */
export function PublicationPanel({ def }: { def: ContentTypeDef }) {
  const record = useRecordContext<AdminContentRecord & { id: number }>();
  const { run, pending, error } = useAction();
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  if (!record) return null;

  const schedule = () => {
    if (!at) return setAtError('Zadejte datum a čas zveřejnění.');
    if (new Date(at).getTime() <= Date.now())
      return setAtError('Zadejte čas v budoucnosti, nebo publikujte hned.');
    setAtError(null);
    void run(
      () => setPublication(def.type, record.id, { action: 'publish', at: localToIso(at) }),
      'Zveřejnění je naplánované.',
    );
  };
  const openPreview = async () => {
    setPreviewError(null);
    // The window opens at once (a pop-up blocker allows it), the address follows.
    const win = window.open('', '_blank');
    try {
      const link = await previewLink(def.type, record.id);
      if (win) win.location.href = link.url;
      else window.location.assign(link.url);
    } catch (e) {
      win?.close();
      setPreviewError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Box
      component="section"
      aria-label="Zveřejnění"
      sx={{ border: '1px solid #dde1e6', borderRadius: 1, p: 2, m: 2, mb: 0, bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ mr: 1 }}>
          Zveřejnění
        </Typography>
        <span role="status">
          <StateChip state={record.state} publishedAt={record.published_at} />
        </span>
        <MissingTranslations locales={record.missing_translations} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {record.state !== 'published' && (
          <Button
            variant="contained"
            disabled={pending}
            onClick={() =>
              void run(() => setPublication(def.type, record.id, { action: 'publish' }), 'Publikováno.')
            }
          >
            Publikovat nyní
          </Button>
        )}
        {record.state !== 'draft' && (
          <Button
            variant="outlined"
            color="warning"
            disabled={pending}
            onClick={() =>
              void run(
                () => setPublication(def.type, record.id, { action: 'unpublish' }),
                'Vráceno do konceptu.',
              )
            }
          >
            Zrušit zveřejnění
          </Button>
        )}
        {def.preview && (
          <Button variant="outlined" onClick={() => void openPreview()}>
            Náhled v obchodě
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          type="datetime-local"
          size="small"
          label="Naplánovat na"
          value={at}
          onChange={(e) => setAt(e.target.value)}
          error={!!atError}
          helperText={atError ?? 'Místní čas'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" disabled={pending} onClick={schedule}>
          Naplánovat
        </Button>
      </Stack>
      {(error || previewError) && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error ?? previewError}
        </Alert>
      )}
    </Box>
  );
}
