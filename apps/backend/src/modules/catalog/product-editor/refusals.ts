import { productEditorErrorCode, productEditorErrors, type ProductEditorError } from '@shop/contract';
import { HttpError } from '../../../http/errors.ts';

/** A refusal of the product editor: its status, the field at fault and the Czech text. */
export function refuse(
  status: 400 | 404 | 409 | 422,
  key: ProductEditorError,
  field: string,
  value?: string | number,
): HttpError {
  const title = productEditorErrors[key].replace('{value}', value === undefined ? '' : String(value));
  return new HttpError(status, title, field, productEditorErrorCode(key));
}

/** A unique index refused the row (PostgreSQL 23505), however the driver wrapped the error. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    const err = cur as { code?: unknown; constraint?: unknown; message?: unknown };
    if (err.code === '23505') {
      if (!constraint) return true;
      return err.constraint === constraint || String(err.message ?? '').includes(constraint);
    }
  }
  return false;
}
