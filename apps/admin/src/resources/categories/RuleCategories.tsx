import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Title, useNotify } from 'react-admin';
import {
  categoryApi,
  fieldErrors,
  filteredApi,
  messageOf,
  virtualApi,
  type CategoryRow,
  type RuleOptions,
} from './api';
import { RichTextEditor } from '../../editor/RichTextEditor';
import { NameFields } from './CategoryDialog';

type Kind = 'virtual' | 'filtered';
const texts = {
  virtual: {
    title: 'Virtuální kategorie',
    one: 'virtuální kategorii',
    created: 'Nová virtuální kategorie',
    path: '/virtual-categories',
  },
  filtered: {
    title: 'Filtrované kategorie',
    one: 'filtrovanou kategorii',
    created: 'Nová filtrovaná kategorie',
    path: '/filtered-categories',
  },
} as const;

/** The list of virtual or filtered categories: title, addresses, a link to edit. */
function RuleList({ kind }: { kind: Kind }) {
  const [rows, setRows] = useState<{ id: number; title: { cs: string }; slugs: { cs: string } }[] | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    (kind === 'virtual' ? virtualApi.list() : filteredApi.list()).then(setRows, (e: unknown) =>
      setError(messageOf(e)),
    );
  }, [kind]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <Title title={texts[kind].title} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {texts[kind].title}
        </Typography>
        <Button variant="contained" onClick={() => navigate(`${texts[kind].path}/create`)}>
          Přidat {texts[kind].one}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {rows && (
        <Table size="small" aria-label={texts[kind].title}>
          <TableHead>
            <TableRow>
              <TableCell>Název</TableCell>
              <TableCell>Adresa</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Akce
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.title.cs}</TableCell>
                <TableCell>/{r.slugs.cs}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => navigate(`${texts[kind].path}/${r.id}`)}
                    aria-label={`Upravit ${r.title.cs}`}
                  >
                    Upravit
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

interface Option {
  id: number;
  label: string;
}

