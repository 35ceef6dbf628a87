import { Fragment, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  CheckboxGroupInput,
  CreateButton,
  useEditContext,
  useListContext,
  useRecordContext,
  useShowContext,
  useNotify,
  useRefresh,
  Title,
  type CheckboxGroupInputProps,
} from 'react-admin';
import { adminPermissionLabels, adminPermissions } from '@shop/contract';
import type { Permission } from './api/types';
import { formatDateTime } from './format';

/** The server's Czech message of a refused call (a 403 says what permission is missing). */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}

/** For `<List error>`: why the list could not be shown. */
export const ListError = () => <ErrorMessage error={useListContext().error} />;
/** For `<Edit error>`. */
export const EditError = () => <ErrorMessage error={useEditContext().error} />;
/** For `<Show error>`. */
export const ShowError = () => <ErrorMessage error={useShowContext().error} />;

export const permissionLabel = (p: string) => adminPermissionLabels[p as Permission] ?? p;

/** The permissions of a role or key, by their Czech names. */
export function PermissionChips({ source = 'permissions' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const list = (record?.[source] as string[] | undefined) ?? [];
  return (
    <Stack
      direction="row"
      useFlexGap
      component="ul"
      sx={{ p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap', gap: 0.5 }}
    >
      {list.map((p) => (
        <li key={p}>
          <Chip size="small" label={permissionLabel(p)} />
        </li>
      ))}
    </Stack>
  );
}

/** Permissions to tick, by their Czech names; `allowed` limits them (an API key: the creator's own). */
export function PermissionsInput({
  allowed,
  ...props
}: Omit<CheckboxGroupInputProps, 'choices' | 'source'> & { allowed?: readonly string[] | undefined }) {
  const choices = adminPermissions
    .filter((p) => !allowed || allowed.includes(p))
    .map((p) => ({ id: p, name: adminPermissionLabels[p] }));
  return <CheckboxGroupInput source="permissions" choices={choices} row={false} {...props} />;
}

/** A date and time of the record, the Czech way. */
export function DateTimeText({ source, empty = '–' }: { source: string; label?: string; empty?: string }) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  return <span>{value ? formatDateTime(value) : empty}</span>;
}

/** Yes or no, in words (not a colour alone). */
export function YesNo({
  source,
  yes = 'Ano',
  no = 'Ne',
}: {
  source: string;
  label?: string;
  yes?: string;
  no?: string;
}) {
  const record = useRecordContext();
  return <span>{record?.[source] ? yes : no}</span>;
}

/** Copies a text; says so to screen readers too. */
export function CopyButton({ text, label = 'Zkopírovat' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" aria-live="polite">
        {state === 'copied'
          ? 'Zkopírováno.'
          : state === 'failed'
            ? 'Nepodařilo se zkopírovat: označte text a zkopírujte ho ručně.'
            : ''}
      </span>
    </Box>
  );
}

/** An empty list: says so in full contrast, with the button to add the first one. */
export function EmptyList({ text, create = true }: { text: string; create?: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography component="p" variant="h6" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {create && <CreateButton variant="contained" />}
    </Box>
  );
}

/** A page of its own (account, second factor, overview) with its heading and the bar's title. */
export function Page({
  title,
  barTitle = title,
  wide = false,
  children,
}: {
  title: string;
  /** The app bar's title; false where a list on the page names it. */
  barTitle?: string | false;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ maxWidth: wide ? 1200 : 760, py: 2 }}>
      {barTitle !== false && <Title title={barTitle} />}
      <Box component="h1" id="page-title" sx={{ typography: 'h5', mt: 1, mb: 2 }}>
        {title}
      </Box>
      {children}
    </Box>
  );
}

/** A titled part of a detail page. */
export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      component="section"
      sx={{ bgcolor: 'background.paper', border: '1px solid #dde1e6', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}

/** Label and value pairs, two columns on a wide screen and one on a phone. */
export function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([k, v]) => (
        <Fragment key={k}>
          <dt>{k}</dt>
          <dd>{v ?? '–'}</dd>
        </Fragment>
      ))}
    </Box>
  );
}

/**
 * Runs one change of the API from a button or a form: pending while it runs, the server's Czech
 * message when it refuses, a notice and a fresh page when it is done.
 */
export function useAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, done?: string): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      await work();
      if (done) notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error, setError };
}
