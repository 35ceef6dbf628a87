/** Lower case without diacritics, for diacritics-insensitive matching ("Činky" ~ "cinky"). */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('cs').replace(/\s+/g, ' ').trim();
}
