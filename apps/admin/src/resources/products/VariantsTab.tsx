import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Confirm } from 'react-admin';
import type { AdminProduct, AdminProductOptions, AdminVariant, AdminVariantBody } from '@shop/contract';
import { fieldError, productApi, thumbnailUrl } from './api';
import { editorLocales, emptyVariant, localeNames, variantBodyOf } from './model';
import { messageOf, useSave } from './useSave';

type Props = { product: AdminProduct; options: AdminProductOptions; onSaved: (p: AdminProduct) => void };

const fileName = (path: string) => path.split('/').pop() ?? path;

/**
 * The variant's own picture, chosen from the product's gallery (or none: the product's); the shop
 * shows it when the variant is chosen. Saved on its own, at once.
 */
function VariantPicture({ product, variant, onSaved }: Omit<Props, 'options'> & { variant: AdminVariant }) {
  const [path, setPath] = useState(variant.image ?? '');
  const { run, pending, error } = useSave(onSaved);
  const gallery = product.images.map((i, index) => ({
    path: i.path,
    label: `Obrázek ${index + 1}${i.alt.cs ? `: ${i.alt.cs}` : ` (${fileName(i.path)})`}`,
  }));
  // A picture given before galleries existed stays offered while the variant has it.
  if (variant.image && !gallery.some((g) => g.path === variant.image))
    gallery.push({
      path: variant.image,
      label: `Nynější obrázek (${fileName(variant.image)}), není v galerii`,
    });
  const id = `variant-${variant.id}-picture`;
  return (
    <Box sx={{ mt: 2 }}>
      {product.images.length === 0 && !variant.image ? (
        <Typography variant="body2" color="text.secondary">
          Obrázek varianty: produkt zatím nemá obrázky, nahrajte je v části Obrázky.
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box
            component="img"
            src={thumbnailUrl(path || product.images[0]?.path || '', 64)}
            alt=""
            sx={{
              width: 64,
              height: 64,
              objectFit: 'contain',
              border: '1px solid #dde1e6',
              borderRadius: 1,
              visibility: path || product.images[0] ? 'visible' : 'hidden',
            }}
          />
          <TextField
            select
            id={id}
            label="Obrázek varianty"
            value={path}
            onChange={(e) => setPath(e.target.value)}
            helperText="Obchod ho ukáže, když zákazník zvolí tuto variantu."
            // "None" is a choice too: shown, not an empty field.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 16rem', maxWidth: '100%', minWidth: 0 }}
          >
            <MenuItem value="">Obrázek produktu (žádný vlastní)</MenuItem>
            {gallery.map((g) => (
              <MenuItem key={g.path} value={g.path} sx={{ gap: 1.5 }}>
                <Box
                  component="img"
                  src={thumbnailUrl(g.path, 64)}
                  alt=""
                  sx={{ width: 32, height: 32, objectFit: 'contain', flex: 'none' }}
                />
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {g.label}
                </Box>
              </MenuItem>
            ))}
          </TextField>
          <Button
            onClick={() =>
              void run(
                () => productApi.setVariantImage(product.id, variant.id, path || null),
                'Obrázek varianty je uložený.',
              )
            }
            disabled={pending || path === (variant.image ?? '')}
            aria-label={`Uložit obrázek varianty ${variant.code}`}
          >
            Uložit obrázek
          </Button>
        </Stack>
      )}
      {messageOf(error) && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {messageOf(error)}
        </Typography>
      )}
    </Box>
  );
}

