import {
  ArrayInput,
  BooleanInput,
  Create,
  DateTimeInput,
  DeleteButton,
  Edit,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { Box, Stack, Typography } from '@mui/material';
import { EditError } from '../../components';
import { contentList } from '../content/ContentList';
import { MetaInputs, TranslatedInput } from '../content/ContentForm';
import { contentLocales, localeNames, type ContentTypeDef } from '../content/definitions';
import { PublicationPanel } from '../content/PublicationPanel';
import { PictureInput } from '../banners/PictureInput';
import type { BranchRecord } from './provider';

/** Branch pages: published through the content publication, edited here. */
export const branchType: ContentTypeDef = {
  type: 'branches',
  resource: 'branches',
  one: 'Pobočka',
  many: 'Pobočky',
  meta: true,
  fields: [],
};

export const BranchList = contentList(branchType);

const toIso = (v: string) => (v ? new Date(v).toISOString() : null);
const mustFill = required('Vyplňte prosím');
const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2, sx: { width: '100%' } } as const;

/** A list of lines (opening hours, services), each line in Czech, Slovak and German side by side. */
function LinesInput({ source, label, helper }: { source: string; label: string; helper: string }) {
  return (
    <ArrayInput source={source} label={label} helperText={helper}>
      <SimpleFormIterator inline disableReordering={false} fullWidth>
        {contentLocales.map((locale) => (
          <TextInput
            key={locale}
            source={locale}
            label={localeNames[locale]}
            validate={locale === 'cs' ? mustFill : undefined}
            slotProps={{ htmlInput: { lang: locale } }}
            sx={{ minWidth: 180, flex: 1 }}
          />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function AddressInputs() {
  return (
    <>
      <TextInput source="street" label="Ulice a číslo" validate={mustFill} fullWidth sx={{ maxWidth: 640 }} />
      <Stack {...row}>
        <TextInput source="city" label="Město" validate={mustFill} fullWidth />
        <TextInput source="postcode" label="PSČ" validate={mustFill} fullWidth />
      </Stack>
      <Stack {...row}>
        <TextInput source="region" label="Kraj" validate={mustFill} fullWidth />
        <TextInput
          source="country_code"
          label="Země"
          helperText="Třípísmenný kód: CZE, SVK"
          validate={mustFill}
          fullWidth
        />
      </Stack>
      <Stack {...row}>
        <NumberInput
          source="gps_latitude"
          label="Zeměpisná šířka"
          helperText="Např. 50.0875"
          validate={mustFill}
          fullWidth
        />
        <NumberInput
          source="gps_longitude"
          label="Zeměpisná délka"
          helperText="Např. 14.4213"
          validate={mustFill}
          fullWidth
        />
      </Stack>
    </>
  );
}

function BranchToolbar() {
  const record = useRecordContext<BranchRecord>();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      {record && record.store_id === null && (
        <DeleteButton
          mutationMode="pessimistic"
          label="Smazat"
          confirmTitle={`Smazat pobočku „${record.title.cs}“?`}
          confirmContent="Stránka pobočky zmizí z obchodu i s jejími lidmi a adresami."
        />
      )}
    </Toolbar>
  );
}

/** A branch page: publication above, then its texts, address, hours, people, pictures and SEO by tab. */
export function BranchEdit() {
  return (
    <Edit title="Pobočka" mutationMode="pessimistic" redirect={false} error={<EditError />}>
      <PublicationPanel def={branchType} />
      <TabbedForm
        toolbar={<BranchToolbar />}
        sx={{ maxWidth: 1400 }}
        tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
      >
        <TabbedForm.Tab label="Texty">
          <TranslatedInput field={{ source: 'title', label: 'Název', kind: 'text', required: true }} />
          <TranslatedInput field={{ source: 'description', label: 'Popis', kind: 'html' }} />
          <TranslatedInput field={{ source: 'map_description', label: 'Popis k mapě', kind: 'html' }} />
          <TranslatedInput
            field={{ source: 'car_accessibility', label: 'Příjezd autem', kind: 'multiline' }}
          />
          <TranslatedInput
            field={{
              source: 'public_transportation_accessibility',
              label: 'Příjezd hromadnou dopravou',
              kind: 'multiline',
            }}
          />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Otevírací doba">
          <LinesInput
            source="opening_hours"
            label="Otevírací doba"
            helper="Jeden řádek na den, od pondělí. Překlad mívá stejně řádků jako čeština, nebo žádný."
          />
          <Stack {...row}>
            <DateTimeInput source="closed_from" label="Zavřeno od" parse={toIso} helperText="Místní čas" />
            <DateTimeInput
              source="closed_to"
              label="Zavřeno do"
              parse={toIso}
              helperText="Prázdné: zavřeno natrvalo"
            />
          </Stack>
          <LinesInput
            source="services"
            label="Služby"
            helper="Co pobočka nabízí; překlad mívá stejně řádků jako čeština, nebo žádný."
          />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Adresa a kontakt">
          <AddressInputs />
          <Stack {...row}>
            <TextInput source="phone" label="Telefon" fullWidth />
            <TextInput source="email" label="E-mail" type="email" fullWidth />
          </Stack>
          <TextInput source="google_map_link" label="Odkaz na mapu" fullWidth sx={{ maxWidth: 640 }} />
          <TextInput source="review_link" label="Odkaz na recenze" fullWidth sx={{ maxWidth: 640 }} />
          <Stack {...row}>
            <BooleanInput source="pay_with_card" label="Lze platit kartou" />
            <BooleanInput source="primary" label="Hlavní pobočka" />
          </Stack>
          <NumberInput source="weight" label="Váha (vyšší dřív)" sx={{ maxWidth: 320 }} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Lidé">
          <ArrayInput source="employees" label="Lidé na pobočce">
            <SimpleFormIterator fullWidth>
              <TextInput source="name" label="Jméno" validate={mustFill} fullWidth />
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 1 }}>
                {contentLocales.map((locale) => (
                  <TextInput
                    key={locale}
                    source={`job_title.${locale}`}
                    label={`Pozice (${locale.toUpperCase()})`}
                    slotProps={{ htmlInput: { lang: locale } }}
                    fullWidth
                  />
                ))}
              </Box>
              <Stack {...row}>
                <TextInput source="email" label="E-mail" type="email" fullWidth />
                <TextInput source="phone" label="Telefon" fullWidth />
              </Stack>
              <PictureInput source="photo" label="Fotka" />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Obrázky">
          <PictureInput source="main_image" label="Hlavní obrázek" />
          <ArrayInput source="gallery" label="Další obrázky">
            <SimpleFormIterator fullWidth>
              <PictureInput source="path" label="Obrázek" />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Adresa stránky a SEO">
          <MetaInputs />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}

/** A new branch: its name, address and place, and the page's Czech address; a draft until published. */
export function BranchCreate() {
  return (
    <Create title="Nová pobočka" redirect="edit">
      <SimpleForm sx={{ maxWidth: 1400 }} defaultValues={{ country_code: 'CZE' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Nová pobočka je koncept. Otevírací dobu, lidi a obrázky doplníte po uložení, pak ji zveřejníte.
        </Typography>
        <TranslatedInput field={{ source: 'title', label: 'Název', kind: 'text', required: true }} />
        <AddressInputs />
        <TextInput
          source="meta.slug"
          label="Adresa stránky (CS)"
          helperText="malá písmena, číslice a pomlčky, např. olomouc-horni-namesti"
          validate={required('Zadejte adresu v tomto jazyce')}
          fullWidth
          sx={{ maxWidth: 640 }}
        />
      </SimpleForm>
    </Create>
  );
}
