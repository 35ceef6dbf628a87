/**
 * The shop's account as bank movements are keyed by it, whatever a statement calls it: a Czech
 * account is `[prefix-]number` without leading zeros and without the bank code (a GPC file gives
 * none, Fio gives `number/2010`, camt.053 the IBAN), so that a movement read from a file and again
 * from the bank's API is the same movement. Any other account is its IBAN, compact.
 */
export function bankAccountKey(account: string): string {
  const compact = account.replace(/\s+/g, '').toUpperCase();
  const czechIban = /^CZ\d{2}\d{4}(\d{6})(\d{10})$/.exec(compact);
  if (czechIban) return domestic(czechIban[1]!, czechIban[2]!);
  const czech = /^(?:(\d{1,6})-)?(\d{1,10})(?:\/\d{4})?$/.exec(compact);
  if (czech) return domestic(czech[1] ?? '', czech[2]!);
  return compact;
}

function domestic(prefix: string, number: string): string {
  const p = prefix.replace(/^0+/, '');
  const n = number.replace(/^0+/, '') || '0';
  return p ? `${p}-${n}` : n;
}
