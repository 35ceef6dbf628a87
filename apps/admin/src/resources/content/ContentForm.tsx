import {
  DateTimeInput,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Chip, Typography } from '@mui/material';
import { infoBoxColors } from '@shop/contract';
import { BlocksInput } from '../../editor/BlocksInput';
import { RichTextInput } from '../../editor/RichTextInput';
import { contentLocales, localeNames, type ContentTypeDef, type FieldDef } from './definitions';

const columns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: 2,
};

/** "chybí překlad" beside a translation that is empty while the Czech text is not. */
function MissingMark({ source, locale }: { source: string; locale: string }) {
  const czech = useWatch({ name: `${source}.cs` }) as string | undefined;
  const value = useWatch({ name: `${source}.${locale}` }) as string | undefined;
  if (locale === 'cs' || !czech?.trim() || value?.trim()) return null;
  return <Chip size="small" color="warning" variant="outlined" label="chybí překlad" sx={{ ml: 1 }} />;
}

/** A text in Czech, Slovak and German side by side (one under another on a narrow screen). */
export function TranslatedInput({ field }: { field: FieldDef }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, minWidth: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {field.label}
        {field.required ? ' *' : ''}
      </Typography>
      <Box sx={columns}>
        {contentLocales.map((locale) => (
          <Box key={locale} sx={{ minWidth: 0 }}>
            <Typography variant="caption" component="div" sx={{ mb: 0.5, color: 'text.secondary' }}>
              {localeNames[locale]}
              <MissingMark source={field.source} locale={locale} />
            </Typography>
            {field.kind === 'html' ? (
              <RichTextInput
                source={`${field.source}.${locale}`}
                label={`${field.label} – ${localeNames[locale].toLocaleLowerCase('cs')}`}
                lang={locale}
              />
            ) : (
              <TextInput
                source={`${field.source}.${locale}`}
                label={`${field.label} (${locale.toUpperCase()})`}
                validate={field.required && locale === 'cs' ? required('Vyplňte prosím') : undefined}
                multiline={field.kind === 'multiline'}
                minRows={field.kind === 'multiline' ? 3 : undefined}
                fullWidth
                slotProps={{ htmlInput: { lang: locale } }}
              />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function FieldInput({ field }: { field: FieldDef }) {
  switch (field.kind) {
    case 'text':
    case 'multiline':
    case 'html':
      return <TranslatedInput field={field} />;
    case 'number':
      return <NumberInput source={field.source} label={field.label} sx={{ maxWidth: 320 }} />;
    case 'datetime':
      return (
        <DateTimeInput
          source={field.source}
          label={field.label}
          validate={field.required ? required('Vyplňte prosím') : undefined}
          sx={{ maxWidth: 320 }}
          parse={(v: string) => (v ? new Date(v).toISOString() : v)}
        />
      );
    case 'image':
      return (
        <TextInput
          source={field.source}
          label={field.label}
          helperText="Cesta obrázku v knihovně médií"
          fullWidth
          sx={{ maxWidth: 640 }}
        />
      );
    case 'colour':
      return (
        <SelectInput
          source={field.source}
          label={field.label}
          choices={infoBoxColors.map((c) => ({
            id: c,
            name: {
              info: 'Informace (modrá)',
              success: 'Úspěch (zelená)',
              warning: 'Upozornění (oranžová)',
              danger: 'Varování (červená)',
            }[c],
          }))}
        />
      );
    case 'kind':
      return (
        <SelectInput
          source={field.source}
          label={field.label}
          choices={[
            { id: 'page', name: 'Textová stránka' },
            { id: 'content_page', name: 'Stránka z bloků' },
          ]}
        />
      );
    case 'blocks':
      return <BlocksInput source={field.source} label={field.label} />;
  }
}

/** Slugs and SEO texts per language. */
export function MetaInputs() {
  const record = useRecordContext();
  return (
    <Box
      component="fieldset"
      sx={{ border: '1px solid #dde1e6', borderRadius: 1, p: 2, mb: 2, minWidth: 0, width: '100%' }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        Adresa a SEO
      </Typography>
      <Box sx={columns}>
        {contentLocales.map((locale) => (
          <Box key={locale} sx={{ minWidth: 0 }}>
            <Typography variant="caption" component="div" sx={{ mb: 0.5, color: 'text.secondary' }}>
              {localeNames[locale]}
            </Typography>
            <TextInput
              source={`meta.${locale}.slug`}
              label={`Adresa (${locale.toUpperCase()})`}
              helperText={
                locale === 'cs' ? 'malá písmena, číslice a pomlčky' : record ? 'prázdná: česká adresa' : false
              }
              validate={locale === 'cs' ? required('Zadejte adresu v tomto jazyce') : undefined}
              fullWidth
            />
            <TextInput
              source={`meta.${locale}.seo_title`}
              label={`SEO titulek (${locale.toUpperCase()})`}
              fullWidth
            />
            <TextInput
              source={`meta.${locale}.seo_description`}
              label={`SEO popis (${locale.toUpperCase()})`}
              multiline
              minRows={2}
              fullWidth
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The editor of one content type's item: every field in every language, addresses and SEO. */
export function ContentForm({ def, toolbar }: { def: ContentTypeDef; toolbar?: React.ReactElement | false }) {
  return (
    <SimpleForm sx={{ maxWidth: 1400 }} toolbar={toolbar}>
      {def.fields.map((field) => (
        <FieldInput key={field.source} field={field} />
      ))}
      {def.meta && <MetaInputs />}
    </SimpleForm>
  );
}
