import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { emptyOf, type BlockField } from './block-types';
import { BlockFields } from './BlockFieldInput';
import {
  Announcement,
  errorsAt,
  ItemActions,
  messageOf,
  useOrderedList,
  type ErrorTree,
} from './ordered-list';

type Item = Record<string, unknown>;

/**
 * A block's nested list (USP items, text boxes, layout pictures): each item a fieldset of its own
 * fields, added at the end, moved up or down and removed; at most `max` items.
 */
export function ItemListInput({
  field,
  items,
  errors,
  onChange,
}: {
  field: Extract<BlockField, { kind: 'list' }>;
  items: Item[];
  errors: ErrorTree;
  onChange: (items: Item[]) => void;
}) {
  const list = useOrderedList(items, onChange, field.item);
  const listMessage = messageOf(errors);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5, minWidth: 0, width: '100%' }}>
      <Typography component="legend" variant="body2" sx={{ mb: 0.5, fontWeight: 600 }}>
        {field.label} ({items.length})
      </Typography>
      {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, i) => (
          <Box
            component="li"
            key={list.keys[i]}
            sx={{ border: '1px solid #e0e0e0', borderRadius: 1, bgcolor: '#fafbfc', p: 1.5 }}
          >
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ float: 'left', pt: 1 }}>
                {field.item.one} {i + 1}
              </Typography>
              <Box sx={{ float: 'right' }}>
                <ItemActions
                  index={i}
                  count={items.length}
                  names={field.item}
                  onMove={(by) => list.move(i, by)}
                  onRemove={() => list.remove(i)}
                />
              </Box>
              <Box sx={{ clear: 'both', pt: 1 }}>
                <BlockFields
                  fields={field.fields}
                  value={item}
                  errors={errorsAt(errors, i)}
                  onChange={(next) => list.change(i, next)}
                />
              </Box>
            </Box>
          </Box>
        ))}
      </Stack>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={items.length >= field.max}
        onClick={() => list.add(emptyOf(field.fields))}
      >
        Přidat {field.item.object}
      </Button>
      {items.length >= field.max && (
        <FormHelperText>Víc než {field.max} jich blok mít nemůže.</FormHelperText>
      )}
      <Announcement text={list.announcement} />
    </Box>
  );
}
