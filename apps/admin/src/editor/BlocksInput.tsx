import { useState } from 'react';
import { useInput } from 'react-admin';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { blockTypes, newBlock, type ItemNames } from './block-types';
import { BlockFields } from './BlockFieldInput';
import { Announcement, errorsAt, firstMessage, ItemActions, messageOf, useOrderedList } from './ordered-list';

type Block = Record<string, unknown> & { type: string };

const blockNames: ItemNames = { one: 'Blok', object: 'blok' };

/**
 * Content blocks as an ordered list: add a block of a type, remove one, move it up or down, and
 * edit every field of its type, nested lists included (texts in Czech, Slovak and German). The
 * server checks every block against its type; its refusals show at the fields they name.
 */
export function BlocksInput({ source, label }: { source: string; label: string }) {
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const blocks: Block[] = Array.isArray(field.value) ? (field.value as Block[]) : [];
  const list = useOrderedList(blocks, (next) => field.onChange(next), blockNames);
  const [adding, setAdding] = useState(blockTypes[0]!.type);
  const errors: unknown = fieldState.error;
  return (
    <Box
      component="fieldset"
      sx={{
        border: '1px solid #dde1e6',
        borderRadius: 1,
        p: { xs: 1, sm: 2 },
        mb: 2,
        minWidth: 0,
        width: '100%',
      }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {messageOf(errors) && (
        <Typography role="alert" color="error" variant="body2">
          {messageOf(errors)}
        </Typography>
      )}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {blocks.map((block, i) => {
          const def = blockTypes.find((t) => t.type === block.type);
          const blockErrors = errorsAt(errors, i);
          const typeError = messageOf(blockErrors) ?? firstMessage(errorsAt(blockErrors, 'type'));
          return (
            <Box
              component="li"
              key={list.keys[i]}
              data-block-type={block.type}
              sx={{ border: '1px solid #e0e0e0', borderRadius: 1, p: { xs: 1, sm: 1.5 } }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography component="h3" variant="subtitle2">
                  {i + 1}. {def?.label ?? block.type}
                </Typography>
                <ItemActions
                  index={i}
                  count={blocks.length}
                  names={blockNames}
                  onMove={(by) => list.move(i, by)}
                  onRemove={() => list.remove(i)}
                />
              </Stack>
              {typeError && (
                <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
                  {typeError}
                </Typography>
              )}
              {def ? (
                <BlockFields
                  fields={def.fields}
                  value={block}
                  errors={blockErrors}
                  onChange={(next) => list.change(i, { ...next, type: block.type })}
                />
              ) : (
                <Typography variant="body2">Tento blok se tu upravit nedá; zůstane, jak je.</Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Druh nového bloku"
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          sx={{ minWidth: 220, maxWidth: 360, flex: '1 1 220px' }}
        >
          {blockTypes.map((t) => (
            <MenuItem key={t.type} value={t.type}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => list.add(newBlock(adding))}>
          Přidat blok
        </Button>
      </Stack>
      <Announcement text={list.announcement} />
    </Box>
  );
}
