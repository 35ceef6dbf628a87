import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { isAllowedHref } from './extensions';

/** Sets, changes or removes the link of the selected text; the address is checked before it is set. */
export function LinkDialog(props: {
  open: boolean;
  initial: string;
  onClose: () => void;
  /** The address, or null to remove the link. */
  onSet: (href: string | null) => void;
}) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="link-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      {/* Mounted while open: each opening starts from the link's current address. */}
      {props.open && <LinkForm {...props} />}
    </Dialog>
  );
}

function LinkForm({
  initial,
  onClose,
  onSet,
}: {
  initial: string;
  onClose: () => void;
  onSet: (href: string | null) => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const value = href.trim();
    if (!isAllowedHref(value)) {
      setError('Zadejte adresu začínající https://, / (stránka obchodu), mailto: nebo tel:');
      return;
    }
    onSet(value);
  };
  return (
    <>
      <DialogTitle id="link-dialog-title">Odkaz</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Adresa odkazu"
          placeholder="https://… nebo /doprava-a-platba"
          value={href}
          error={!!error}
          helperText={error ?? 'Odkaz na stránku obchodu pište bez domény, např. /kontakt.'}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        {initial && (
          <Button color="warning" onClick={() => onSet(null)}>
            Odebrat odkaz
          </Button>
        )}
        <Button onClick={onClose}>Zrušit</Button>
        <Button variant="contained" onClick={submit}>
          Vložit odkaz
        </Button>
      </DialogActions>
    </>
  );
}
