import { orderStateLabels } from '@shop/rules';
import { paymentStatusLabels, serviceCaseStateLabels } from '@shop/contract';

/** Czech names of what the API says in codes; the shared ones come from the rules and the contract. */
export { orderStateLabels, paymentStatusLabels, serviceCaseStateLabels };

export const paymentKindLabels: Record<string, string> = {
  gateway: 'Kartou online',
  bank_transfer: 'Bankovním převodem',
  cod: 'Na dobírku',
};

export const paymentMethodLabels: Record<string, string> = {
  card: 'Karta',
  bank_transfer: 'Převod',
  cod: 'Dobírka',
};

export const paymentSourceLabels: Record<string, string> = {
  manual: 'ručně',
  statement: 'z výpisu',
  fio: 'z Fio banky',
  gateway: 'platební brána',
};

export const movementMatchLabels: Record<string, string> = {
  exact: 'Přesná platba',
  partial: 'Částečná platba',
  over: 'Přeplatek',
  unknown: 'Neznámý symbol',
  currency: 'Jiná měna',
  outgoing: 'Odchozí platba',
};

export const movementStateLabels: Record<string, string> = {
  open: 'K vyřešení',
  settled: 'Spárováno',
  resolved: 'Vyřešeno',
  ignored: 'Přeskočeno',
};

export const serviceKindLabels: Record<string, string> = {
  complaint: 'Reklamace',
  withdrawal: 'Odstoupení od smlouvy',
};

export const documentKindLabels: Record<string, string> = {
  invoice: 'Faktura',
  credit_note: 'Opravný daňový doklad',
};

export const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

export const label = (labels: Record<string, string>, code: string | null | undefined) =>
  code ? (labels[code] ?? code) : '–';
