import { shippingAdminErrors } from '@shop/contract';

type Texts = { cs: string; sk?: string; de?: string };

/**
 * A shop rule's text per language as stored: trimmed, empty translations left out, at most `max`
 * characters; Czech required where `required`. Refusals go into `problems` by field.
 */
export function trimmedTranslations(
  value: Texts,
  field: string,
  problems: Record<string, string>,
  max: number,
  required: boolean,
): Texts {
  const out: Texts = { cs: value.cs.trim() };
  for (const l of ['sk', 'de'] as const) {
    const t = value[l]?.trim();
    if (t) out[l] = t;
  }
  if (required && out.cs === '') problems[`${field}.cs`] = shippingAdminErrors.nameRequired;
  for (const l of ['cs', 'sk', 'de'] as const)
    if ((out[l]?.length ?? 0) > max) problems[`${field}.${l}`] = `Nejvýše ${max} znaků.`;
  return out;
}
