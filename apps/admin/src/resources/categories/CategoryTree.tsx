import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Title, useNotify } from 'react-admin';
import { categoryApi, messageOf, type CategoryRow } from './api';
import { CategoryDialog } from './CategoryDialog';
import {
  dropTarget,
  flatten,
  isWithin,
  missingLocales,
  moved,
  stepTarget,
  type FlatCategory,
  type Step,
} from './tree';

const INDENT = 28;

const stepLabels: Record<Step, string> = {
  up: 'Posunout výš',
  down: 'Posunout níž',
  indent: 'Odsadit',
  outdent: 'Předsadit',
};
const stepIcons: Record<Step, ReactNode> = {
  up: <ArrowUpwardIcon fontSize="small" />,
  down: <ArrowDownwardIcon fontSize="small" />,
  indent: <FormatIndentIncreaseIcon fontSize="small" />,
  outdent: <FormatIndentDecreaseIcon fontSize="small" />,
};

/**
 * The category tree: a nested list to expand and collapse, reordered and re-parented by dragging
 * (mouse, touch, or keyboard: space to lift, arrows to move, space to drop) or by the buttons of
 * each row. Every move is saved at once; when the server refuses, the tree returns to how it was.
 */
export function CategoryTree() {
  const notify = useNotify();
  const [rows, setRows] = useState<CategoryRow[] | null>(null);
  const [storefrontUrl, setStorefrontUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<{ id: number | null; parentId: number | null } | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [offsetX, setOffsetX] = useState(0);

  const [version, setVersion] = useState(0);
  /** Reads the tree again (after a change). */
  const load = () => setVersion((v) => v + 1);
  useEffect(() => {
    let current = true;
    categoryApi.tree().then(
      (tree) => {
        if (!current) return;
        setRows(tree.data);
        setStorefrontUrl(tree.storefrontUrl);
        setError(null);
      },
      (e: unknown) => current && setError(messageOf(e)),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const items = useMemo(
    () => (rows ? flatten(rows, collapsed, activeId ?? undefined) : []),
    [rows, collapsed, activeId],
  );
  const nameOf = (id: number | null | undefined) =>
    id == null ? 'nejvyšší úroveň' : (rows?.find((r) => r.id === id)?.name.cs ?? String(id));

  /** Saves a move; the tree shows it at once and goes back when the server refuses it. */
  async function save(id: number, parentId: number | null, position: number) {
    if (!rows) return;
    const before = rows;
    const current = rows.find((r) => r.id === id);
    if (current && current.parentId === parentId && current.position === position) {
      setStatus(`Kategorie „${nameOf(id)}“ zůstala na svém místě.`);
      return;
    }
    if (parentId !== null && isWithin(rows, parentId, id)) {
      setError('Kategorii nelze přesunout do ní samotné ani do její podkategorie.');
      return;
    }
    setRows(moved(rows, id, parentId, position));
    try {
      await categoryApi.move(id, parentId, position);
      const text = `Kategorie „${nameOf(id)}“ přesunuta: pod ${parentId === null ? 'nejvyšší úroveň' : `„${nameOf(parentId)}“`}, pozice ${position + 1}.`;
      setStatus(text);
      notify(text, { type: 'success' });
      setError(null);
      load();
    } catch (e) {
      setRows(before);
      setError(`Přesun se nepodařilo uložit, strom je vrácen do původní podoby. ${messageOf(e)}`);
    }
  }

  function step(id: number, s: Step) {
    if (!rows) return;
    const target = stepTarget(rows, id, s);
    if (target) void save(id, target.parentId, target.position);
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const projected = (overId: number | null) =>
    activeId !== null && overId !== null ? dropTarget(items, activeId, overId, offsetX, INDENT) : null;

  const describe = (overId: number | null) => {
    const p = projected(overId);
    if (!p) return '';
    return `pod ${p.parentId === null ? 'nejvyšší úroveň' : `„${nameOf(p.parentId)}“`}, pozice ${p.position + 1}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Zvedli jste kategorii „${nameOf(Number(active.id))}“.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Kategorie „${nameOf(Number(active.id))}“ je nad místem ${describe(Number(over.id))}.`
        : `Kategorie „${nameOf(Number(active.id))}“ není nad žádným místem.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Kategorie „${nameOf(Number(active.id))}“ položena ${describe(Number(over.id))}.`
        : `Kategorie „${nameOf(Number(active.id))}“ položena zpět.`,
    onDragCancel: ({ active }) => `Přesun kategorie „${nameOf(Number(active.id))}“ zrušen.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(Number(active.id));
    setOffsetX(0);
  };
  const onDragMove = ({ delta, over }: DragMoveEvent) => {
    setOffsetX(delta.x);
    setOverId(over ? Number(over.id) : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = over ? projected(Number(over.id)) : null;
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
    if (target) void save(Number(active.id), target.parentId, target.position);
  };

  const toggle = (id: number) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title="Kategorie" />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Strom kategorií
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ id: null, parentId: null })}
        >
          Nová kategorie
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }} id="category-tree-help">
        Kategorie přesunete tažením za úchyt, nebo klávesnicí: na úchytu stiskněte mezerník, šipkami vyberte
        místo a mezerníkem položte. Úroveň změníte tlačítky Odsadit a Předsadit.
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={{ minHeight: 24, my: 0.5, color: 'success.main' }}>
        {status}
      </Box>
      {rows && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={onDragStart}
          onDragMove={onDragMove}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActiveId(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'Kategorii zvednete mezerníkem nebo Enterem. Šipkami nahoru a dolů ji posunete, mezerníkem nebo Enterem položíte, klávesou Escape přesun zrušíte.',
            },
          }}
        >
          <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
            <Box
              component="ul"
              aria-label="Strom kategorií"
              aria-describedby="category-tree-help"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {items.map((item) => (
                <TreeRow
                  key={item.id}
                  item={item}
                  depth={item.id === activeId ? (projected(overId)?.depth ?? item.depth) : item.depth}
                  expanded={!collapsed.has(item.id)}
                  onToggle={() => toggle(item.id)}
                  onStep={(s) => step(item.id, s)}
                  canStep={(s) => !!rows && stepTarget(rows, item.id, s) !== null}
                  onEdit={() => setEditing({ id: item.id, parentId: item.parentId })}
                  onAdd={() => setEditing({ id: null, parentId: item.id })}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      {editing && rows && (
        <CategoryDialog
          id={editing.id}
          parentId={editing.parentId}
          rows={rows}
          storefrontUrl={storefrontUrl}
          onClose={() => setEditing(null)}
          onSaved={async (text) => {
            notify(text, { type: 'success' });
            setStatus(text);
            load();
          }}
        />
      )}
    </Box>
  );
}

function TreeRow({
  item,
  depth,
  expanded,
  onToggle,
  onStep,
  canStep,
  onEdit,
  onAdd,
}: {
  item: FlatCategory;
  depth: number;
  expanded: boolean;
  onToggle: () => void;
  onStep: (s: Step) => void;
  canStep: (s: Step) => boolean;
  onEdit: () => void;
  onAdd: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
    });
  const missing = missingLocales(item.name);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-level={depth + 1}
      data-testid={`category-${item.slug}`}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        pl: { xs: `${depth * 12}px`, sm: `${depth * INDENT}px` },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 0.5, py: 0.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={`Přesunout kategorii ${item.name.cs}`}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        {item.hasChildren ? (
          <IconButton
            size="small"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Sbalit' : 'Rozbalit'} ${item.name.cs}`}
          >
            {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} aria-hidden />
        )}
        <Box sx={{ flex: 1, minWidth: 140 }}>
          <Typography component="span" sx={{ fontWeight: depth === 0 ? 600 : 400 }}>
            {item.name.cs}
          </Typography>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            /{item.slug} · {item.productCount} produktů
          </Typography>
          {!item.visible && <Chip size="small" label="Skrytá" sx={{ ml: 1 }} />}
          {missing.length > 0 && (
            <Chip
              size="small"
              variant="outlined"
              label={`chybí překlad: ${missing.join(', ')}`}
              sx={{ ml: 1, borderColor: 'warning.main' }}
            />
          )}
        </Box>
        <Stack direction="row" sx={{ gap: 0 }}>
          {(['up', 'down', 'outdent', 'indent'] as const).map((s) => (
            <Tooltip key={s} title={stepLabels[s]}>
              <span>
                <IconButton
                  size="small"
                  aria-label={`${stepLabels[s]}: ${item.name.cs}`}
                  disabled={!canStep(s)}
                  onClick={() => onStep(s)}
                >
                  {stepIcons[s]}
                </IconButton>
              </span>
            </Tooltip>
          ))}
          <Tooltip title="Přidat podkategorii">
            <IconButton size="small" aria-label={`Přidat podkategorii do ${item.name.cs}`} onClick={onAdd}>
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Upravit">
            <IconButton size="small" aria-label={`Upravit ${item.name.cs}`} onClick={onEdit}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Box>
  );
}
