type FieldTexts = Readonly<Record<string, string | undefined>>;

/**
 * Ties a form's fields to its state: `field(name, label)` gives a field its form, name and label,
 * its message and what was typed before (shown again after a refusal, so the form works without
 * JavaScript too).
 */
export function fieldProps(form: string, values: FieldTexts, errors: FieldTexts) {
  return (name: string, label: string) => ({
    form,
    name,
    label,
    error: errors[name],
    defaultValue: values[name],
  });
}
