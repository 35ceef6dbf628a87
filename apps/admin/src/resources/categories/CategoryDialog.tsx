import { useEffect, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { usePermissions } from 'react-admin';
import type { Permission } from '../../api/types';
import { RichTextEditor } from '../../editor/RichTextEditor';
import {
  categoryApi,
  fieldErrors,
  messageOf,
  uploadPicture,
  type CategoryContent,
  type CategoryRow,
} from './api';

const localeNames = { cs: 'Česky', sk: 'Slovensky', de: 'Německy' } as const;
type Locale = keyof typeof localeNames;

/** A slug made from a Czech name: lower case, no diacritics, words joined by hyphens. */
export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Names in Czech, Slovak and German side by side; a missing translation is marked. */
export function NameFields({
  value,
  onChange,
  errors,
  prefix,
  label,
}: {
  value: { cs: string; sk?: string; de?: string };
  onChange: (v: { cs: string; sk?: string; de?: string }) => void;
  errors: Record<string, string>;
  prefix: string;
  label: string;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
      {(Object.keys(localeNames) as Locale[]).map((l) => (
        <Box key={l} sx={{ flex: 1 }}>
          <TextField
            fullWidth
            size="small"
            label={`${label} (${localeNames[l]})`}
            required={l === 'cs'}
            value={value[l] ?? ''}
            onChange={(e) => onChange({ ...value, [l]: e.target.value })}
            error={!!errors[`${prefix}.${l}`] || !!errors[prefix]}
            helperText={errors[`${prefix}.${l}`] ?? (l === 'cs' ? errors[prefix] : undefined)}
            slotProps={{ htmlInput: { lang: l } }}
          />
          {l !== 'cs' && !value[l] && (
            <Chip
              size="small"
              variant="outlined"
              label="chybí překlad"
              sx={{ mt: 0.5, borderColor: 'warning.main' }}
            />
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** A picture path with an upload button (the path is filled in after the upload). */
export function PictureField({
  label,
  value,
  onChange,
  error,
  kind,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  kind: 'product' | 'content';
}) {
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onChange(await uploadPicture(file, kind));
    } catch (err) {
      setUploadError(messageOf(err));
    } finally {
      setBusy(false);
      e.target.value = '';
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        fullWidth
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={!!error || !!uploadError}
        helperText={error ?? uploadError ?? 'Cesta k obrázku; vyplní se po nahrání.'}
      />
      <Button component="label" variant="outlined" disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
        {busy ? 'Nahrávám…' : 'Nahrát obrázek'}
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          onChange={upload}
        />
      </Button>
    </Stack>
  );
}

/**
 * Creating or editing a category: names, slug, visibility and picture (catalogue permission), and
 * its texts, banner and video (content permission) saved on their own.
 */
export function CategoryDialog({
  id,
  parentId,
  rows,
  storefrontUrl,
  onClose,
  onSaved,
}: {
  id: number | null;
  parentId: number | null;
  rows: CategoryRow[];
  storefrontUrl: string | null;
  onClose: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const current = id === null ? null : (rows.find((r) => r.id === id) ?? null);
  const [name, setName] = useState<{ cs: string; sk?: string; de?: string }>(current?.name ?? { cs: '' });
  const [slug, setSlug] = useState(current?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(id !== null);
  const [visible, setVisible] = useState(current?.visible ?? true);
  const [image, setImage] = useState(current?.image ?? '');
  const [parent, setParent] = useState<number | null>(parentId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { permissions } = usePermissions<Permission[]>();

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const body = { name, slug, visible, image: image || null };
      if (id === null) {
        await categoryApi.create({ ...body, parentId: parent });
        await onSaved(`Kategorie „${name.cs}“ vytvořena.`);
      } else {
        await categoryApi.update(id, body);
        await onSaved(`Kategorie „${name.cs}“ uložena.`);
      }
      onClose();
    } catch (e) {
      setErrors(fieldErrors(e));
      setMessage(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (id === null || !window.confirm(`Opravdu smazat kategorii „${current?.name.cs}“?`)) return;
    setBusy(true);
    try {
      await categoryApi.remove(id);
      await onSaved(`Kategorie „${current?.name.cs}“ smazána.`);
      onClose();
    } catch (e) {
      setMessage(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="category-dialog-title">
      <DialogTitle id="category-dialog-title">
        {id === null ? 'Nová kategorie' : `Upravit kategorii „${current?.name.cs}“`}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {message && (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          )}
          <NameFields
            label="Název"
            prefix="name"
            value={name}
            errors={errors}
            onChange={(v) => {
              setName(v);
              if (!slugTouched) setSlug(slugify(v.cs));
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            <TextField
              size="small"
              fullWidth
              required
              label="Adresa (slug)"
              value={slug}
              onChange={(e) => {
                setSlug(e.target.value);
                setSlugTouched(true);
              }}
              error={!!errors.slug}
              helperText={errors.slug ?? 'Malá písmena bez diakritiky, číslice a pomlčky.'}
            />
            {id === null && (
              <TextField
                select
                size="small"
                fullWidth
                label="Nadřazená kategorie"
                value={parent ?? ''}
                onChange={(e) => setParent(e.target.value === '' ? null : Number(e.target.value))}
                error={!!errors.parentId}
                helperText={errors.parentId}
              >
                <MenuItem value="">(nejvyšší úroveň)</MenuItem>
                {rows.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.name.cs}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)} />}
            label="Viditelná v obchodě"
          />
          <PictureField
            label="Obrázek kategorie"
            kind="product"
            value={image}
            onChange={setImage}
            error={errors.image}
          />
          {current && storefrontUrl && (
            <Link href={`${storefrontUrl}/${current.slug}`} target="_blank" rel="noopener noreferrer">
              Zobrazit kategorii v obchodě (nové okno)
            </Link>
          )}
        </Stack>
        {id !== null && (
          <>
            <Divider sx={{ my: 2 }} />
            {permissions?.includes('content') ? (
              <ContentSection id={id} onSaved={onSaved} />
            ) : (
              <Typography variant="body2">
                Texty a bannery kategorie upravuje operátor s oprávněním pro obsah webu.
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {id !== null && (
          <Button color="error" onClick={remove} disabled={busy} sx={{ mr: 'auto' }}>
            Smazat kategorii
          </Button>
        )}
        <Button onClick={onClose}>Zavřít</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {id === null ? 'Vytvořit' : 'Uložit'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The category's texts in one language, its banner, top-category picture and video. */
function ContentSection({ id, onSaved }: { id: number; onSaved: (message: string) => Promise<void> }) {
  const [stored, setStored] = useState<CategoryContent | null>(null);
  const [locale, setLocale] = useState<Locale>('cs');
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    categoryApi.content(id).then(
      (c) => current && setStored(c),
      (e: unknown) => current && setError(messageOf(e)),
    );
    return () => {
      current = false;
    };
  }, [id, version]);

  return (
    <Stack sx={{ gap: 2 }} component="section" aria-labelledby="category-texts-title">
      <Typography variant="h6" component="h2" id="category-texts-title">
        Texty a bannery
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        select
        size="small"
        label="Jazyk textů"
        value={locale}
        onChange={(e) => setLocale(e.target.value as Locale)}
        sx={{ maxWidth: 240 }}
      >
        {(Object.keys(localeNames) as Locale[]).map((l) => (
          <MenuItem key={l} value={l}>
            {localeNames[l]}
          </MenuItem>
        ))}
      </TextField>
      {stored && (
        <ContentForm
          key={`${locale}-${version}`}
          id={id}
          stored={stored}
          locale={locale}
          onSaved={async (message) => {
            setVersion((v) => v + 1);
            await onSaved(message);
          }}
        />
      )}
    </Stack>
  );
}

/** The texts of one locale as stored, to change and save. */
function ContentForm({
  id,
  stored,
  locale,
  onSaved,
}: {
  id: number;
  stored: CategoryContent;
  locale: Locale;
  onSaved: (message: string) => Promise<void>;
}) {
  const text = (t: { cs: string; sk?: string; de?: string } | null) => (t ? (t[locale] ?? '') : '');
  const [form, setForm] = useState({
    description: text(stored.description),
    text_below_products: text(stored.text_below_products),
    video_title: text(stored.video_title),
    banner_image: stored.banner_image ?? '',
    top_category_image: stored.top_category_image ?? '',
    video_url: stored.video_url ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await categoryApi.saveContent(id, {
        locale,
        description: form.description || null,
        text_below_products: form.text_below_products || null,
        video_title: form.video_title || null,
        banner_image: form.banner_image || null,
        top_category_image: form.top_category_image || null,
        video_url: form.video_url || null,
      });
      await onSaved(`Texty kategorie (${localeNames[locale].toLowerCase()}) uloženy.`);
    } catch (e) {
      setErrors(fieldErrors(e));
      setError(messageOf(e));
      setBusy(false);
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <RichTextEditor
        label="Popis kategorie"
        lang={locale}
        value={form.description}
        onChange={(html) => setForm((f) => ({ ...f, description: html }))}
      />
      <RichTextEditor
        label="Text pod produkty"
        lang={locale}
        value={form.text_below_products}
        onChange={(html) => setForm((f) => ({ ...f, text_below_products: html }))}
      />
      <PictureField
        label="Banner kategorie"
        kind="content"
        value={form.banner_image}
        onChange={(v) => setForm((f) => ({ ...f, banner_image: v }))}
        error={errors.banner_image}
      />
      <PictureField
        label="Obrázek mezi top kategoriemi"
        kind="content"
        value={form.top_category_image}
        onChange={(v) => setForm((f) => ({ ...f, top_category_image: v }))}
        error={errors.top_category_image}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          label="Adresa videa (https://…)"
          value={form.video_url}
          onChange={(e) => setForm((f) => ({ ...f, video_url: e.target.value }))}
          error={!!errors.video_url}
          helperText={errors.video_url}
        />
        <TextField
          size="small"
          fullWidth
          label={`Název videa (${localeNames[locale]})`}
          value={form.video_title}
          onChange={(e) => setForm((f) => ({ ...f, video_title: e.target.value }))}
        />
      </Stack>
      <Box>
        <Button variant="outlined" onClick={save} disabled={busy}>
          Uložit texty a bannery
        </Button>
      </Box>
    </Stack>
  );
}
