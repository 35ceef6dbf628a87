import { useRef, useState } from 'react';
import { Box, IconButton } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ItemNames } from './block-types';

let lastKey = 0;
const newKey = () => `item-${++lastKey}`;

/**
 * An ordered list's operations with a stable key per item, so that moving an item moves its inputs
 * (and the focus in them) with it; each change is announced to screen readers.
 */
export function useOrderedList<T>(items: T[], onChange: (next: T[]) => void, names: ItemNames) {
  const [keys, setKeys] = useState<string[]>(() => items.map(() => newKey()));
  const [announcement, setAnnouncement] = useState('');
  // Items loaded with the record or added get keys of their own.
  let current = keys;
  if (keys.length !== items.length) {
    current =
      keys.length < items.length
        ? [...keys, ...items.slice(keys.length).map(() => newKey())]
        : keys.slice(0, items.length);
    setKeys(current);
  }

  const move = (i: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    const nextKeys = [...current];
    const [key] = nextKeys.splice(i, 1);
    nextKeys.splice(i + by, 0, key!);
    setKeys(nextKeys);
    onChange(next);
    setAnnouncement(`${names.one} ${i + 1} je teď na ${i + by + 1}. místě.`);
  };
  const remove = (i: number) => {
    setKeys(current.filter((_, j) => j !== i));
    onChange(items.filter((_, j) => j !== i));
    setAnnouncement(`Odebráno: ${names.one.toLocaleLowerCase('cs')} ${i + 1}.`);
  };
  const add = (item: T) => {
    setKeys([...current, newKey()]);
    onChange([...items, item]);
    setAnnouncement(`Přidáno: ${names.one.toLocaleLowerCase('cs')} ${items.length + 1}.`);
  };
  const change = (i: number, item: T) => onChange(items.map((x, j) => (j === i ? item : x)));
  return { keys: current, move, remove, add, change, announcement };
}

/** The polite live region that reads a list's last change aloud. */
export function Announcement({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
    >
      {text}
    </Box>
  );
}

/** Move up, move down and remove, named for the item ("Posunout výhodu 2 nahoru"). */
export function ItemActions({
  index,
  count,
  names,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  names: ItemNames;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const n = index + 1;
  return (
    <Box sx={{ flexShrink: 0 }}>
      <IconButton
        ref={up}
        aria-label={`Posunout ${names.object} ${n} nahoru`}
        disabled={index === 0}
        onClick={() => {
          // At the top the button turns off: the focus stays on the item's other arrow.
          if (index === 1) down.current?.focus();
          onMove(-1);
        }}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        ref={down}
        aria-label={`Posunout ${names.object} ${n} dolů`}
        disabled={index === count - 1}
        onClick={() => {
          if (index === count - 2) up.current?.focus();
          onMove(1);
        }}
      >
        <ArrowDownwardIcon />
      </IconButton>
      <IconButton aria-label={`Odebrat ${names.object} ${n}`} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

// --- server refusals ------------------------------------------------------------------------------

/**
 * The form's errors under a field, as react-hook-form nests the server's per-field refusals
 * (`content_blocks.2.items.0.title.cs` → errors.content_blocks[2].items[0].title.cs).
 */
export type ErrorTree = unknown;

export const errorsAt = (tree: ErrorTree, key: string | number): ErrorTree =>
  tree && typeof tree === 'object' ? (tree as Record<string, unknown>)[key] : undefined;

export const messageOf = (tree: ErrorTree): string | undefined => {
  const message = (tree as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** The first refusal anywhere under a field (e.g. one of its ids), for a field that is one input. */
export function firstMessage(tree: ErrorTree): string | undefined {
  if (!tree || typeof tree !== 'object') return undefined;
  const own = messageOf(tree);
  if (own) return own;
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
