import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import {
  BooleanInput,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  Title,
  TopToolbar,
  useNotify,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminProductBody, AdminProductOptions, AdminProductSummary } from '@shop/contract';
import { EmptyList, ListError, Page } from '../components';
import { formatAmount, formatDateTime } from '../format';
import { fieldError, productApi, slugify, thumbnailUrl } from './products/api';
import { BasicsTab } from './products/BasicsTab';
import { draftErrors, emptyBody } from './products/model';
import { ApiError } from '../api/client';
import { ProductEditor, StatusChip, useProductAndOptions } from './products/ProductEditor';
import { messageOf } from './products/useSave';
import { useSmall } from './useSmall';

/** The list's filters: category and brand from the editor's pickers. */
function useOptions() {
  return useProductAndOptions(null).options;
}

const Thumb = ({ path }: { path: string | null }) =>
  path ? (
    <Box
      component="img"
      src={thumbnailUrl(path, 64)}
      alt=""
      sx={{ width: 48, height: 48, objectFit: 'contain', display: 'block' }}
    />
  ) : null;

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="Nový produkt" />
  </TopToolbar>
);

export function ProductList() {
  const small = useSmall();
  const options = useOptions();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder="Název, kód nebo EAN"
      slotProps={{ htmlInput: { 'aria-label': 'Hledat: název, kód nebo EAN' } }}
    />,
    <SelectInput
      key="categoryId"
      source="categoryId"
      label="Kategorie"
      choices={(options?.categories ?? []).map((c) => ({ id: c.id, name: c.path }))}
    />,
    <SelectInput
      key="brandId"
      source="brandId"
      label="Značka"
      choices={(options?.brands ?? []).map((b) => ({ id: b.id, name: b.name }))}
    />,
    <SelectInput
      key="visible"
      source="visible"
      label="Zveřejnění"
      choices={[
        { id: 'true', name: 'Zveřejněné' },
        { id: 'false', name: 'Nezveřejněné' },
      ]}
    />,
    <BooleanInput key="archived" source="archived" label="Archivované" />,
  ];
  return (
    <List
      filters={filters}
      perPage={25}
      actions={<ListActions />}
      error={<ListError />}
      exporter={false}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      title="Produkty"
      empty={<EmptyList text="Žádný produkt." />}
    >
      {small ? (
        <SimpleList<AdminProductSummary>
          leftAvatar={(r) => <Thumb path={r.mainImage} />}
          primaryText={(r) => r.name}
          secondaryText={(r) => `${r.catalogCode} · ${r.categoryName}`}
          tertiaryText={(r) => (r.archivedAt ? 'archivovaný' : r.visible ? 'zveřejněný' : 'nezveřejněný')}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            label="Obrázek"
            disableSort
            render={(r: AdminProductSummary) => <Thumb path={r.mainImage} />}
          />
          <DataTable.Col source="name" label="Název" />
          <DataTable.Col source="catalogCode" label="Kód" />
          <DataTable.Col source="categoryName" label="Kategorie" disableSort />
          <DataTable.Col
            source="brandName"
            label="Značka"
            disableSort
            render={(r: AdminProductSummary) => r.brandName ?? '–'}
          />
          <DataTable.Col
            source="priceCzk"
            label="Cena"
            disableSort
            render={(r: AdminProductSummary) => (r.priceCzk === null ? '–' : formatAmount(r.priceCzk, 'CZK'))}
          />
          <DataTable.Col source="variantCount" label="Variant" disableSort />
          <DataTable.Col
            source="visible"
            label="Stav"
            disableSort
            render={(r: AdminProductSummary) => <StatusChip p={r} />}
          />
          <DataTable.Col
            source="updatedAt"
            label="Změněn"
            render={(r: AdminProductSummary) => formatDateTime(r.updatedAt)}
          />
        </DataTable>
      )}
    </List>
  );
}

/** A new product: its name, address, codes and category; the rest in the editor once it exists. */
function NewProductForm({ options }: { options: AdminProductOptions }) {
  const [draft, setDraft] = useState<AdminProductBody>(emptyBody);
  const [slugTouched, setSlugTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const navigate = useNavigate();
  const notify = useNotify();
  const change = (patch: Partial<AdminProductBody>) => {
    if (patch.slug !== undefined) setSlugTouched(true);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const setName = (name: string) =>
    setDraft((d) => ({
      ...d,
      texts: { ...d.texts, cs: { ...d.texts.cs, name } },
      ...(slugTouched ? {} : { slug: slugify(name) }),
    }));
  const submit = async () => {
    const missing = draftErrors(draft);
    if (missing.length) {
      setError(new ApiError(422, missing));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const created = await productApi.create(draft);
      notify('Produkt je založený. Přidejte varianty, ceny a obrázky a pak ho zveřejněte.', {
        type: 'success',
      });
      navigate(`/products/${created.id}`);
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {messageOf(error) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messageOf(error)}
        </Alert>
      )}
      <TextField
        label="Název (čeština)"
        required
        fullWidth
        value={draft.texts.cs.name}
        onChange={(e) => setName(e.target.value)}
        error={!!fieldError(error, 'texts.cs.name')}
        helperText={fieldError(error, 'texts.cs.name')}
        sx={{ mb: 2 }}
      />
      <BasicsTab draft={draft} change={change} options={options} error={error} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={pending}>
          Založit produkt
        </Button>
      </Stack>
    </Box>
  );
}

export function ProductCreate() {
  const { options, error } = useProductAndOptions(null);
  return (
    <Page title="Nový produkt" wide>
      <Alert severity="info" sx={{ mb: 2 }}>
        Nový produkt je nezveřejněný, dokud ho nezveřejníte.
      </Alert>
      {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
      {options ? <NewProductForm options={options} /> : !error && <CircularProgress aria-label="Načítá se" />}
    </Page>
  );
}

export function ProductEdit() {
  const { id } = useParams();
  const { product, options, error } = useProductAndOptions(Number(id));
  if (error)
    return (
      <Box sx={{ py: 2 }}>
        <Title title="Produkt" />
        <Alert severity="error" role="alert">
          {messageOf(error)}
        </Alert>
      </Box>
    );
  if (!product || !options) return <CircularProgress aria-label="Načítá se" sx={{ m: 4 }} />;
  return <ProductEditor key={product.id} product={product} options={options} />;
}
