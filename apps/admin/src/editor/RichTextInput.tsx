import { useId } from 'react';
import { useInput } from 'react-admin';
import { Box, FormHelperText } from '@mui/material';
import { RichTextEditor } from './RichTextEditor';

/** The rich-text editor as a react-admin input: its value is the HTML at `source`. */
export function RichTextInput({ source, label, lang }: { source: string; label: string; lang?: string }) {
  const helperId = useId();
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const message = fieldState.error?.message;
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <RichTextEditor
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        label={label}
        lang={lang}
        invalid={!!message}
        describedBy={message ? helperId : undefined}
      />
      {message && (
        <FormHelperText id={helperId} error>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
