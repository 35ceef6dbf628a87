import {
  Create,
  DataTable,
  Edit,
  List,
  regex,
  required,
  SaveButton,
  SimpleForm,
  SimpleList,
  TextInput,
  Toolbar,
  useRecordContext,
  Labeled,
  TextField,
} from 'react-admin';
import { Alert } from '@mui/material';
import type { Role } from '../api/types';
import {
  EditError,
  ListError,
  PermissionChips,
  PermissionsInput,
  permissionLabel,
  YesNo,
} from '../components';
import { useSmall } from './useSmall';

const OWNER = 'owner';

export function RoleList() {
  const small = useSmall();
  return (
    <List
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      error={<ListError />}
      exporter={false}
      pagination={false}
    >
      {small ? (
        <SimpleList<Role>
          primaryText={(r) => r.name}
          secondaryText={(r) => r.permissions.map(permissionLabel).join(', ')}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="code" />
          <DataTable.Col source="permissions" field={PermissionChips} disableSort />
          <DataTable.Col source="builtIn" field={() => <YesNo source="builtIn" />} />
        </DataTable>
      )}
    </List>
  );
}

export function RoleCreate() {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 560 }} defaultValues={{ permissions: [] }}>
        <TextInput
          source="code"
          validate={[
            required(),
            regex(/^[a-z][a-z0-9-]{1,39}$/, 'Malá písmena, číslice a pomlčky, začíná písmenem.'),
          ]}
          helperText="Malá písmena, číslice a pomlčky; později ho změnit nelze."
          fullWidth
        />
        <TextInput source="name" validate={required()} fullWidth />
        <PermissionsInput />
      </SimpleForm>
    </Create>
  );
}

function RoleForm() {
  const record = useRecordContext<Role>();
  const owner = record?.code === OWNER;
  return (
    <SimpleForm
      sx={{ maxWidth: 560 }}
      toolbar={
        owner ? (
          false
        ) : (
          <Toolbar>
            <SaveButton />
          </Toolbar>
        )
      }
      disabled={owner}
    >
      {owner && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          Roli majitele nelze měnit: má všechna oprávnění, i ta, která přidá další verze.
        </Alert>
      )}
      <Labeled source="code">
        <TextField source="code" />
      </Labeled>
      <TextInput source="name" validate={required()} fullWidth disabled={owner} />
      <PermissionsInput disabled={owner} />
    </SimpleForm>
  );
}

export function RoleEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditError />} redirect="list">
      <RoleForm />
    </Edit>
  );
}
