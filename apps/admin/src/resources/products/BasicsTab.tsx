import { Autocomplete, Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import type { AdminProductBody, AdminProductOptions } from '@shop/contract';
import { fieldError } from './api';
import { unitLabels, vatClassLabels } from './model';

type Props = {
  draft: AdminProductBody;
  change: (patch: Partial<AdminProductBody>) => void;
  options: AdminProductOptions;
  error: unknown;
};

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  gap: 2,
  alignItems: 'start',
} as const;

/** Základní údaje: codes, address, brand, categories, parameters, tags and the product's flags. */
export function BasicsTab({ draft, change, options, error }: Props) {
  const categoryName = (id: number) => options.categories.find((c) => c.id === id)?.path ?? `#${id}`;
  const descriptive = options.parameters.filter((p) => !p.variantDefining);
  const values = descriptive.flatMap((p) =>
    p.values.map((v) => ({ id: v.id, label: `${p.name}: ${v.name}` })),
  );
  const valueLabel = (id: number) => values.find((v) => v.id === id)?.label ?? `#${id}`;
  const err = (field: string) => fieldError(error, field);
  return (
    <Box sx={grid}>
      <TextField
        label="Katalogový kód"
        required
        value={draft.catalogCode}
        onChange={(e) => change({ catalogCode: e.target.value })}
        error={!!err('catalogCode')}
        helperText={err('catalogCode')}
      />
      <TextField
        label="Marketingový kód"
        value={draft.marketingCode}
        onChange={(e) => change({ marketingCode: e.target.value })}
        helperText="Prázdný: stejný jako katalogový kód."
      />
      <TextField
        label="Adresa v obchodě (slug)"
        required
        value={draft.slug}
        onChange={(e) => change({ slug: e.target.value })}
        error={!!err('slug')}
        helperText={err('slug') ?? 'Malá písmena bez diakritiky, číslice a pomlčky.'}
      />
      <TextField
        select
        label="Značka"
        value={draft.brandId ?? ''}
        onChange={(e) => change({ brandId: e.target.value === '' ? null : Number(e.target.value) })}
        error={!!err('brandId')}
        helperText={err('brandId')}
      >
        <MenuItem value="">Bez značky</MenuItem>
        {options.brands.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        options={options.categories.map((c) => c.id)}
        getOptionLabel={categoryName}
        value={draft.categoryId || null}
        onChange={(_, v) => change({ categoryId: v ?? 0 })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Hlavní kategorie"
            required
            error={!!err('categoryId')}
            helperText={err('categoryId') ?? 'Drobečková navigace a název kategorie v obchodě.'}
          />
        )}
      />
      <Autocomplete
        multiple
        options={options.categories.map((c) => c.id).filter((id) => id !== draft.categoryId)}
        getOptionLabel={categoryName}
        value={draft.categoryIds}
        onChange={(_, v) => change({ categoryIds: v })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Další kategorie"
            error={!!err('categoryIds')}
            helperText={err('categoryIds')}
          />
        )}
      />
      <Autocomplete
        multiple
        options={values.map((v) => v.id)}
        getOptionLabel={valueLabel}
        value={draft.parameterValueIds}
        onChange={(_, v) => change({ parameterValueIds: v })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Parametry produktu"
            error={!!err('parameterValueIds')}
            helperText={
              err('parameterValueIds') ?? 'Parametry, kterými se liší varianty, se zadávají u variant.'
            }
          />
        )}
      />
      <Autocomplete
        multiple
        options={options.tags.map((t) => t.id)}
        getOptionLabel={(id) => options.tags.find((t) => t.id === id)?.name ?? `#${id}`}
        value={draft.tagIds}
        onChange={(_, v) => change({ tagIds: v })}
        renderInput={(params) => (
          <TextField {...params} label="Štítky" error={!!err('tagIds')} helperText={err('tagIds')} />
        )}
      />
      <TextField
        select
        label="Sazba DPH"
        value={draft.vatClass}
        onChange={(e) => change({ vatClass: e.target.value as AdminProductBody['vatClass'] })}
      >
        {Object.entries(vatClassLabels).map(([k, v]) => (
          <MenuItem key={k} value={k}>
            {v}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Měrná jednotka"
        value={draft.unit}
        onChange={(e) => change({ unit: e.target.value as AdminProductBody['unit'] })}
      >
        {Object.entries(unitLabels).map(([k, v]) => (
          <MenuItem key={k} value={k}>
            {v}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Akce n+1 (každý n+1. kus zdarma)"
        type="number"
        value={draft.nPlusOne ?? ''}
        onChange={(e) => change({ nPlusOne: e.target.value === '' ? null : Number(e.target.value) })}
        slotProps={{ htmlInput: { min: 1, max: 100 } }}
        error={!!err('nPlusOne')}
        helperText={err('nPlusOne') ?? 'Prázdné: bez akce.'}
      />
      <TextField
        label="Akce n+1 platí do (včetně)"
        type="date"
        value={draft.nPlusOneUntil ?? ''}
        onChange={(e) => change({ nPlusOneUntil: e.target.value === '' ? null : e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!!err('nPlusOneUntil')}
        helperText={
          err('nPlusOneUntil') ??
          'Prázdné: platí, dokud ji nezrušíte. Po skončení produkt ukazuje „Akce skončila“.'
        }
      />
      <TextField
        label="Cena v kreditech"
        type="number"
        value={draft.creditPrice ?? ''}
        onChange={(e) => change({ creditPrice: e.target.value === '' ? null : Number(e.target.value) })}
        slotProps={{ htmlInput: { min: 1 } }}
        error={!!err('creditPrice')}
        helperText={
          err('creditPrice') ?? 'Přihlášení zákazníci ho mohou koupit za věrnostní kredity. Prázdné: nelze.'
        }
      />
      <Autocomplete
        multiple
        options={options.shippers}
        value={draft.freeShipperCodes}
        onChange={(_, v) => change({ freeShipperCodes: v })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Doprava zdarma u dopravců"
            error={!!err('freeShipperCodes')}
            helperText={err('freeShipperCodes')}
          />
        )}
      />
      <FormControlLabel
        control={
          <Checkbox checked={draft.saleable} onChange={(e) => change({ saleable: e.target.checked })} />
        }
        label="Prodejné (lze vložit do košíku)"
      />
    </Box>
  );
}
