import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  FormGroup,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import type { BlockField } from './block-types';
import { emptyOf } from './block-types';
import { BlockPictureInput } from './BlockPictureInput';
import { ItemListInput } from './ItemListInput';
import { errorsAt, firstMessage, messageOf, type ErrorTree } from './ordered-list';
import { RichTextEditor } from './RichTextEditor';

const LOCALES = [
  ['cs', 'česky'],
  ['sk', 'slovensky'],
  ['de', 'německy'],
] as const;

type Translated = Partial<Record<(typeof LOCALES)[number][0], string>>;

const fieldsetSx = { border: 0, p: 0, m: 0, mb: 1.5, minWidth: 0, width: '100%' } as const;

/** A field's name with a mark when the CMS requires it. */
const title = (field: BlockField) => `${field.label}${field.required ? ' *' : ''}`;

/** The fields of a block or of one item of a block's list, each by its kind. */
export function BlockFields({
  fields,
  value,
  errors,
  onChange,
}: {
  fields: BlockField[];
  value: Record<string, unknown>;
  errors: ErrorTree;
  onChange: (value: Record<string, unknown>) => void;
}) {
  return fields.map((f) => (
    <BlockFieldInput
      key={f.key}
      field={f}
      value={value[f.key]}
      errors={errorsAt(errors, f.key)}
      onChange={(next) => {
        const changed = { ...value, [f.key]: next };
        if (next === undefined) delete changed[f.key];
        onChange(changed);
      }}
    />
  ));
}

