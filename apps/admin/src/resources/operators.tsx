import {
  BooleanInput,
  Create,
  DataTable,
  Edit,
  email,
  List,
  PasswordInput,
  ReferenceInput,
  required,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
  Confirm,
  Labeled,
  ReferenceField,
} from 'react-admin';
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { Operator } from '../api/types';
import { DateTimeText, EditError, ListError, YesNo } from '../components';
import { formatDateTime } from '../format';
import { useSmall } from './useSmall';

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Hledat jméno nebo e-mail"
    slotProps={{ htmlInput: { 'aria-label': 'Hledat jméno nebo e-mail' } }}
  />,
];

export function OperatorList() {
  const small = useSmall();
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      error={<ListError />}
      exporter={false}
    >
      {small ? (
        <SimpleList<Operator>
          primaryText={(r) => r.name}
          secondaryText={(r) => `${r.email} · ${r.role}${r.blocked ? ' · zablokovaný' : ''}`}
          tertiaryText={(r) => (r.totpEnabled ? 'kód: ano' : 'kód: ne')}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="role">
            <ReferenceField source="role" reference="roles" link={false} />
          </DataTable.Col>
          <DataTable.Col source="totpEnabled" field={() => <YesNo source="totpEnabled" />} />
          <DataTable.Col source="blocked" field={() => <YesNo source="blocked" />} />
          <DataTable.Col source="lastLoginAt" render={(r: Operator) => formatDateTime(r.lastLoginAt)} />
        </DataTable>
      )}
    </List>
  );
}

const roleInput = (
  <ReferenceInput source="role" reference="roles" sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" validate={required()} fullWidth />
  </ReferenceInput>
);

export function OperatorCreate() {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 560 }}>
        <TextInput
          source="email"
          type="email"
          validate={[required(), email()]}
          fullWidth
          autoComplete="off"
        />
        <TextInput source="name" validate={required()} fullWidth />
        {roleInput}
        <PasswordInput
          source="password"
          validate={required()}
          fullWidth
          autoComplete="new-password"
          helperText="Sdělte ho operátorovi bezpečnou cestou; ověření kódem si nastaví při prvním přihlášení."
        />
      </SimpleForm>
    </Create>
  );
}

/** Takes the operator's second factor away: they set up a new one at their next log-in. */
function ResetTotpButton() {
  const record = useRecordContext<Operator>();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  if (!record.totpEnabled)
    return <Typography color="text.secondary">Ověření kódem nemá nastavené.</Typography>;
  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)} disabled={isPending}>
        Zrušit ověření kódem
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Zrušit ověření kódem operátorovi ${record.name}?`}
        content="Jeho aplikace přestane platit i s kódy pro obnovení; při dalším přihlášení si ověření nastaví znovu."
        confirm="Zrušit ověření"
        cancel="Ponechat"
        onConfirm={() =>
          update(
            'operators',
            { id: record.id, data: { resetTotp: true }, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('Ověření kódem je zrušené.', { type: 'info' });
                refresh();
              },
              onError: (e) => {
                setOpen(false);
                notify(e instanceof Error ? e.message : String(e), { type: 'error' });
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function OperatorEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditError />} redirect="list">
      <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 560 }}>
        <Labeled source="email">
          <TextField source="email" />
        </Labeled>
        <TextInput source="name" validate={required()} fullWidth />
        {roleInput}
        <BooleanInput source="blocked" helperText="Zablokovaný se nepřihlásí; jeho přihlášení hned skončí." />
        <Box sx={{ my: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Ověření kódem z aplikace
          </Typography>
          <ResetTotpButton />
        </Box>
        <Alert severity="info" role="note" sx={{ mb: 1 }}>
          Změna role nebo zablokování ukončí všechna přihlášení operátora.
        </Alert>
        <Labeled source="lastLoginAt">
          <DateTimeText source="lastLoginAt" empty="Ještě se nepřihlásil" />
        </Labeled>
      </SimpleForm>
    </Edit>
  );
}
