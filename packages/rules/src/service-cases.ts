/** Longest reason a shopper may write in a complaint or a withdrawal. */
export const SERVICE_CASE_REASON_MAX = 2000;

/** Czech texts of the refusals of complaints and withdrawals; their codes are `serviceCase.<key>`. */
export const serviceCaseErrors = {
  /** The same for a wrong e-mail and a missing order, so that nobody learns which orders exist. */
  orderNotFound:
    'Objednávku s tímto číslem a e-mailem jsme nenašli. Zkontrolujte prosím číslo objednávky a e-mail, který jste v ní uvedli.',
  orderCodeRequired: 'Vyplňte číslo objednávky',
  emailRequired: 'Vyplňte e-mail, který jste uvedli v objednávce',
  orderCancelled: 'Objednávka byla zrušena: reklamovat ani vracet v ní není co.',
  notShipped:
    'Objednávka ještě nebyla odeslána: reklamovat lze až doručené zboží. Objednávku můžete zrušit přes kontaktní formulář.',
  noItems: 'Vyberte alespoň jednu položku a počet kusů',
  unknownItem: 'Tato položka v objednávce není',
  tooManyPieces: 'Objednali jste jen {amount} ks',
  reasonRequired: 'Popište prosím důvod',
  complaintReasonRequired: 'Popište prosím, v čem je vada zboží',
  reasonTooLong: `Text může mít nejvýše ${SERVICE_CASE_REASON_MAX} znaků`,
  withdrawalExpired:
    'Lhůta 14 dní pro odstoupení od smlouvy uplynula {deadline}. Vadné zboží můžete dál reklamovat.',
  /** A wrong, spent or expired one-time code, and a code for an order that does not exist, alike. */
  codeInvalid: 'Kód neplatí nebo vypršel. Nechte si poslat nový.',
  /** A case filed by order code and e-mail without the one-time code (or the order's own link). */
  codeRequired: 'Opište ověřovací kód, který jsme poslali na e-mail objednávky.',
} as const;
export type ServiceCaseError = keyof typeof serviceCaseErrors;
