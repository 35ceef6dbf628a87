import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { uploadImageTypes, type AdminProduct } from '@shop/contract';
import { productApi, thumbnailUrl, uploadProductImage } from './api';
import { editorLocales, localeNames, type EditorLocale } from './model';
import { messageOf, useSave } from './useSave';

type Props = { product: AdminProduct; onSaved: (p: AdminProduct) => void };
type Picture = { path: string; variantId: number | null; alt: Record<EditorLocale, string> };
type Upload = { key: string; name: string; progress: number; error: string | null; done: boolean };

const picturesOf = (p: AdminProduct): Picture[] =>
  p.images.map((i) => ({ path: i.path, variantId: i.variantId, alt: { ...i.alt } }));
const thumbnail = (path: string) => thumbnailUrl(path, 128);
const fileName = (path: string) => path.split('/').pop() ?? path;

/** One picture of the gallery: its thumbnail, alternative texts, moving and removing. */
function PictureItem({
  picture,
  index,
  count,
  productName,
  move,
  remove,
  changeAlt,
}: {
  picture: Picture;
  index: number;
  count: number;
  productName: string;
  move: (from: number, to: number) => void;
  remove: () => void;
  changeAlt: (locale: EditorLocale, text: string) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: picture.path,
  });
  const role = index === 0 ? 'hlavní obrázek' : index === 1 ? 'obrázek při najetí myší' : null;
  const name = `obrázek ${index + 1} (${fileName(picture.path)})`;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 128px 1fr auto' },
        gap: 2,
        alignItems: 'center',
        border: '1px solid #dde1e6',
        borderRadius: 1,
        p: 1.5,
        mb: 1,
        bgcolor: isDragging ? 'action.hover' : 'background.paper',
      }}
    >
      <IconButton
        {...attributes}
        {...listeners}
        aria-label={`Přesunout ${name} tažením`}
        sx={{ cursor: 'grab' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <Box>
        <Box
          component="img"
          src={thumbnail(picture.path)}
          alt={picture.alt.cs || productName}
          sx={{ width: 128, height: 128, objectFit: 'contain', bgcolor: '#f5f5f5', display: 'block' }}
        />
        <Typography variant="caption">
          {index + 1}. {role ?? 'obrázek v galerii'}
        </Typography>
      </Box>
      <Stack spacing={1} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
        {editorLocales.map((l) => (
          <TextField
            key={l}
            size="small"
            label={`Popisek (${localeNames[l]})`}
            value={picture.alt[l]}
            onChange={(e) => changeAlt(l, e.target.value)}
            helperText={l !== 'cs' && !picture.alt[l] ? 'chybí překlad: použije se český popisek' : undefined}
          />
        ))}
      </Stack>
      <Stack
        direction={{ xs: 'row', md: 'column' }}
        spacing={0.5}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        <IconButton
          aria-label={`Posunout ${name} dříve`}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Posunout ${name} později`}
          disabled={index === count - 1}
          onClick={() => move(index, index + 1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Odebrat ${name}`} color="error" onClick={remove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}

/**
 * Obrázky: several files at once by dragging them in or by the file button, each with its progress
 * and, when refused, the server's message beside it; the gallery in its order (dragging or the
 * arrow buttons), alternative texts per locale, removing. The first picture is the main one, the
 * second shows when the pointer is over the product's box.
 */
export function ImagesTab({ product, onSaved }: Props) {
  const [pictures, setPictures] = useState<Picture[]>(() => picturesOf(product));
  // The gallery as it is when a batch of uploads ends (they finish after renders).
  const picturesRef = useRef(pictures);
  useEffect(() => {
    picturesRef.current = pictures;
  }, [pictures]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const [dirty, setDirty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { run, pending, error } = useSave((p) => {
    onSaved(p);
  });
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const edit = (next: Picture[]) => {
    setPictures(next);
    setDirty(true);
  };
  const save = (list: Picture[], done: string) =>
    run(() => productApi.setImages(product.id, { images: list }), done).then((ok) => {
      if (ok) setDirty(false);
      return ok;
    });
  const move = (from: number, to: number) => edit(arrayMove(pictures, from, to));
  const onDragEnd = ({ active, over: target }: DragEndEvent) => {
    if (!target || active.id === target.id) return;
    const from = pictures.findIndex((p) => p.path === active.id);
    const to = pictures.findIndex((p) => p.path === target.id);
    if (from >= 0 && to >= 0) move(from, to);
  };

  const setUpload = (key: string, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  /** Uploads the files side by side; those stored join the gallery, which is saved once they are all in. */
  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const started = files.map((f, i) => ({
      file: f,
      key: `${Date.now()}-${i}-${f.name}`,
    }));
    setUploads((list) => [
      ...list.filter((u) => !u.done || u.error),
      ...started.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null, done: false })),
    ]);
    const results = await Promise.allSettled(
      started.map(({ file, key }) =>
        uploadProductImage(file, (progress) => setUpload(key, { progress })).then(
          (image) => {
            setUpload(key, { progress: 100, done: true });
            return image;
          },
          (e: unknown) => {
            setUpload(key, { done: true, error: messageOf(e) });
            throw e;
          },
        ),
      ),
    );
    const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const known = new Set(picturesRef.current.map((p) => p.path));
    const added = stored
      .filter((s) => !known.has(s.path) && (known.add(s.path), true))
      .map((s) => ({ path: s.path, variantId: null, alt: { cs: '', sk: '', de: '' } }));
    if (added.length === 0) return;
    const next = [...picturesRef.current, ...added];
    setPictures(next);
    if (
      await save(next, added.length === 1 ? 'Obrázek je přidaný.' : `Obrázky jsou přidané (${added.length}).`)
    ) {
      setUploads((list) => list.filter((u) => u.error));
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void addFiles([...e.dataTransfer.files]);
  };

  return (
    <Box>
      <Box
        role="group"
        aria-label="Nahrání obrázků"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
        sx={{
          border: '2px dashed',
          borderColor: over ? 'primary.main' : '#9aa5b1',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 3,
          mb: 2,
          textAlign: 'center',
        }}
      >
        <Typography sx={{ mb: 1 }}>Přetáhněte sem obrázky (i několik najednou), nebo je vyberte.</Typography>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          Vybrat obrázky
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={uploadImageTypes.join(',')}
          hidden
          aria-label="Obrázky k nahrání"
          onChange={(e) => {
            void addFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          JPEG, PNG, WebP, AVIF nebo GIF, nejvýše 10 MB.
        </Typography>
      </Box>

      {uploads.length > 0 && (
        <Box component="ul" aria-label="Nahrávané soubory" sx={{ p: 0, m: 0, mb: 2 }}>
          {uploads.map((u) => (
            <Box component="li" key={u.key} sx={{ listStyle: 'none', mb: 1 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography sx={{ minWidth: 0, flex: '0 1 40%', overflowWrap: 'anywhere' }}>
                  {u.name}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={u.progress}
                  color={u.error ? 'error' : u.done ? 'success' : 'primary'}
                  aria-label={`Nahrávání ${u.name}`}
                  sx={{ flex: 1 }}
                />
                <Typography
                  variant="body2"
                  sx={{ minWidth: '9ch', whiteSpace: 'nowrap', textAlign: 'right' }}
                >
                  {u.error ? 'odmítnuto' : `${u.progress} %`}
                </Typography>
              </Stack>
              {u.error && (
                <Alert severity="error" role="alert" sx={{ mt: 0.5 }}>
                  {u.name}: {u.error}
                </Alert>
              )}
            </Box>
          ))}
        </Box>
      )}

      {messageOf(error) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messageOf(error)}
        </Alert>
      )}
      {pictures.length === 0 ? (
        <Alert severity="info">Produkt zatím nemá obrázek.</Alert>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable:
                'Obrázek zvednete mezerníkem nebo Enterem, šipkami ho posunete a dalším stiskem mezerníku nebo Enteru položíte. Escape přesun zruší.',
            },
            announcements: {
              onDragStart: () => 'Obrázek je zvednutý.',
              onDragOver: ({ over: o }) =>
                o ? `Obrázek je nad pozicí ${pictures.findIndex((p) => p.path === o.id) + 1}.` : undefined,
              onDragEnd: ({ over: o }) =>
                o
                  ? `Obrázek je položený na pozici ${pictures.findIndex((p) => p.path === o.id) + 1}.`
                  : 'Obrázek je položený.',
              onDragCancel: () => 'Přesun obrázku je zrušený.',
            },
          }}
        >
          <SortableContext items={pictures.map((p) => p.path)} strategy={verticalListSortingStrategy}>
            <Box component="ol" aria-label="Galerie produktu" sx={{ p: 0, m: 0 }}>
              {pictures.map((p, i) => (
                <PictureItem
                  key={p.path}
                  picture={p}
                  index={i}
                  count={pictures.length}
                  productName={product.texts.cs.name}
                  move={move}
                  remove={() => edit(pictures.filter((x) => x.path !== p.path))}
                  changeAlt={(l, text) =>
                    edit(
                      pictures.map((x) => (x.path === p.path ? { ...x, alt: { ...x.alt, [l]: text } } : x)),
                    )
                  }
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          disabled={pending || !dirty}
          onClick={() => void save(pictures, 'Obrázky jsou uložené.')}
        >
          Uložit obrázky
        </Button>
        {dirty && (
          <Typography sx={{ alignSelf: 'center' }}>
            Pořadí, popisky nebo odebrání zatím nejsou uložené.
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