/** One field of a block: texts in Czech, Slovak and German side by side, the rest by their kind. */
export function BlockFieldInput({
  field,
  value,
  errors,
  onChange,
}: {
  field: BlockField;
  value: unknown;
  errors: ErrorTree;
  onChange: (value: unknown) => void;
}) {
  switch (field.kind) {
    case 'text':
    case 'html':
      return <TranslatedInput field={field} value={value} errors={errors} onChange={onChange} />;
    case 'ids':
    case 'codes':
      return <IdsInput field={field} value={value} error={firstMessage(errors)} onChange={onChange} />;
    case 'select':
      return (
        <TextField
          select
          size="small"
          sx={{ mb: 1.5, minWidth: 220, display: 'flex', maxWidth: 360 }}
          label={field.label}
          required={field.required}
          value={typeof value === 'string' ? value : field.options[0]![0]}
          error={!!messageOf(errors)}
          helperText={messageOf(errors)}
          onChange={(e) => onChange(e.target.value)}
        >
          {field.options.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'styles': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Box component="fieldset" sx={fieldsetSx}>
          <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
            {title(field)}
          </Typography>
          <FormGroup row>
            {field.options.map(([id, name]) => (
              <FormControlLabel
                key={id}
                label={name}
                control={
                  <Checkbox
                    checked={chosen.includes(id)}
                    onChange={(e) =>
                      onChange(
                        field.options
                          .map(([o]) => o)
                          .filter((o) => (o === id ? e.target.checked : chosen.includes(o))),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {firstMessage(errors) && <FormHelperText error>{firstMessage(errors)}</FormHelperText>}
        </Box>
      );
    }
    case 'boolean':
      return (
        <Box sx={{ mb: 1 }}>
          <FormControlLabel
            label={field.label}
            control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
          />
          {messageOf(errors) && <FormHelperText error>{messageOf(errors)}</FormHelperText>}
        </Box>
      );
    case 'number':
      return (
        <TextField
          size="small"
          type="number"
          sx={{ mb: 1.5, mr: 1, width: 200 }}
          label={field.label}
          required={field.required}
          value={typeof value === 'number' ? value : 0}
          error={!!messageOf(errors)}
          helperText={messageOf(errors) ?? `Od ${field.min} do ${field.max}`}
          slotProps={{ htmlInput: { min: field.min, max: field.max, step: 1 } }}
          onChange={(e) => onChange(e.target.value === '' ? 0 : Number(e.target.value))}
        />
      );
    case 'colour': {
      const colour = typeof value === 'string' ? value : '';
      return (
        <TextField
          size="small"
          sx={{ mb: 1.5, mr: 1, width: 260 }}
          label={field.label}
          placeholder="#rrggbb"
          value={colour}
          error={!!messageOf(errors)}
          helperText={messageOf(errors) ?? 'Např. #ffcc00; prázdné: výchozí barva'}
          slotProps={{
            input: {
              startAdornment: (
                <Box
                  aria-hidden
                  sx={{
                    width: 20,
                    height: 20,
                    mr: 1,
                    flexShrink: 0,
                    borderRadius: 0.5,
                    border: '1px solid #c4c8cf',
                    bgcolor: /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : 'transparent',
                  }}
                />
              ),
            },
          }}
          onChange={(e) => onChange(e.target.value.trim() || undefined)}
        />
      );
    }
    case 'picture':
      return (
        <BlockPictureInput
          label={field.label}
          required={field.required}
          value={typeof value === 'string' ? value : undefined}
          error={messageOf(errors)}
          onChange={onChange}
        />
      );
    case 'list':
      return (
        <ItemListInput
          field={field}
          items={Array.isArray(value) ? (value as Record<string, unknown>[]) : []}
          errors={errors}
          onChange={onChange}
        />
      );
    case 'group': {
      const group = value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
      return (
        <Box
          component="fieldset"
          sx={{ ...fieldsetSx, border: '1px solid #e0e0e0', borderRadius: 1, p: 1.5, mb: 1.5 }}
        >
          <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 600 }}>
            {field.label}
          </Typography>
          {group ? (
            <>
              <BlockFields fields={field.fields} value={group} errors={errors} onChange={onChange} />
              <Button onClick={() => onChange(undefined)}>Odebrat {field.item.object}</Button>
            </>
          ) : (
            <Button variant="outlined" onClick={() => onChange(emptyOf(field.fields))}>
              Přidat {field.item.object}
            </Button>
          )}
        </Box>
      );
    }
    case 'line':
      return (
        <TextField
          size="small"
          fullWidth
          sx={{ mb: 1.5 }}
          label={field.label}
          required={field.required}
          value={typeof value === 'string' ? value : ''}
          error={!!messageOf(errors)}
          helperText={messageOf(errors) ?? field.helper}
          onChange={(e) => onChange(e.target.value || (field.required ? '' : undefined))}
        />
      );
  }
}

/** A text in every language; an optional one left empty in all of them is left out. */
function TranslatedInput({
  field,
  value,
  errors,
  onChange,
}: {
  field: BlockField;
  value: unknown;
  errors: ErrorTree;
  onChange: (value: unknown) => void;
}) {
  const text = (value && typeof value === 'object' ? value : {}) as Translated;
  const set = (locale: (typeof LOCALES)[number][0], input: string) => {
    const next: Translated = { ...text, cs: text.cs ?? '', [locale]: input };
    if (locale !== 'cs' && !input) delete next[locale];
    const empty = !next.cs && !next.sk && !next.de;
    onChange(empty && !field.required ? undefined : next);
  };
  return (
    <Box component="fieldset" sx={fieldsetSx}>
      <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
        {title(field)}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 1 }}
      >
        {LOCALES.map(([locale, name]) => {
          const message =
            messageOf(errorsAt(errors, locale)) ?? (locale === 'cs' ? messageOf(errors) : undefined);
          const label = `${field.label} (${name})`;
          return field.kind === 'html' ? (
            <Box key={locale} sx={{ minWidth: 0 }}>
              <RichTextEditor
                value={text[locale] ?? ''}
                onChange={(html) => set(locale, html === '<p></p>' ? '' : html)}
                label={label}
                lang={locale}
                invalid={!!message}
              />
              {message && <FormHelperText error>{message}</FormHelperText>}
            </Box>
          ) : (
            <TextField
              key={locale}
              size="small"
              label={label}
              required={field.required && locale === 'cs'}
              value={text[locale] ?? ''}
              error={!!message}
              helperText={message}
              slotProps={{ htmlInput: { lang: locale } }}
              onChange={(e) => set(locale, e.target.value)}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/** Store ids (numbers) or text ids, typed separated by commas; kept as typed until the field is left. */
function IdsInput({
  field,
  value,
  error,
  onChange,
}: {
  field: BlockField;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}) {
  const ids = Array.isArray(value) ? (value as (number | string)[]) : [];
  const joined = ids.join(', ');
  const [draft, setDraft] = useState(joined);
  const [shown, setShown] = useState(joined);
  // A value changed elsewhere (the record loaded) shows; typing is not overwritten meanwhile.
  if (shown !== joined) {
    setShown(joined);
    setDraft(joined);
  }
  const parse = (input: string) => {
    const parts = input.split(/[,\s]+/).filter(Boolean);
    return field.kind === 'codes' ? parts : parts.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  };
  return (
    <TextField
      size="small"
      fullWidth
      sx={{ mb: 1.5 }}
      label={field.label}
      required={field.required}
      value={draft}
      error={!!error}
      helperText={error ?? field.helper}
      slotProps={field.kind === 'ids' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => onChange(parse(draft))}
    />
  );
}
