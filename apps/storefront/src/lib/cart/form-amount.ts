import { MAX_QUANTITY_DECIMALS, shownToAmount } from '@shop/rules';
import { formInt } from './form-action';

/**
 * An amount from a form: the field `name` is the amount itself; metric goods post `${name}Shown`
 * as typed in shown units ("1,5" m) with `${name}Decimals`, and the amount is the shown value times
 * the multiplier (15). Null when missing, not a number, or with more decimals than allowed.
 */
export function formAmount(form: FormData, name: string): number | null {
  const shown = form.get(`${name}Shown`);
  if (typeof shown !== 'string') return formInt(form, name);
  const decimals = Number(form.get(`${name}Decimals`));
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_QUANTITY_DECIMALS) return null;
  const text = shown.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,6})?$/.test(text)) return null;
  const amount = shownToAmount(Number(text), decimals);
  return amount !== null && amount > 0 ? amount : null;
}
