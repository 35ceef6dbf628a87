import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  type RedirectionSideEffect,
} from 'react-admin';
import { Stack } from '@mui/material';
import { EditError } from '../components';

/** Saving only: a shop rule is switched off, never deleted (orders keep its code). */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** A new shop rule: switched on, first in order, unless `defaultValues` say otherwise. */
export function ShopRuleCreate({
  title,
  redirect = 'list',
  defaultValues,
  children,
}: {
  title: string;
  redirect?: RedirectionSideEffect;
  defaultValues: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <Create title={title} redirect={redirect} mutationMode="pessimistic">
      <SimpleForm noValidate defaultValues={{ enabled: true, position: 0, ...defaultValues }}>
        {children}
      </SimpleForm>
    </Create>
  );
}

/** The editor of a shop rule: its fields saved whole, and whatever goes above and below them. */
export function ShopRuleEdit({
  title,
  redirect = 'list',
  heading,
  footer,
  children,
}: {
  title: string;
  redirect?: RedirectionSideEffect;
  heading?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Edit title={title} mutationMode="pessimistic" error={<EditError />} redirect={redirect}>
      {heading}
      <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
        {children}
      </SimpleForm>
      {footer}
    </Edit>
  );
}

/** A shop rule's code, given once when it is created. */
export const CodeInput = () => (
  <TextInput
    source="code"
    label="Kód"
    helperText="Malá písmena bez diakritiky, číslice, pomlčka a podtržítko; později nejde změnit."
  />
);

/** A text in Czech, Slovak and German side by side (stacked on a phone). */
export function TranslatedInputs({
  source,
  label,
  multiline = false,
}: {
  source: string;
  label: string;
  multiline?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { md: 2 }, width: '100%' }}>
      <TextInput source={`${source}.cs`} label={`${label} (česky)`} multiline={multiline} fullWidth />
      <TextInput source={`${source}.sk`} label={`${label} (slovensky)`} multiline={multiline} fullWidth />
      <TextInput source={`${source}.de`} label={`${label} (německy)`} multiline={multiline} fullWidth />
    </Stack>
  );
}