/** A multiple choice of ids among labelled options. */
function IdsInput({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: Option[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={options.filter((o) => value.includes(o.id))}
      onChange={(_, v) => onChange(v.map((o) => o.id))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}

type Form = {
  title: { cs: string; sk?: string; de?: string };
  description: { cs: string; sk?: string; de?: string };
  categoryIds: number[];
  excludedCategoryIds: number[];
  tagIds: number[];
  parameterValueIds: number[];
  price: { CZK: { from: string; to: string }; EUR: { from: string; to: string } };
  slugs: { cs: string; sk?: string; de?: string };
};
const empty: Form = {
  title: { cs: '' },
  description: { cs: '' },
  categoryIds: [],
  excludedCategoryIds: [],
  tagIds: [],
  parameterValueIds: [],
  price: { CZK: { from: '', to: '' }, EUR: { from: '', to: '' } },
  slugs: { cs: '' },
};
const num = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(',', '.')));

/** Creating or editing a virtual or filtered category. */
function RuleEdit({ kind }: { kind: Kind }) {
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'create' ? Number(idParam) : null;
  const navigate = useNavigate();
  const notify = useNotify();
  const [form, setForm] = useState<Form>(empty);
  const [categories, setCategories] = useState<CategoryRow[]>([]);
  const [storefrontUrl, setStorefrontUrl] = useState<string | null>(null);
  const [options, setOptions] = useState<RuleOptions | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [descriptionLocale, setDescriptionLocale] = useState<'cs' | 'sk' | 'de'>('cs');
  /** Bumped when the stored record arrives, so the editor starts from it. */
  const [loaded, setLoaded] = useState(0);

  useEffect(() => {
    categoryApi.tree().then(
      (t) => {
        setCategories(t.data);
        setStorefrontUrl(t.storefrontUrl);
      },
      (e: unknown) => setError(messageOf(e)),
    );
    categoryApi.ruleOptions().then(setOptions, (e: unknown) => setError(messageOf(e)));
    if (id === null) return;
    if (kind === 'virtual') {
      virtualApi.one(id).then(
        (v) => {
          setLoaded((n) => n + 1);
          setForm({
            title: v.title,
            description: v.description ?? { cs: '' },
            categoryIds: v.categoryIds,
            excludedCategoryIds: v.excludedCategoryIds,
            tagIds: v.tagIds,
            parameterValueIds: v.parameterValueIds,
            price: {
              CZK: { from: String(v.priceRanges.CZK?.from ?? ''), to: String(v.priceRanges.CZK?.to ?? '') },
              EUR: { from: String(v.priceRanges.EUR?.from ?? ''), to: String(v.priceRanges.EUR?.to ?? '') },
            },
            slugs: v.slugs,
          });
        },
        (e: unknown) => setError(messageOf(e)),
      );
    } else {
      filteredApi.one(id).then(
        (f) => {
          setLoaded((n) => n + 1);
          setForm({
            ...empty,
            title: f.title,
            description: f.description ?? { cs: '' },
            categoryIds: [f.categoryId],
            parameterValueIds: f.parameterValueIds,
            slugs: f.slugs,
          });
        },
        (e: unknown) => setError(messageOf(e)),
      );
    }
  }, [id, kind]);

  const categoryOptions = categories.map((c) => ({ id: c.id, label: `${c.name.cs} (/${c.slug})` }));
  const tagOptions = (options?.tags ?? []).map((t) => ({ id: t.id, label: t.name }));
  const valueOptions = (options?.parameters ?? []).flatMap((p) =>
    p.values.map((v) => ({ id: v.id, label: `${p.name}: ${v.name}` })),
  );
  // Empty Czech: no description at all (the translations fall back to it).
  const description = form.description.cs.trim() ? form.description : null;

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      if (kind === 'virtual') {
        const range = (c: 'CZK' | 'EUR') => {
          const from = num(form.price[c].from);
          const to = num(form.price[c].to);
          return from === undefined && to === undefined ? undefined : { from, to };
        };
        await virtualApi.save(id, {
          title: form.title,
          description,
          categoryIds: form.categoryIds,
          excludedCategoryIds: form.excludedCategoryIds,
          tagIds: form.tagIds,
          parameterValueIds: form.parameterValueIds,
          priceRanges: { CZK: range('CZK'), EUR: range('EUR') },
          slugs: form.slugs,
        });
      } else {
        await filteredApi.save(id, {
          categoryId: form.categoryIds[0] ?? 0,
          title: form.title,
          description,
          parameterValueIds: form.parameterValueIds,
          slugs: form.slugs,
        });
      }
      notify(`Uloženo: ${form.title.cs}`, { type: 'success' });
      navigate(texts[kind].path);
    } catch (e) {
      setErrors(fieldErrors(e));
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (id === null || !window.confirm(`Opravdu smazat „${form.title.cs}“?`)) return;
    try {
      await (kind === 'virtual' ? virtualApi.remove(id) : filteredApi.remove(id));
      notify(`Smazáno: ${form.title.cs}`, { type: 'success' });
      navigate(texts[kind].path);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <Title title={texts[kind].title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {id === null ? texts[kind].created : form.title.cs}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <NameFields
          label="Název"
          prefix="title"
          value={form.title}
          errors={errors}
          onChange={(title) => setForm({ ...form, title })}
        />
        <NameFields
          label="Adresa"
          prefix="slugs"
          value={form.slugs}
          errors={errors}
          onChange={(slugs) => setForm({ ...form, slugs })}
        />
        <TextField
          select
          size="small"
          label="Jazyk popisu"
          value={descriptionLocale}
          onChange={(e) => setDescriptionLocale(e.target.value as 'cs' | 'sk' | 'de')}
          sx={{ maxWidth: 240 }}
        >
          <MenuItem value="cs">Česky</MenuItem>
          <MenuItem value="sk">Slovensky</MenuItem>
          <MenuItem value="de">Německy</MenuItem>
        </TextField>
        <RichTextEditor
          key={`${descriptionLocale}-${loaded}`}
          label={`Popis (${descriptionLocale === 'cs' ? 'česky' : descriptionLocale === 'sk' ? 'slovensky' : 'německy'})`}
          lang={descriptionLocale}
          value={form.description[descriptionLocale] ?? ''}
          onChange={(html) =>
            setForm((f) => ({ ...f, description: { ...f.description, [descriptionLocale]: html } }))
          }
        />
        {kind === 'filtered' ? (
          <Autocomplete
            size="small"
            options={categoryOptions}
            value={categoryOptions.find((o) => o.id === form.categoryIds[0]) ?? null}
            onChange={(_, v) => setForm({ ...form, categoryIds: v ? [v.id] : [] })}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Kategorie"
                required
                error={!!errors.categoryId}
                helperText={errors.categoryId}
              />
            )}
          />
        ) : (
          <>
            <IdsInput
              label="Kategorie (i s podkategoriemi)"
              options={categoryOptions}
              value={form.categoryIds}
              onChange={(categoryIds) => setForm({ ...form, categoryIds })}
              error={errors.categoryIds}
            />
            <IdsInput
              label="Kromě kategorií"
              options={categoryOptions}
              value={form.excludedCategoryIds}
              onChange={(excludedCategoryIds) => setForm({ ...form, excludedCategoryIds })}
              error={errors.excludedCategoryIds}
            />
            <IdsInput
              label="Štítky"
              options={tagOptions}
              value={form.tagIds}
              onChange={(tagIds) => setForm({ ...form, tagIds })}
              error={errors.tagIds}
            />
          </>
        )}
        <IdsInput
          label="Hodnoty parametrů"
          options={valueOptions}
          value={form.parameterValueIds}
          onChange={(parameterValueIds) => setForm({ ...form, parameterValueIds })}
          error={errors.parameterValueIds}
        />
        {kind === 'virtual' &&
          (['CZK', 'EUR'] as const).map((c) => (
            <Stack key={c} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
              {(['from', 'to'] as const).map((b) => (
                <TextField
                  key={b}
                  size="small"
                  label={`Cena ${b === 'from' ? 'od' : 'do'} (${c === 'CZK' ? 'Kč' : '€'}, s DPH)`}
                  value={form.price[c][b]}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      price: { ...form.price, [c]: { ...form.price[c], [b]: e.target.value } },
                    })
                  }
                  error={!!errors[`priceRanges.${c}.${b}`]}
                  helperText={errors[`priceRanges.${c}.${b}`]}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              ))}
            </Stack>
          ))}
        {form.slugs.cs && id !== null && storefrontUrl && (
          <Typography variant="body2">
            <Link href={`${storefrontUrl}/${form.slugs.cs}`} target="_blank" rel="noopener noreferrer">
              Zobrazit v obchodě (nové okno)
            </Link>
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="contained" onClick={save} disabled={busy}>
            Uložit
          </Button>
          <Button onClick={() => navigate(texts[kind].path)}>Zpět na seznam</Button>
          {id !== null && (
            <Button color="error" onClick={remove} sx={{ ml: 'auto' }}>
              Smazat
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

export const VirtualCategoryList = () => <RuleList kind="virtual" />;
export const VirtualCategoryEdit = () => <RuleEdit kind="virtual" />;
export const FilteredCategoryList = () => <RuleList kind="filtered" />;
export const FilteredCategoryEdit = () => <RuleEdit kind="filtered" />;
