/** What /kosik/dokonceni tells the shopper after the payment form (`?zprava=`). */
export const ORDER_NOTICES = ['platba-zmenena', 'platba-nelze', 'platba-chyba'] as const;
export type OrderNotice = (typeof ORDER_NOTICES)[number];

export function parseOrderNotice(raw: string | string[] | undefined): OrderNotice | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return ORDER_NOTICES.find((n) => n === value) ?? null;
}