/** One variant's form: a new one (no `variant`) or an existing one, with its save and archive. */
function VariantForm({
  product,
  options,
  onSaved,
  variant,
  onAdded,
}: Props & { variant?: AdminVariant; onAdded?: () => void }) {
  const fresh = () => emptyVariant(options.availabilities);
  const [body, setBody] = useState<AdminVariantBody>(() =>
    variant ? variantBodyOf(variant) : { ...fresh(), isDefault: product.variants.length === 0 },
  );
  const [confirm, setConfirm] = useState(false);
  const { run, pending, error } = useSave(onSaved);
  const change = (patch: Partial<AdminVariantBody>) => setBody((b) => ({ ...b, ...patch }));
  const err = (field: string) => fieldError(error, field);
  const archived = !!variant?.archivedAt;
  const defining = options.parameters
    .filter((p) => p.variantDefining)
    .flatMap((p) => p.values.map((v) => ({ id: v.id, label: `${p.name}: ${v.name}` })));
  const idPrefix = `variant-${variant?.id ?? 'new'}`;
  const save = () =>
    variant
      ? run(() => productApi.updateVariant(product.id, variant.id, body), 'Varianta je uložená.')
      : run(() => productApi.addVariant(product.id, body), 'Varianta je přidaná.').then((ok) => {
          if (ok) {
            setBody(fresh());
            onAdded?.();
          }
        });
  return (
    <Box
      component="section"
      aria-labelledby={`${idPrefix}-title`}
      sx={{ border: '1px solid #dde1e6', borderRadius: 1, p: 2, mb: 2, opacity: archived ? 0.75 : 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" id={`${idPrefix}-title`} sx={{ fontWeight: 600 }}>
          {variant ? `Varianta ${variant.code}` : 'Nová varianta'}
        </Typography>
        {variant?.isDefault && <Chip size="small" color="primary" label="výchozí" />}
        {archived && <Chip size="small" label="archivovaná" />}
      </Stack>
      {messageOf(error) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messageOf(error)}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <TextField
          label="Kód varianty"
          required
          value={body.code}
          disabled={archived}
          onChange={(e) => change({ code: e.target.value })}
          error={!!err('code')}
          helperText={err('code')}
        />
        <TextField
          label="EAN"
          value={body.ean ?? ''}
          disabled={archived}
          onChange={(e) => change({ ean: e.target.value || null })}
          error={!!err('ean')}
          helperText={err('ean')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        {editorLocales.map((l) => (
          <TextField
            key={l}
            label={`Název varianty (${localeNames[l]})`}
            required={l === 'cs'}
            value={body.name[l]}
            disabled={archived}
            onChange={(e) => change({ name: { ...body.name, [l]: e.target.value } })}
            error={!!err(`name.${l}`)}
            helperText={
              err(`name.${l}`) ??
              (l !== 'cs' && !body.name[l] ? 'chybí překlad: obchod ukáže český název' : undefined)
            }
          />
        ))}
        <TextField
          select
          label="Dostupnost skladem"
          value={body.availabilityCode}
          disabled={archived}
          onChange={(e) => change({ availabilityCode: e.target.value })}
          error={!!err('availabilityCode')}
          helperText={err('availabilityCode')}
        >
          {options.availabilities.map((a) => (
            <MenuItem key={a.code} value={a.code}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Dostupnost po vyprodání"
          value={body.soldAvailabilityCode}
          disabled={archived}
          onChange={(e) => change({ soldAvailabilityCode: e.target.value })}
          error={!!err('soldAvailabilityCode')}
          helperText={err('soldAvailabilityCode')}
        >
          {options.availabilities.map((a) => (
            <MenuItem key={a.code} value={a.code}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Nejmenší množství"
          type="number"
          value={body.amountMin}
          disabled={archived}
          onChange={(e) => change({ amountMin: Number(e.target.value) || 1 })}
          slotProps={{ htmlInput: { min: 1 } }}
        />
        <TextField
          label="Největší množství"
          type="number"
          value={body.amountMax ?? ''}
          disabled={archived}
          onChange={(e) => change({ amountMax: e.target.value === '' ? null : Number(e.target.value) })}
          slotProps={{ htmlInput: { min: 1 } }}
          error={!!err('amountMax')}
          helperText={err('amountMax') ?? 'Prázdné: bez omezení.'}
        />
        <TextField
          label="Desetinná místa množství"
          type="number"
          value={body.quantityDecimals}
          disabled={archived}
          onChange={(e) =>
            change({ quantityDecimals: Math.min(Math.max(Number(e.target.value) || 0, 0), 3) })
          }
          slotProps={{ htmlInput: { min: 0, max: 3 } }}
          helperText="Metrové zboží po 0,1 m: 1. Množství se pak zadávají v desetinách, cena zůstává za metr."
        />
        <TextField
          label="Pořadí"
          type="number"
          value={body.position}
          disabled={archived}
          onChange={(e) => change({ position: Number(e.target.value) || 0 })}
          slotProps={{ htmlInput: { min: 0 } }}
        />
        <Autocomplete
          multiple
          options={defining.map((d) => d.id)}
          getOptionLabel={(id) => defining.find((d) => d.id === id)?.label ?? `#${id}`}
          value={body.parameterValueIds}
          disabled={archived}
          onChange={(_, v) => change({ parameterValueIds: v })}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Čím se varianta liší (barva, velikost)"
              error={!!err('parameterValueIds')}
              helperText={err('parameterValueIds')}
            />
          )}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={body.checkStock}
              disabled={archived}
              onChange={(e) => change({ checkStock: e.target.checked })}
            />
          }
          label="Hlídat sklad"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={body.isDefault}
              disabled={archived}
              onChange={(e) => change({ isDefault: e.target.checked })}
            />
          }
          label="Výchozí varianta"
        />
      </Box>
      {variant && !archived && (
        <VariantPicture key={variant.image ?? ''} product={product} variant={variant} onSaved={onSaved} />
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        {!archived && (
          <Button variant="contained" onClick={() => void save()} disabled={pending}>
            {variant ? 'Uložit variantu' : 'Přidat variantu'}
          </Button>
        )}
        {variant && !archived && (
          <Button color="warning" onClick={() => setConfirm(true)} disabled={pending}>
            Archivovat variantu
          </Button>
        )}
        {variant && archived && (
          <Button
            onClick={() =>
              void run(() => productApi.restoreVariant(product.id, variant.id), 'Varianta je obnovená.')
            }
            disabled={pending}
          >
            Obnovit variantu
          </Button>
        )}
      </Stack>
      {variant && (
        <Confirm
          isOpen={confirm}
          title={`Archivovat variantu ${variant.code}?`}
          content="Obchod ji přestane ukazovat a prodávat. Objednávky, které ji obsahují, zůstanou beze změny."
          confirm="Archivovat"
          cancel="Zrušit"
          onConfirm={() => {
            setConfirm(false);
            void run(() => productApi.archiveVariant(product.id, variant.id), 'Varianta je archivovaná.');
          }}
          onClose={() => setConfirm(false)}
        />
      )}
    </Box>
  );
}

/** Varianty: each variant's form, and one for a new variant. */
export function VariantsTab(props: Props) {
  const [formKey, setFormKey] = useState(0);
  return (
    <Box>
      {props.product.variants.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Produkt zatím nemá variantu. Přidejte aspoň jednu, bez ní ho obchod neukáže.
        </Alert>
      )}
      {props.product.variants.map((v) => (
        <VariantForm key={`${v.id}-${v.archivedAt ?? ''}`} {...props} variant={v} />
      ))}
      <VariantForm key={`new-${formKey}`} {...props} onAdded={() => setFormKey((k) => k + 1)} />
    </Box>
  );
}
