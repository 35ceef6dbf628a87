/** Identifiers with check digits (EAN-13, Czech IČO) and Czech ASCII slugs. */

/** The EAN-13 check digit of the first twelve digits: weights 1 and 3 alternating from the left. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got '${first12}'`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(ean: string): boolean {
  return /^\d{13}$/.test(ean) && ean13CheckDigit(ean.slice(0, 12)) === Number(ean[12]);
}

/** GS1 prefix of the Czech Republic. */
const EAN_PREFIX = '859';
const EAN_SPACE = 1_000_000_000;
/** Odd and not divisible by 5, so multiplying by it permutes 0 … 10^9 - 1 (no two ids collide). */
const EAN_SCRAMBLE = 387_420_489;

/**
 * A unique EAN-13 for a variant id: the id is scrambled by a bijection of the nine-digit space
 * so the codes look like real ones, yet different ids never share a code.
 */
export function eanForVariant(variantId: number, seed: number): string {
  const offset = seed % EAN_SPACE;
  const body = Number((BigInt(variantId + offset) * BigInt(EAN_SCRAMBLE)) % BigInt(EAN_SPACE));
  const first12 = EAN_PREFIX + String(body).padStart(9, '0');
  return first12 + String(ean13CheckDigit(first12));
}

/** The Czech IČO check digit: weights 8 … 2 over the first seven digits, c = (11 - sum % 11) % 10. */
export function icoCheckDigit(first7: string): number {
  if (!/^\d{7}$/.test(first7)) throw new Error(`IČO needs 7 digits, got '${first7}'`);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(first7[i]) * (8 - i);
  return (11 - (sum % 11)) % 10;
}

/** Lower-case ASCII slug with hyphens: 'Lubrikační gely na vodní bázi' -> 'lubrikacni-gely-na-vodni-bazi'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
