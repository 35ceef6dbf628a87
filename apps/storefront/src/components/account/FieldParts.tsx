import { Textarea } from '@/components/ui/Textarea';
import { accountFieldId } from './AccountField';

/** The star after a required field's label; the control's `required` tells screen readers. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-danger">
      {' '}
      *
    </span>
  );
}

/** A field's message, tied to its control by `id`; tests find it by the field's name. */
export function FieldError({ id, name, error }: { id: string; name: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-semibold text-danger" data-testid={`error-${name}`}>
      {error}
    </p>
  );
}

/** A required, labelled textarea with its hint and its message, like `AccountField` for inputs. */
export function TextareaField({
  form,
  name,
  label,
  hint,
  error,
  defaultValue,
  rows,
  maxLength,
  className = 'grid gap-1',
}: {
  form: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  defaultValue?: string;
  rows: number;
  maxLength: number;
  className?: string;
}) {
  const id = accountFieldId(form, name);
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
        <RequiredMark />
      </label>
      <Textarea
        id={id}
        name={name}
        required
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`w-full rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-danger ring-1 ring-danger' : 'border-muted'}`}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <FieldError id={`${id}-error`} name={name} error={error} />
    </div>
  );
}
