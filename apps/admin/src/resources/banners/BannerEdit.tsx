import {
  BooleanInput,
  Create,
  DateTimeInput,
  DeleteButton,
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Stack, Typography } from '@mui/material';
import type { AdminWideBanner } from '@shop/contract';
import { EditError } from '../../components';
import { TranslatedInput } from '../content/ContentForm';
import { BannerStateChip, timeWindow } from './BannerState';
import { PictureInput } from './PictureInput';

const toIso = (v: string) => (v ? new Date(v).toISOString() : null);
const section = { border: '1px solid #dde1e6', borderRadius: 1, p: 2, mb: 2, minWidth: 0, width: '100%' };

/** The window's start and end, asked for only while the banner is time-limited. */
function TimeWindowInputs() {
  const limited = useWatch({ name: 'time_limited' }) as boolean | undefined;
  if (!limited) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <DateTimeInput
        source="time_limit_start"
        label="Zobrazit od"
        parse={toIso}
        helperText="Místní čas"
        sx={{ maxWidth: 320 }}
      />
      <DateTimeInput
        source="time_limit_end"
        label="Zobrazit do"
        parse={toIso}
        helperText="Místní čas"
        sx={{ maxWidth: 320 }}
      />
    </Stack>
  );
}

/** Where the saved banner stands now. */
function SavedState() {
  const record = useRecordContext<AdminWideBanner>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="subtitle2" component="span">
        Na úvodní stránce:
      </Typography>
      <BannerStateChip state={record.state} />
      <Typography variant="body2" component="span" color="text.secondary">
        {timeWindow(record)}
      </Typography>
    </Stack>
  );
}

/** Every field of a wide banner: texts side by side in every language, picture, link, order and time. */
function BannerFields() {
  return (
    <>
      <SavedState />
      <TranslatedInput field={{ source: 'title', label: 'Titulek', kind: 'text', required: true }} />
      <TranslatedInput field={{ source: 'text_1', label: 'První řádek textu', kind: 'text' }} />
      <TranslatedInput field={{ source: 'text_2', label: 'Druhý řádek textu', kind: 'text' }} />
      <TranslatedInput field={{ source: 'button_text', label: 'Text tlačítka', kind: 'text' }} />
      <PictureInput source="main_image" label="Obrázek banneru" />
      <TextInput
        source="url"
        label="Odkaz"
        helperText="Cesta v obchodě (/vyprodej) nebo adresa začínající https://"
        fullWidth
        sx={{ maxWidth: 640 }}
      />
      <Box component="fieldset" sx={section}>
        <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
          Zobrazení
        </Typography>
        <BooleanInput source="enabled" label="Zapnutý" helperText="Vypnutý banner se nezobrazí nikdy." />
        <NumberInput
          source="weight"
          label="Váha (vyšší dřív)"
          helperText="Úvodní stránka řadí bannery od nejvyšší váhy."
          sx={{ maxWidth: 320 }}
        />
        <BooleanInput
          source="time_limited"
          label="Jen v časovém okně"
          helperText="Banner se zobrazí jen mezi začátkem a koncem okna (naplánování)."
        />
        <TimeWindowInputs />
      </Box>
      <Box component="fieldset" sx={section}>
        <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
          Měření v analytice (nepovinné)
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="item_id" label="ID propagace" fullWidth />
          <TextInput source="item_name" label="Název propagace" fullWidth />
        </Stack>
      </Box>
    </>
  );
}

function BannerToolbar() {
  const record = useRecordContext<AdminWideBanner>();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      {record && (
        <DeleteButton
          mutationMode="pessimistic"
          label="Smazat"
          confirmTitle={`Smazat banner „${record.title.cs}“?`}
          confirmContent="Banner zmizí z úvodní stránky a smaže se úplně."
        />
      )}
    </Toolbar>
  );
}

export function BannerEdit() {
  return (
    <Edit title="Široký banner" mutationMode="pessimistic" redirect={false} error={<EditError />}>
      <SimpleForm sx={{ maxWidth: 1400 }} toolbar={<BannerToolbar />}>
        <BannerFields />
      </SimpleForm>
    </Edit>
  );
}

export function BannerCreate() {
  return (
    <Create title="Nový široký banner" redirect="edit">
      <SimpleForm sx={{ maxWidth: 1400 }} defaultValues={{ enabled: true, weight: 0, time_limited: false }}>
        <BannerFields />
      </SimpleForm>
    </Create>
  );
}
