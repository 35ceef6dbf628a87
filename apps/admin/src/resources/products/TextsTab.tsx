import { Box, Chip, Stack, TextField, Typography } from '@mui/material';
import type { AdminProductBody, AdminProductText } from '@shop/contract';
import { RichTextEditor } from '../../editor/RichTextEditor';
import { fieldError } from './api';
import { editorLocales, localeNames, type EditorLocale } from './model';

type Props = {
  draft: AdminProductBody;
  changeText: (locale: EditorLocale, patch: Partial<AdminProductText>) => void;
  error: unknown;
  /** Which fields: the texts, or the search engines' title and description. */
  part: 'texts' | 'seo';
};

/** Shown where a translation is missing: the shop falls back to the Czech text there. */
export function MissingTranslation({ id }: { id?: string }) {
  return (
    <Chip
      id={id}
      size="small"
      color="warning"
      variant="outlined"
      label="chybí překlad"
      title="Obchod tu ukáže český text."
    />
  );
}

/** Texts (or SEO) in Czech, Slovak and German side by side; a phone shows them one below another. */
export function TextsTab({ draft, changeText, error, part }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      {editorLocales.map((locale) => {
        const t = draft.texts[locale];
        const missing = locale !== 'cs' && !t.name;
        const err = (field: string) => fieldError(error, `texts.${locale}.${field}`);
        const fieldMissing = (value: string) =>
          locale !== 'cs' && !value && !!draft.texts.cs[part === 'seo' ? 'seoTitle' : 'perex'];
        return (
          <Box
            component="fieldset"
            key={locale}
            lang={locale}
            sx={{ border: '1px solid #dde1e6', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }} component="legend">
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {localeNames[locale]}
              </Typography>
              {missing && <MissingTranslation />}
            </Stack>
            <Stack spacing={2}>
              {part === 'texts' ? (
                <>
                  <TextField
                    label={`Název (${locale})`}
                    required={locale === 'cs'}
                    value={t.name}
                    onChange={(e) => changeText(locale, { name: e.target.value })}
                    error={!!err('name')}
                    helperText={err('name') ?? (missing ? 'Prázdný: obchod ukáže český název.' : undefined)}
                  />
                  <TextField
                    label={`Perex (${locale})`}
                    multiline
                    minRows={2}
                    value={t.perex}
                    onChange={(e) => changeText(locale, { perex: e.target.value })}
                    helperText={fieldMissing(t.perex) ? 'chybí překlad: obchod ukáže český perex' : undefined}
                  />
                  <RichTextEditor
                    label={`Popis (${locale})`}
                    lang={locale}
                    value={t.description}
                    onChange={(html) => changeText(locale, { description: html })}
                  />
                </>
              ) : (
                <>
                  <TextField
                    label={`Titulek pro vyhledávače (${locale})`}
                    value={t.seoTitle}
                    onChange={(e) => changeText(locale, { seoTitle: e.target.value })}
                    helperText={
                      fieldMissing(t.seoTitle)
                        ? 'chybí překlad: použije se český titulek'
                        : 'Prázdný: název produktu.'
                    }
                  />
                  <TextField
                    label={`Popis pro vyhledávače (${locale})`}
                    multiline
                    minRows={3}
                    value={t.seoDescription}
                    onChange={(e) => changeText(locale, { seoDescription: e.target.value })}
                    helperText={`${t.seoDescription.length} znaků (doporučeno do 160)`}
                  />
                </>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
