import { useEffect, useState } from 'react';
import { useInput } from 'react-admin';
import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { api, unwrap } from '../api/client';

type ProductHit = { id: number; name: string; catalogCode: string; variantCount: number };
type VariantChoice = { id: number; label: string; isDefault: boolean };

/** Products whose name or catalogue code matches, for the search's list (two letters at least). */
function useProductSearch(query: string) {
  const q = query.trim();
  const [found, setFound] = useState<{ q: string; hits: ProductHit[] }>({ q: '', hits: [] });
  useEffect(() => {
    if (q.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      unwrap(
        api.GET('/api/admin/v1/products', {
          params: { query: { q, archived: 'false', sort: 'name', order: 'asc', perPage: 20 } },
        }),
      )
        .then((r) => live && setFound({ q, hits: r.data }))
        .catch(() => live && setFound({ q, hits: [] }));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  const searching = q.length >= 2;
  return { hits: searching && found.q === q ? found.hits : [], loading: searching && found.q !== q };
}

/** The variants of a product that are not archived, with their names and codes; null while loading. */
function useVariants(productId: number | null) {
  const [loaded, setLoaded] = useState<{ productId: number; variants: VariantChoice[] } | null>(null);
  useEffect(() => {
    if (productId === null) return;
    let live = true;
    unwrap(api.GET('/api/admin/v1/products/{id}', { params: { path: { id: productId } } }))
      .then((r) => {
        if (!live) return;
        setLoaded({
          productId,
          variants: r.data.variants
            .filter((v) => !v.archivedAt)
            .map((v) => ({ id: v.id, label: `${v.name.cs} (${v.code})`, isDefault: v.isDefault })),
        });
      })
      .catch(() => live && setLoaded({ productId, variants: [] }));
    return () => {
      live = false;
    };
  }, [productId]);
  return loaded && loaded.productId === productId ? loaded.variants : null;
}

/**
 * Chooses a variant by searching the catalogue: a product by its name or catalogue code, then one
 * of its variants (the product's default at first). The form keeps the variant's id.
 */
export function VariantSearchInput({ source, helperText }: { source: string; helperText: string }) {
  const { field, fieldState } = useInput({ source });
  const [query, setQuery] = useState('');
  const [product, setProduct] = useState<ProductHit | null>(null);
  const { hits, loading } = useProductSearch(query);
  const variants = useVariants(product?.id ?? null);
  const { onChange } = field;

  useEffect(() => {
    if (!variants?.length) return;
    onChange((variants.find((v) => v.isDefault) ?? variants[0]!).id);
  }, [variants, onChange]);

  const error = fieldState.error?.message;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 1, md: 2 }, width: '100%', mb: 2 }}>
      <Autocomplete<ProductHit>
        sx={{ flex: 2 }}
        options={hits}
        value={product}
        loading={loading}
        filterOptions={(options) => options}
        onInputChange={(_, value) => setQuery(value)}
        onChange={(_, value) => setProduct(value)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(p) => `${p.name} (${p.catalogCode})`}
        noOptionsText={query.trim().length < 2 ? 'Napište aspoň dvě písmena.' : 'Žádný produkt nenalezen.'}
        loadingText="Hledám…"
        renderInput={(params) => (
          <TextField
            {...params}
            label="Produkt (název nebo katalogové číslo)"
            error={!!error}
            helperText={error ?? helperText}
          />
        )}
      />
      {product && variants && (
        <TextField
          select
          sx={{ flex: 1 }}
          label="Varianta"
          value={variants.some((v) => v.id === field.value) ? field.value : ''}
          onChange={(e) => onChange(Number(e.target.value))}
          helperText={variants.length ? undefined : 'Produkt nemá žádnou variantu v prodeji.'}
        >
          {variants.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
