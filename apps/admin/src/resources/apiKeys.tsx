import { useState } from 'react';
import {
  Create,
  CreateButton,
  DataTable,
  DeleteWithConfirmButton,
  List,
  required,
  SimpleForm,
  SimpleList,
  TextInput,
  TopToolbar,
  useRecordContext,
  useRedirect,
  minLength,
} from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { ApiKey, ApiResponse } from '../api/types';
import {
  CopyButton,
  DateTimeText,
  EmptyList,
  ListError,
  PermissionChips,
  PermissionsInput,
} from '../components';
import { formatDateTime } from '../format';
import { useMe } from '../useMe';
import { useSmall } from './useSmall';

type CreatedKey = ApiResponse<'/api/admin/v1/api-keys', 'post', 201>['data'];

function RevokeButton() {
  const record = useRecordContext<ApiKey>();
  if (!record || record.revokedAt) return null;
  return (
    <DeleteWithConfirmButton
      label="Zneplatnit"
      mutationMode="pessimistic"
      confirmTitle={`Zneplatnit klíč „${record.name}“?`}
      confirmContent="Klíč přestane platit hned; skripty, které ho používají, dostanou odmítnutí. Zneplatnění nelze vrátit."
      confirmColor="warning"
      redirect={false}
      successMessage="Klíč je zneplatněný."
      aria-label={`Zneplatnit klíč ${record.name}`}
    />
  );
}

const state = (k: ApiKey) => (k.revokedAt ? `zneplatněn ${formatDateTime(k.revokedAt)}` : 'platný');

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="Nový klíč" />
  </TopToolbar>
);

export function ApiKeyList() {
  const small = useSmall();
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      error={<ListError />}
      exporter={false}
      actions={<ListActions />}
      empty={<EmptyList text="Zatím žádný API klíč." />}
    >
      {small ? (
        <SimpleList<ApiKey>
          primaryText={(r) => r.name}
          secondaryText={(r) => `${r.prefix}… · ${state(r)}`}
          tertiaryText={(r) => `použit: ${r.lastUsedAt ? formatDateTime(r.lastUsedAt) : 'nikdy'}`}
          linkType={false}
          rightIcon={() => <RevokeButton />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="prefix" render={(r: ApiKey) => `${r.prefix}…`} />
          <DataTable.Col source="permissions" field={PermissionChips} disableSort />
          <DataTable.Col
            source="createdAt"
            render={(r: ApiKey) => `${formatDateTime(r.createdAt)}${r.createdBy ? `, ${r.createdBy}` : ''}`}
          />
          <DataTable.Col
            source="lastUsedAt"
            field={() => <DateTimeText source="lastUsedAt" empty="nikdy" />}
          />
          <DataTable.Col label="Stav" render={state} disableSort />
          <DataTable.Col label="Akce" disableSort>
            <RevokeButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** The new key, shown this once. */
function CreatedKeyDialog({ created, onClose }: { created: CreatedKey; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="key-created-title" fullWidth maxWidth="sm">
      <DialogTitle id="key-created-title">Klíč „{created.name}“ je vytvořený</DialogTitle>
      <DialogContent>
        <Alert severity="warning" role="note" sx={{ mb: 2 }}>
          <strong>Zkopírujte si klíč teď.</strong> Obchod ho uchovává jen zašifrovaný a znovu ho už neukáže;
          kdo ho zná, může volat API s jeho oprávněními.
        </Alert>
        <Typography
          component="label"
          htmlFor="created-key"
          sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
        >
          API klíč
        </Typography>
        <Box
          component="input"
          id="created-key"
          readOnly
          value={created.key}
          onFocus={(e: React.FocusEvent<HTMLInputElement>) => e.currentTarget.select()}
          sx={{
            width: '100%',
            fontFamily: 'monospace',
            fontSize: '1rem',
            p: 1,
            mb: 1,
            border: '1px solid #888',
            borderRadius: 1,
          }}
        />
        <CopyButton text={created.key} label="Zkopírovat klíč" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Klíč mám uložený
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ApiKeyCreate() {
  const me = useMe();
  const redirect = useRedirect();
  const [created, setCreated] = useState<CreatedKey | null>(null);
  return (
    <>
      <Create
        redirect={false}
        mutationOptions={{ onSuccess: (data: CreatedKey) => setCreated(data) }}
        title="Nový API klíč"
      >
        <SimpleForm sx={{ maxWidth: 560 }} defaultValues={{ permissions: [] }}>
          <TextInput
            source="name"
            validate={required()}
            fullWidth
            helperText="K čemu klíč slouží, např. „Účetní systém“."
          />
          <PermissionsInput
            allowed={me?.permissions}
            validate={minLength(1, 'Vyberte aspoň jedno oprávnění.')}
            helperText="Klíč smí jen to, co smíte vy."
          />
        </SimpleForm>
      </Create>
      {created && (
        <CreatedKeyDialog
          created={created}
          onClose={() => {
            setCreated(null);
            redirect('list', 'api-keys');
          }}
        />
      )}
    </>
  );
}
