import { z } from 'zod';
import { FieldsRefused } from './errors.ts';

const czech = z.locales.cs();

/**
 * A value checked against a contract schema, or 422 with a Czech message per field (`prefix`
 * and the issue's path, e.g. `value.shop.email`). The schemas carry their own Czech texts; any
 * issue without one gets zod's Czech wording.
 */
export function parseOrRefuse<T extends z.ZodType>(schema: T, value: unknown, prefix: string): z.infer<T> {
  const result = schema.safeParse(value, { error: czech.localeError });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    fields[field] ??= issue.message;
  }
  throw new FieldsRefused(fields);
}
