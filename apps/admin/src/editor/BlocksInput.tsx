import { useState } from 'react';
import { useInput } from 'react-admin';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import { blockTypes, newBlock, type BlockField } from './block-types';

type Block = Record<string, unknown> & { type: string };

/**
 * Content blocks as an ordered list: add a block of a type, remove one, move it up or down, and
 * edit each type's own fields (texts in Czech, Slovak and German). The server checks every block
 * against its type; its refusals show at the block's fields.
 */
export function BlocksInput({ source, label }: { source: string; label: string }) {
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const blocks: Block[] = Array.isArray(field.value) ? (field.value as Block[]) : [];
  const [adding, setAdding] = useState(blockTypes[0]!.type);
  const set = (next: Block[]) => field.onChange(next);
  const move = (i: number, by: number) => {
    const next = [...blocks];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved!);
    set(next);
  };
  return (
    <Box
      component="fieldset"
      sx={{ border: '1px solid #dde1e6', borderRadius: 1, p: 2, mb: 2, minWidth: 0, width: '100%' }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {fieldState.error?.message && (
        <Typography role="alert" color="error" variant="body2">
          {fieldState.error.message}
        </Typography>
      )}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {blocks.map((block, i) => {
          const def = blockTypes.find((t) => t.type === block.type);
          const name = def?.label ?? block.type;
          return (
            <Box component="li" key={i} sx={{ border: '1px solid #e0e0e0', borderRadius: 1, p: 1.5 }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography component="h3" variant="subtitle2">
                  {i + 1}. {name}
                </Typography>
                <Box>
                  <IconButton
                    aria-label={`Posunout blok ${i + 1} nahoru`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Posunout blok ${i + 1} dolů`}
                    disabled={i === blocks.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Odebrat blok ${i + 1}`}
                    onClick={() => set(blocks.filter((_, j) => j !== i))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              </Stack>
              {def ? (
                def.fields.map((f) => (
                  <BlockFieldInput
                    key={f.key}
                    field={f}
                    value={block[f.key]}
                    onChange={(value) => set(blocks.map((b, j) => (j === i ? { ...b, [f.key]: value } : b)))}
                  />
                ))
              ) : (
                <Typography variant="body2">Tento blok se tu upravit nedá; zůstane, jak je.</Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Druh nového bloku"
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {blockTypes.map((t) => (
            <MenuItem key={t.type} value={t.type}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => set([...blocks, newBlock(adding)])}>
          Přidat blok
        </Button>
      </Stack>
    </Box>
  );
}

const LOCALES = [
  ['cs', 'česky'],
  ['sk', 'slovensky'],
  ['de', 'německy'],
] as const;

function BlockFieldInput({
  field,
  value,
  onChange,
}: {
  field: BlockField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  if (field.kind === 'text' || field.kind === 'html') {
    const text = (value ?? { cs: '' }) as Record<string, string>;
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 1, mb: 1 }}>
        {LOCALES.map(([locale, name]) => (
          <TextField
            key={locale}
            size="small"
            label={`${field.label} (${name})`}
            value={text[locale] ?? ''}
            multiline={field.kind === 'html'}
            minRows={field.kind === 'html' ? 2 : undefined}
            slotProps={{ htmlInput: { lang: locale } }}
            onChange={(e) => {
              const next = { ...text, [locale]: e.target.value };
              if (locale !== 'cs' && !e.target.value) delete next[locale];
              onChange(next);
            }}
          />
        ))}
      </Box>
    );
  }
  if (field.kind === 'ids') {
    const ids = Array.isArray(value) ? (value as number[]) : [];
    return (
      <TextField
        size="small"
        fullWidth
        sx={{ mb: 1 }}
        label={field.label}
        helperText="Čísla oddělená čárkou"
        defaultValue={ids.join(', ')}
        onBlur={(e) =>
          onChange(
            e.target.value
              .split(/[,\s]+/)
              .filter(Boolean)
              .map(Number)
              .filter((n) => Number.isInteger(n) && n > 0),
          )
        }
      />
    );
  }
  if (field.kind === 'select') {
    return (
      <TextField
        select
        size="small"
        sx={{ mb: 1, minWidth: 220 }}
        label={field.label}
        value={(value as string) ?? field.options![0]![0]}
        onChange={(e) => onChange(e.target.value)}
      >
        {field.options!.map(([id, name]) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      size="small"
      fullWidth
      sx={{ mb: 1 }}
      label={field.label}
      value={(value as string) ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    />
  );
}
