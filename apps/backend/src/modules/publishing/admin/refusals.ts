/** Czech titles of the operator writes' refusals (422), one per rule. */
export const adminRefusals = {
  required: 'Vyplňte prosím',
  invalid: 'Neplatná hodnota',
  slugFormat: 'Jen malá písmena bez diakritiky, číslice a pomlčky',
  slugTaken: 'Tuto adresu už má jiná stránka',
  slugRequired: 'Zadejte adresu v tomto jazyce',
  productMissing: 'Produkt s tímto číslem neexistuje',
  guideMissing: 'Průvodce s tímto číslem neexistuje',
  endBeforeStart: 'Konec musí být až po začátku',
  windowIncomplete: 'Časově omezený banner potřebuje začátek i konec',
  latitude: 'Zeměpisná šířka musí být mezi 34 a 72 (Evropa)',
  longitude: 'Zeměpisná délka musí být mezi -25 a 45 (Evropa)',
  link: 'Zadejte adresu začínající https:// nebo /',
  linesOfCzech: 'Zadejte tolik řádků, kolik jich je v češtině',
  tooManyDays: 'Nejvýše jeden řádek na každý den v týdnu',
  positive: 'Zadejte kladné číslo',
  countryCode: 'Zadejte třípísmenný kód země (CZE, SVK)',
} as const;

/** A link the storefront can follow: a path of the shop or an http(s) address. */
export function isLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
