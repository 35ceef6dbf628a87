import {
  cartLineErrors,
  errorCodes,
  orderErrors,
  placeOrderErrors,
  serviceCaseErrorCode,
  type Locale,
} from '@shop/contract';
import { RULE_TEXTS } from '@shop/rules';

/** One refusal's text in every locale; `{name}` marks a placeholder the Czech text fills too. */
export type ErrorText = Readonly<Record<Locale, string>>;

/**
 * The texts of the refusals a shopper sees, by error code. Czech is the source: a rule's text is
 * the entry of the rules' one table (`RULE_TEXTS`, which the storefront shows too); where the
 * contract names the text, the entry takes it from there. Back-office refusals stay Czech and are
 * not listed.
 */
export const errorTexts = {
  // What a status says when the refusal has no reason of its own.
  [errorCodes.invalid]: { cs: 'Neplatná hodnota', sk: 'Neplatná hodnota', de: 'Ungültiger Wert' },
  [errorCodes.badRequest]: { cs: 'Neplatný požadavek', sk: 'Neplatná požiadavka', de: 'Ungültige Anfrage' },
  [errorCodes.notFound]: { cs: 'Nenalezeno', sk: 'Nenájdené', de: 'Nicht gefunden' },
  [errorCodes.unavailable]: {
    cs: 'Služba je dočasně nedostupná',
    sk: 'Služba je dočasne nedostupná',
    de: 'Der Dienst ist vorübergehend nicht verfügbar',
  },
  [errorCodes.internal]: RULE_TEXTS.messages.genericErrorTitle,
  [errorCodes.tooManyRequests]: {
    cs: 'Příliš mnoho pokusů. Zkuste to prosím znovu za {minutes} min.',
    sk: 'Príliš veľa pokusov. Skúste to prosím znova o {minutes} min.',
    de: 'Zu viele Versuche. Bitte versuchen Sie es in {minutes} Min. erneut.',
  },

  // Field rules of the forms.
  'field.required': RULE_TEXTS.checkoutMessages.required,
  'field.email': RULE_TEXTS.messages.email,
  'field.fullName': RULE_TEXTS.messages.fullName,
  'field.phone': RULE_TEXTS.messages.phone,
  'field.street': RULE_TEXTS.messages.streetOnly,
  'field.houseNumber': RULE_TEXTS.messages.houseNumber,
  'field.streetAndNumber': RULE_TEXTS.messages.streetAndNumber,
  'field.postcode': RULE_TEXTS.messages.postcode,
  'field.tin': RULE_TEXTS.messages.tin,
  'field.country': RULE_TEXTS.accountMessages.country,
  'field.passwordTooShort': RULE_TEXTS.checkoutMessages.passwordTooShort,
  'field.passwordsMismatch': RULE_TEXTS.messages.passwordsMismatch,
  'field.shipperCountry': RULE_TEXTS.messages.shipperCountryMismatch,
  'field.currencyCountry': RULE_TEXTS.messages.currencyCountryMismatch,

  // Login and the account.
  [errorCodes.loginCredentials]: {
    cs: 'Nesprávný e-mail nebo heslo.',
    sk: 'Nesprávny e-mail alebo heslo.',
    de: 'Falsche E-Mail oder falsches Passwort.',
  },
  [errorCodes.loginRestricted]: RULE_TEXTS.accountManageMessages.restricted,
  [errorCodes.loginBlocked]: {
    cs: 'Váš účet je zablokovaný. Kontaktujte nás prosím.',
    sk: 'Váš účet je zablokovaný. Kontaktujte nás prosím.',
    de: 'Ihr Konto ist gesperrt. Bitte kontaktieren Sie uns.',
  },
  [errorCodes.loginTooMany]: {
    cs: 'Příliš mnoho pokusů o přihlášení. Zkuste to prosím znovu za {minutes} min.',
    sk: 'Príliš veľa pokusov o prihlásenie. Skúste to prosím znova o {minutes} min.',
    de: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in {minutes} Min. erneut.',
  },
  [errorCodes.loginCodeInvalid]: {
    cs: 'Kód neplatí. Opište aktuální kód z aplikace, nebo jeden ze záchranných kódů.',
    sk: 'Kód neplatí. Opíšte aktuálny kód z aplikácie alebo jeden zo záchranných kódov.',
    de: 'Der Code ist ungültig. Geben Sie den aktuellen Code aus der App oder einen Ihrer Wiederherstellungscodes ein.',
  },
  [errorCodes.loginChallengeExpired]: {
    cs: 'Ověření vypršelo. Přihlaste se prosím znovu.',
    sk: 'Overenie vypršalo. Prihláste sa prosím znova.',
    de: 'Die Bestätigung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
  [errorCodes.secondFactorCode]: {
    cs: 'Kód neplatí. Opište kód, který aplikace ukazuje právě teď.',
    sk: 'Kód neplatí. Opíšte kód, ktorý aplikácia ukazuje práve teraz.',
    de: 'Der Code ist ungültig. Geben Sie den Code ein, den die App gerade anzeigt.',
  },
  [errorCodes.secondFactorOn]: {
    cs: 'Dvoufázové ověření už máte zapnuté.',
    sk: 'Dvojfázové overenie už máte zapnuté.',
    de: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
  },
  [errorCodes.secondFactorNoSetup]: {
    cs: 'Nastavení dvoufázového ověření nebylo zahájeno. Začněte prosím znovu.',
    sk: 'Nastavenie dvojfázového overenia nebolo začaté. Začnite prosím znova.',
    de: 'Die Einrichtung der Zwei-Faktor-Anmeldung wurde nicht begonnen. Bitte beginnen Sie erneut.',
  },
  [errorCodes.loggedOut]: {
    cs: 'Nejste přihlášeni.',
    sk: 'Nie ste prihlásení.',
    de: 'Sie sind nicht angemeldet.',
  },
  'login.required': RULE_TEXTS.messages.loginRequired,
  'account.terms': RULE_TEXTS.accountMessages.terms,
  [errorCodes.registrationLinkInvalid]: RULE_TEXTS.accountMessages.registrationLinkInvalid,
  [errorCodes.oldPassword]: RULE_TEXTS.accountMessages.oldPassword,
  [errorCodes.resetLinkInvalid]: RULE_TEXTS.accountMessages.resetLinkInvalid,
  'account.addressLimit': RULE_TEXTS.accountMessages.addressLimit,
  [errorCodes.accountPassword]: RULE_TEXTS.accountManageMessages.deletePassword,
  'account.deleteConfirm': RULE_TEXTS.accountManageMessages.deleteConfirm,
  [errorCodes.companyNotFound]: {
    cs: 'Firma s tímto IČO nebyla nalezena',
    sk: 'Firma s týmto IČO nebola nájdená',
    de: 'Zu dieser IČO haben wir keine Firma gefunden',
  },
  [errorCodes.companyRegisterDown]: {
    cs: 'Registr firem ARES teď neodpovídá. Vyplňte prosím údaje firmy ručně.',
    sk: 'Register firiem ARES teraz neodpovedá. Vyplňte, prosím, údaje firmy ručne.',
    de: 'Das Firmenregister ARES antwortet gerade nicht. Bitte geben Sie die Firmendaten von Hand ein.',
  },
  // The address-verification service's 'unknown' notice: the address is then kept as typed.
  [errorCodes.addressCheckDown]: RULE_TEXTS.messages.verificationUnknown,

  // Cart, coupons, credits and gifts.
  [errorCodes.notInStock]: RULE_TEXTS.messages.notAvailable,
  [errorCodes.giftNotAvailable]: {
    cs: 'Dárek zatím nelze vybrat',
    sk: 'Darček zatiaľ nemožno vybrať',
    de: 'Dieses Geschenk kann noch nicht gewählt werden',
  },
  [errorCodes.cartParent]: {
    cs: cartLineErrors.parent,
    sk: 'Položka, ku ktorej chcete tovar pridať, v košíku nie je',
    de: 'Der Artikel, zu dem Sie etwas hinzufügen möchten, ist nicht im Warenkorb',
  },
  'cart.nested': {
    cs: cartLineErrors.nested,
    sk: 'K tovaru, ktorý už patrí k inému, nemožno nič pridať',
    de: 'Zu einem Artikel, der bereits zu einem anderen gehört, lässt sich nichts hinzufügen',
  },
  [errorCodes.notForCredits]: {
    cs: cartLineErrors.notForCredits,
    sk: 'Tento produkt nemožno kúpiť za kredity',
    de: 'Dieses Produkt kann nicht mit Treuepunkten gekauft werden',
  },
  [errorCodes.creditsTooFew]: {
    cs: cartLineErrors.tooFewCredits,
    sk: 'Na tento nákup nemáte dosť kreditov',
    de: 'Für diesen Einkauf haben Sie nicht genug Treuepunkte',
  },
  'cart.unknownShipper': {
    cs: 'Dopravce neexistuje',
    sk: 'Dopravca neexistuje',
    de: 'Diesen Versanddienst gibt es nicht',
  },
  'coupon.unknown': RULE_TEXTS.couponErrors.unknown,
  'coupon.notYet': RULE_TEXTS.couponErrors.notYet,
  'coupon.expired': RULE_TEXTS.couponErrors.expired,
  'coupon.usedUp': RULE_TEXTS.couponErrors.usedUp,
  'coupon.currency': RULE_TEXTS.couponErrors.currency,
  [errorCodes.creditsOff]: {
    cs: 'Věrnostní kredity teď nelze uplatnit.',
    sk: 'Vernostné kredity teraz nemožno uplatniť.',
    de: 'Treuepunkte können derzeit nicht eingelöst werden.',
  },
  'credits.currency': {
    cs: 'Kredity lze uplatnit jen při nákupu v korunách.',
    sk: 'Kredity možno uplatniť len pri nákupe v korunách.',
    de: 'Treuepunkte können nur bei Einkäufen in Kronen eingelöst werden.',
  },

  // Placing the order and paying it.
  'order.emptyCart': { cs: placeOrderErrors.emptyCart, sk: 'Košík je prázdny', de: 'Der Warenkorb ist leer' },
  'order.terms': RULE_TEXTS.checkoutMessages.terms,
  'order.unknownShipper': {
    cs: placeOrderErrors.unknownShipper,
    sk: 'Zvolený spôsob dopravy nie je dostupný',
    de: 'Die gewählte Versandart ist nicht verfügbar',
  },
  'order.unknownPayment': {
    cs: placeOrderErrors.unknownPayment,
    sk: 'Zvolený spôsob platby nie je dostupný',
    de: 'Die gewählte Zahlungsart ist nicht verfügbar',
  },
  'order.blockedPayment': {
    cs: placeOrderErrors.blockedPayment,
    sk: 'Zvolený spôsob platby nemožno kombinovať so zvoleným dopravcom',
    de: 'Die gewählte Zahlungsart ist mit der gewählten Versandart nicht möglich',
  },
  'order.branchRequired': {
    cs: placeOrderErrors.branchRequired,
    sk: 'Vyberte prosím výdajné miesto',
    de: 'Bitte wählen Sie eine Abholstelle',
  },
  'order.unknownBranch': {
    cs: placeOrderErrors.unknownBranch,
    sk: 'Zvolené výdajné miesto neexistuje',
    de: 'Die gewählte Abholstelle gibt es nicht',
  },
  'order.closedBranch': {
    cs: placeOrderErrors.closedBranch,
    sk: 'Zvolené výdajné miesto je dočasne zatvorené, vyberte prosím iné',
    de: 'Die gewählte Abholstelle ist vorübergehend geschlossen, bitte wählen Sie eine andere',
  },
  'order.timeSlot': {
    cs: placeOrderErrors.timeSlot,
    sk: 'Zvolený čas doručenia nie je k dispozícii',
    de: 'Die gewählte Lieferzeit ist nicht verfügbar',
  },
  'order.soldOut': {
    cs: placeOrderErrors.soldOut,
    sk: 'Toľko kusov už nemáme na sklade',
    de: 'So viele Stück haben wir nicht mehr auf Lager',
  },
  'order.notShoppable': {
    cs: placeOrderErrors.notShoppable,
    sk: 'Niektorý tovar v košíku už nemožno kúpiť',
    de: 'Einige Artikel im Warenkorb sind nicht mehr erhältlich',
  },
  'order.creditsChanged': {
    cs: placeOrderErrors.creditsChanged,
    sk: 'Vaše kredity sa medzitým zmenili. Skontrolujte prosím košík.',
    de: 'Ihre Treuepunkte haben sich inzwischen geändert. Bitte prüfen Sie den Warenkorb.',
  },
  [errorCodes.notPayable]: {
    cs: orderErrors.notPayable,
    sk: 'Objednávku už nemožno zaplatiť',
    de: 'Die Bestellung kann nicht mehr bezahlt werden',
  },
  [errorCodes.alreadyPaid]: {
    cs: 'Objednávka už je zaplacená',
    sk: 'Objednávka je už zaplatená',
    de: 'Die Bestellung ist bereits bezahlt',
  },
  [errorCodes.paymentChanged]: {
    cs: 'Objednávka se mezitím změnila. Zkuste to prosím znovu.',
    sk: 'Objednávka sa medzitým zmenila. Skúste to prosím znova.',
    de: 'Die Bestellung hat sich inzwischen geändert. Bitte versuchen Sie es erneut.',
  },
  [errorCodes.gatewayUnavailable]: {
    cs: 'Platební brána je dočasně nedostupná. Zkuste to prosím za chvíli.',
    sk: 'Platobná brána je dočasne nedostupná. Skúste to prosím o chvíľu.',
    de: 'Die Zahlungsseite ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
  },

  // Reviews and stock watchers.
  'review.ratingRequired': RULE_TEXTS.reviewMessages.ratingRequired,
  'review.textTooLong': RULE_TEXTS.reviewMessages.textTooLong,
  'review.notPurchased': RULE_TEXTS.reviewMessages.notPurchased,
  'stockWatch.inStock': {
    cs: 'Tato varianta je skladem, můžete si ji rovnou objednat.',
    sk: 'Táto varianta je na sklade, môžete si ju rovno objednať.',
    de: 'Diese Variante ist auf Lager, Sie können sie gleich bestellen.',
  },

  // Newsletter.
  'newsletter.emailRequired': RULE_TEXTS.newsletterMessages.emailRequired,
  'newsletter.tooLong': RULE_TEXTS.newsletterMessages.tooLong,
  'newsletter.terms': RULE_TEXTS.newsletterMessages.terms,
  'newsletter.callbackUrl': RULE_TEXTS.newsletterMessages.callbackUrl,
  [errorCodes.newsletterActivationInvalid]: RULE_TEXTS.newsletterMessages.activationInvalid,
  [errorCodes.newsletterUnsubscribeInvalid]: RULE_TEXTS.newsletterMessages.unsubscribeInvalid,

  // Shopping lists.
  'shoppingList.nameRequired': RULE_TEXTS.shoppingListMessages.nameRequired,
  'shoppingList.nameTooLong': RULE_TEXTS.shoppingListMessages.nameTooLong,
  'shoppingList.listLimit': RULE_TEXTS.shoppingListMessages.listLimit,
  'shoppingList.itemLimit': RULE_TEXTS.shoppingListMessages.itemLimit,
  'shoppingList.amount': RULE_TEXTS.shoppingListMessages.amount,
  'shoppingList.noteTooLong': RULE_TEXTS.shoppingListMessages.noteTooLong,
  'shoppingList.unknownVariant': RULE_TEXTS.shoppingListMessages.unknownVariant,
  'shoppingList.wishlistFixed': RULE_TEXTS.shoppingListMessages.wishlistFixed,

  // The contact form.
  'contact.messageTooShort': RULE_TEXTS.contactFormMessages.messageTooShort,
  'contact.messageTooLong': RULE_TEXTS.contactFormMessages.messageTooLong,
  'contact.tooLong': RULE_TEXTS.contactFormMessages.tooLong,
  'contact.orderCode': RULE_TEXTS.contactFormMessages.orderCode,
  'contact.consent': RULE_TEXTS.contactFormMessages.consent,

  // Complaints and withdrawals.
  [serviceCaseErrorCode('orderNotFound')]: RULE_TEXTS.serviceCaseErrors.orderNotFound,
  [serviceCaseErrorCode('orderCodeRequired')]: RULE_TEXTS.serviceCaseErrors.orderCodeRequired,
  [serviceCaseErrorCode('emailRequired')]: RULE_TEXTS.serviceCaseErrors.emailRequired,
  [serviceCaseErrorCode('orderCancelled')]: RULE_TEXTS.serviceCaseErrors.orderCancelled,
  [serviceCaseErrorCode('notShipped')]: RULE_TEXTS.serviceCaseErrors.notShipped,
  [serviceCaseErrorCode('noItems')]: RULE_TEXTS.serviceCaseErrors.noItems,
  [serviceCaseErrorCode('unknownItem')]: RULE_TEXTS.serviceCaseErrors.unknownItem,
  [serviceCaseErrorCode('tooManyPieces')]: RULE_TEXTS.serviceCaseErrors.tooManyPieces,
  [serviceCaseErrorCode('reasonRequired')]: RULE_TEXTS.serviceCaseErrors.reasonRequired,
  [serviceCaseErrorCode('complaintReasonRequired')]: RULE_TEXTS.serviceCaseErrors.complaintReasonRequired,
  [serviceCaseErrorCode('reasonTooLong')]: RULE_TEXTS.serviceCaseErrors.reasonTooLong,
  [serviceCaseErrorCode('withdrawalExpired')]: RULE_TEXTS.serviceCaseErrors.withdrawalExpired,

  // Personal details beyond the name, and the account a withdrawal is refunded to.
  'field.formalTitle': RULE_TEXTS.personalExtraMessages.formalTitle,
  'field.dateOfBirthFormat': RULE_TEXTS.personalExtraMessages.dateOfBirthFormat,
  'field.dateOfBirthFuture': RULE_TEXTS.personalExtraMessages.dateOfBirthFuture,
  'field.dateOfBirthTooOld': RULE_TEXTS.personalExtraMessages.dateOfBirthTooOld,
  'field.icdph': RULE_TEXTS.personalExtraMessages.icdph,
  'field.customOrderNumber': RULE_TEXTS.personalExtraMessages.customOrderNumber,
  'bankAccount.required': RULE_TEXTS.bankAccountMessages.required,
  'bankAccount.invalid': RULE_TEXTS.bankAccountMessages.invalid,
  'bankAccount.country': RULE_TEXTS.bankAccountMessages.country,
  'bankAccount.length': RULE_TEXTS.bankAccountMessages.length,
} satisfies Record<string, ErrorText>;

export type ErrorTextCode = keyof typeof errorTexts;
