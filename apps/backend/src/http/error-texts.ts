import {
  SERVICE_CASE_REASON_MAX,
  cartLineErrors,
  couponErrors,
  errorCodes,
  orderErrors,
  placeOrderErrors,
  serviceCaseErrorCode,
  serviceCaseErrors,
  type Locale,
} from '@shop/contract';
import {
  CONTACT_FORM_LIMITS,
  REVIEW_TEXT_MAX,
  accountManageMessages,
  accountMessages,
  bankAccountMessages,
  checkoutMessages,
  contactFormMessages,
  messages,
  newsletterMessages,
  personalExtraMessages,
  reviewMessages,
  shoppingListMessages,
} from '@shop/rules';

/** One refusal's text in every locale; `{name}` marks a placeholder the Czech text fills too. */
export type ErrorText = Readonly<Record<Locale, string>>;

/** A number with its thousands apart, as the storefront's texts write it ("5 000"). */
const thousands = (n: number) => n.toLocaleString('en').replaceAll(',', ' ');

/**
 * The texts of the refusals a shopper sees, by error code. Czech is the source: where a rule or
 * a contract already names the text, the entry takes it from there. Back-office refusals stay Czech
 * and are not listed.
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
  [errorCodes.internal]: {
    cs: 'Něco se porouchalo',
    sk: 'Niečo sa pokazilo',
    de: 'Etwas ist schiefgelaufen',
  },
  [errorCodes.tooManyRequests]: {
    cs: 'Příliš mnoho pokusů. Zkuste to prosím znovu za {minutes} min.',
    sk: 'Príliš veľa pokusov. Skúste to prosím znova o {minutes} min.',
    de: 'Zu viele Versuche. Bitte versuchen Sie es in {minutes} Min. erneut.',
  },

  // Field rules of the forms.
  'field.required': {
    cs: checkoutMessages.required,
    sk: 'Vyplňte, prosím, toto pole',
    de: 'Bitte füllen Sie dieses Feld aus',
  },
  'field.email': {
    cs: messages.email,
    sk: 'E-mail nie je v správnom formáte',
    de: 'Die E-Mail-Adresse hat kein gültiges Format',
  },
  'field.fullName': {
    cs: messages.fullName,
    sk: 'Nezadali ste celé meno',
    de: 'Bitte geben Sie Ihren vollständigen Namen ein',
  },
  'field.phone': {
    cs: messages.phone,
    sk: 'Nezadali ste správne telefónne číslo',
    de: 'Die Telefonnummer ist nicht korrekt',
  },
  'field.street': {
    cs: messages.streetOnly,
    sk: 'Vyplňte správne ulicu',
    de: 'Bitte geben Sie die Straße korrekt ein',
  },
  'field.houseNumber': {
    cs: messages.houseNumber,
    sk: 'Vyplňte správne súpisné číslo',
    de: 'Bitte geben Sie die Hausnummer korrekt ein',
  },
  'field.streetAndNumber': {
    cs: messages.streetAndNumber,
    sk: 'Vyplňte ulicu a za ňou súpisné číslo',
    de: 'Bitte geben Sie die Straße und danach die Hausnummer ein',
  },
  'field.postcode': {
    cs: messages.postcode,
    sk: 'PSČ musí obsahovať 5 číslic',
    de: 'Die Postleitzahl muss 5 Ziffern haben',
  },
  'field.tin': {
    cs: messages.tin,
    sk: 'Nesprávny formát IČO',
    de: 'Ungültiges Format der Firmennummer (IČO)',
  },
  'field.country': {
    cs: accountMessages.country,
    sk: 'Vyberte, prosím, krajinu',
    de: 'Bitte wählen Sie ein Land',
  },
  'field.passwordTooShort': {
    cs: checkoutMessages.passwordTooShort,
    sk: 'Heslo musí mať aspoň 8 znakov',
    de: 'Das Passwort muss mindestens 8 Zeichen haben',
  },
  'field.passwordsMismatch': {
    cs: messages.passwordsMismatch,
    sk: 'Nepodarilo sa vám napísať heslo 2× rovnako.',
    de: 'Die beiden Passwörter stimmen nicht überein.',
  },
  'field.shipperCountry': {
    cs: messages.shipperCountryMismatch,
    sk: 'Zvoleného dopravcu nemožno kombinovať so zvolenou krajinou doručenia',
    de: 'Der gewählte Versanddienst ist mit dem gewählten Lieferland nicht kombinierbar',
  },
  'field.currencyCountry': {
    cs: messages.currencyCountryMismatch,
    sk: 'Zvolenú menu nemožno kombinovať so zvolenou krajinou doručenia',
    de: 'Die gewählte Währung ist mit dem gewählten Lieferland nicht kombinierbar',
  },

  // Login and the account.
  [errorCodes.loginCredentials]: {
    cs: 'Nesprávný e-mail nebo heslo.',
    sk: 'Nesprávny e-mail alebo heslo.',
    de: 'Falsche E-Mail oder falsches Passwort.',
  },
  [errorCodes.loginRestricted]: {
    cs: accountManageMessages.restricted,
    sk: 'Tento účet sa teraz nemôže prihlásiť. Kontaktujte nás, prosím.',
    de: 'Dieses Konto kann sich derzeit nicht anmelden. Bitte kontaktieren Sie uns.',
  },
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
  [errorCodes.loggedOut]: {
    cs: 'Nejste přihlášeni.',
    sk: 'Nie ste prihlásení.',
    de: 'Sie sind nicht angemeldet.',
  },
  'login.required': {
    cs: messages.loginRequired,
    sk: 'Najprv sa musíte prihlásiť',
    de: 'Bitte melden Sie sich zuerst an',
  },
  'account.terms': {
    cs: accountMessages.terms,
    sk: 'Na vytvorenie účtu je potrebné súhlasiť s obchodnými podmienkami a so spracovaním osobných údajov',
    de: 'Um ein Konto anzulegen, müssen Sie den Allgemeinen Geschäftsbedingungen und der Verarbeitung personenbezogener Daten zustimmen',
  },
  [errorCodes.emailTaken]: {
    cs: accountMessages.emailTaken,
    sk: 'Tento e-mail už má účet. Prihláste sa alebo si nechajte poslať odkaz na nové heslo.',
    de: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich an oder lassen Sie sich einen Link für ein neues Passwort senden.',
  },
  [errorCodes.oldPassword]: {
    cs: accountMessages.oldPassword,
    sk: 'Súčasné heslo nesúhlasí.',
    de: 'Das aktuelle Passwort stimmt nicht.',
  },
  [errorCodes.resetLinkInvalid]: {
    cs: accountMessages.resetLinkInvalid,
    sk: 'Odkaz na nastavenie nového hesla je neplatný alebo vypršal. Požiadajte, prosím, o nový.',
    de: 'Der Link zum Festlegen eines neuen Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  },
  'account.addressLimit': {
    cs: accountMessages.addressLimit,
    sk: 'Uložiť možno najviac {limit} adries. Niektorú, prosím, najprv zmažte.',
    de: 'Es lassen sich höchstens {limit} Adressen speichern. Bitte löschen Sie zuerst eine.',
  },
  [errorCodes.accountPassword]: {
    cs: accountManageMessages.deletePassword,
    sk: 'Heslo nesúhlasí.',
    de: 'Das Passwort stimmt nicht.',
  },
  'account.deleteConfirm': {
    cs: accountManageMessages.deleteConfirm,
    sk: 'Potvrďte, prosím, že chcete účet zmazať.',
    de: 'Bitte bestätigen Sie, dass Sie das Konto löschen möchten.',
  },
  [errorCodes.companyNotFound]: {
    cs: 'Firma s tímto IČO nebyla nalezena',
    sk: 'Firma s týmto IČO nebola nájdená',
    de: 'Zu dieser IČO haben wir keine Firma gefunden',
  },

  // Cart, coupons, credits and gifts.
  [errorCodes.notInStock]: { cs: messages.notAvailable, sk: 'Nie je na sklade', de: 'Nicht auf Lager' },
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
  'coupon.unknown': {
    cs: couponErrors.unknown,
    sk: 'Zľavový kód neexistuje',
    de: 'Diesen Rabattcode gibt es nicht',
  },
  'coupon.notYet': {
    cs: couponErrors.notYet,
    sk: 'Zľavový kód zatiaľ neplatí',
    de: 'Der Rabattcode gilt noch nicht',
  },
  'coupon.expired': {
    cs: couponErrors.expired,
    sk: 'Platnosť zľavového kódu vypršala',
    de: 'Der Rabattcode ist abgelaufen',
  },
  'coupon.usedUp': {
    cs: couponErrors.usedUp,
    sk: 'Zľavový kód už bol vyčerpaný',
    de: 'Der Rabattcode ist bereits aufgebraucht',
  },
  'coupon.currency': {
    cs: couponErrors.currency,
    sk: 'Zľavový kód nemožno použiť v tejto mene',
    de: 'Der Rabattcode gilt nicht in dieser Währung',
  },
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
  'order.terms': {
    cs: placeOrderErrors.terms,
    sk: 'Na dokončenie objednávky je potrebné súhlasiť s obchodnými podmienkami',
    de: 'Um die Bestellung abzuschließen, müssen Sie den Allgemeinen Geschäftsbedingungen zustimmen',
  },
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
  'order.emailTaken': {
    cs: placeOrderErrors.emailTaken,
    sk: 'Účet s týmto e-mailom už existuje, prihláste sa prosím',
    de: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto, bitte melden Sie sich an',
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
  'review.ratingRequired': {
    cs: reviewMessages.ratingRequired,
    sk: 'Ohodnoťte tovar aspoň pomocou hviezdičiek',
    de: 'Bewerten Sie das Produkt bitte mindestens mit Sternen',
  },
  'review.textTooLong': {
    cs: reviewMessages.textTooLong,
    sk: `Text recenzie môže mať najviac ${REVIEW_TEXT_MAX} znakov`,
    de: `Der Text der Bewertung darf höchstens ${REVIEW_TEXT_MAX} Zeichen haben`,
  },
  'review.notPurchased': {
    cs: reviewMessages.notPurchased,
    sk: 'Recenzovaný produkt ste zatiaľ nekúpili alebo ešte nebol odoslaný',
    de: 'Sie haben das bewertete Produkt noch nicht gekauft oder es wurde noch nicht versandt',
  },
  'stockWatch.inStock': {
    cs: 'Tato varianta je skladem, můžete si ji rovnou objednat.',
    sk: 'Táto varianta je na sklade, môžete si ju rovno objednať.',
    de: 'Diese Variante ist auf Lager, Sie können sie gleich bestellen.',
  },

  // Newsletter.
  'newsletter.emailRequired': {
    cs: newsletterMessages.emailRequired,
    sk: 'Ak chcete dostávať novinky, musíte vyplniť e-mail.',
    de: 'Wenn Sie Neuigkeiten erhalten möchten, geben Sie bitte Ihre E-Mail-Adresse ein.',
  },
  'newsletter.tooLong': {
    cs: newsletterMessages.tooLong,
    sk: 'Tento e-mail je príliš dlhý.',
    de: 'Diese E-Mail-Adresse ist zu lang.',
  },
  'newsletter.terms': {
    cs: newsletterMessages.terms,
    sk: 'Na odber noviniek je potrebné súhlasiť so spracovaním osobných údajov.',
    de: 'Für den Newsletter müssen Sie der Verarbeitung personenbezogener Daten zustimmen.',
  },
  'newsletter.callbackUrl': {
    cs: newsletterMessages.callbackUrl,
    sk: 'Odkaz na potvrdenie odberu musí viesť na stránky obchodu.',
    de: 'Der Link zur Bestätigung des Abonnements muss auf die Seiten des Shops führen.',
  },
  [errorCodes.newsletterActivationInvalid]: {
    cs: newsletterMessages.activationInvalid,
    sk: 'Odkaz na potvrdenie odberu nie je platný alebo už vypršal.',
    de: 'Der Link zur Bestätigung des Abonnements ist ungültig oder bereits abgelaufen.',
  },
  [errorCodes.newsletterUnsubscribeInvalid]: {
    cs: newsletterMessages.unsubscribeInvalid,
    sk: 'Odkaz na odhlásenie nie je platný.',
    de: 'Der Link zum Abmelden ist ungültig.',
  },

  // Shopping lists.
  'shoppingList.nameRequired': {
    cs: shoppingListMessages.nameRequired,
    sk: 'Vyplňte, prosím, názov zoznamu',
    de: 'Bitte geben Sie den Namen der Liste ein',
  },
  'shoppingList.nameTooLong': {
    cs: shoppingListMessages.nameTooLong,
    sk: 'Názov zoznamu môže mať najviac {max} znakov',
    de: 'Der Name der Liste darf höchstens {max} Zeichen haben',
  },
  'shoppingList.listLimit': {
    cs: shoppingListMessages.listLimit,
    sk: 'Nákupných zoznamov môžete mať najviac {limit}. Niektorý, prosím, najprv zmažte.',
    de: 'Sie können höchstens {limit} Einkaufslisten haben. Bitte löschen Sie zuerst eine.',
  },
  'shoppingList.itemLimit': {
    cs: shoppingListMessages.itemLimit,
    sk: 'Na jeden zoznam možno uložiť najviac {limit} produktov.',
    de: 'Auf einer Liste lassen sich höchstens {limit} Produkte speichern.',
  },
  'shoppingList.amount': {
    cs: shoppingListMessages.amount,
    sk: 'Množstvo musí byť celé číslo od {min} do {max}',
    de: 'Die Menge muss eine ganze Zahl von {min} bis {max} sein',
  },
  'shoppingList.noteTooLong': {
    cs: shoppingListMessages.noteTooLong,
    sk: 'Poznámka môže mať najviac {max} znakov',
    de: 'Die Notiz darf höchstens {max} Zeichen haben',
  },
  'shoppingList.unknownVariant': {
    cs: shoppingListMessages.unknownVariant,
    sk: 'Tento produkt už nepredávame',
    de: 'Dieses Produkt verkaufen wir nicht mehr',
  },
  'shoppingList.wishlistFixed': {
    cs: shoppingListMessages.wishlistFixed,
    sk: 'Zoznam obľúbených nemožno premenovať ani zmazať',
    de: 'Die Favoritenliste lässt sich weder umbenennen noch löschen',
  },

  // The contact form.
  'contact.messageTooShort': {
    cs: contactFormMessages.messageTooShort,
    sk: `Napíšte nám, prosím, aspoň ${CONTACT_FORM_LIMITS.messageMin} znakov, nech vieme, s čím pomôcť.`,
    de: `Bitte schreiben Sie uns mindestens ${CONTACT_FORM_LIMITS.messageMin} Zeichen, damit wir wissen, wobei wir helfen können.`,
  },
  'contact.messageTooLong': {
    cs: contactFormMessages.messageTooLong,
    sk: `Správa môže mať najviac ${thousands(CONTACT_FORM_LIMITS.message)} znakov.`,
    de: `Die Nachricht darf höchstens ${thousands(CONTACT_FORM_LIMITS.message)} Zeichen haben.`,
  },
  'contact.tooLong': {
    cs: contactFormMessages.tooLong,
    sk: 'Tento údaj je príliš dlhý.',
    de: 'Diese Angabe ist zu lang.',
  },
  'contact.orderCode': {
    cs: contactFormMessages.orderCode,
    sk: 'Číslo objednávky obsahuje iba písmená, číslice a pomlčky.',
    de: 'Die Bestellnummer enthält nur Buchstaben, Ziffern und Bindestriche.',
  },
  'contact.consent': {
    cs: contactFormMessages.consent,
    sk: 'Na odoslanie správy je potrebné súhlasiť so spracovaním osobných údajov.',
    de: 'Um die Nachricht zu senden, müssen Sie der Verarbeitung personenbezogener Daten zustimmen.',
  },

  // Complaints and withdrawals.
  [serviceCaseErrorCode('orderNotFound')]: {
    cs: serviceCaseErrors.orderNotFound,
    sk: 'Objednávku s týmto číslom a e-mailom sme nenašli. Skontrolujte, prosím, číslo objednávky a e-mail, ktorý ste v nej uviedli.',
    de: 'Eine Bestellung mit dieser Nummer und E-Mail-Adresse haben wir nicht gefunden. Bitte prüfen Sie die Bestellnummer und die E-Mail-Adresse, die Sie in der Bestellung angegeben haben.',
  },
  [serviceCaseErrorCode('orderCodeRequired')]: {
    cs: serviceCaseErrors.orderCodeRequired,
    sk: 'Vyplňte číslo objednávky',
    de: 'Bitte geben Sie die Bestellnummer ein',
  },
  [serviceCaseErrorCode('emailRequired')]: {
    cs: serviceCaseErrors.emailRequired,
    sk: 'Vyplňte e-mail, ktorý ste uviedli v objednávke',
    de: 'Bitte geben Sie die E-Mail-Adresse ein, die Sie in der Bestellung angegeben haben',
  },
  [serviceCaseErrorCode('orderCancelled')]: {
    cs: serviceCaseErrors.orderCancelled,
    sk: 'Objednávka bola zrušená: nie je v nej čo reklamovať ani vracať.',
    de: 'Die Bestellung wurde storniert: Es gibt darin nichts zu reklamieren oder zurückzugeben.',
  },
  [serviceCaseErrorCode('notShipped')]: {
    cs: serviceCaseErrors.notShipped,
    sk: 'Objednávka ešte nebola odoslaná: reklamovať možno až doručený tovar. Objednávku môžete zrušiť cez kontaktný formulár.',
    de: 'Die Bestellung wurde noch nicht versandt: Reklamieren lässt sich erst gelieferte Ware. Sie können die Bestellung über das Kontaktformular stornieren.',
  },
  [serviceCaseErrorCode('noItems')]: {
    cs: serviceCaseErrors.noItems,
    sk: 'Vyberte aspoň jednu položku a počet kusov',
    de: 'Wählen Sie mindestens einen Artikel und die Stückzahl',
  },
  [serviceCaseErrorCode('unknownItem')]: {
    cs: serviceCaseErrors.unknownItem,
    sk: 'Táto položka v objednávke nie je',
    de: 'Dieser Artikel ist nicht in der Bestellung',
  },
  [serviceCaseErrorCode('tooManyPieces')]: {
    cs: serviceCaseErrors.tooManyPieces,
    sk: 'Objednali ste iba {amount} ks',
    de: 'Sie haben nur {amount} Stück bestellt',
  },
  [serviceCaseErrorCode('reasonRequired')]: {
    cs: serviceCaseErrors.reasonRequired,
    sk: 'Opíšte, prosím, dôvod',
    de: 'Bitte beschreiben Sie den Grund',
  },
  [serviceCaseErrorCode('complaintReasonRequired')]: {
    cs: serviceCaseErrors.complaintReasonRequired,
    sk: 'Opíšte, prosím, v čom je chyba tovaru',
    de: 'Bitte beschreiben Sie den Mangel der Ware',
  },
  [serviceCaseErrorCode('reasonTooLong')]: {
    cs: serviceCaseErrors.reasonTooLong,
    sk: `Text môže mať najviac ${SERVICE_CASE_REASON_MAX} znakov`,
    de: `Der Text darf höchstens ${SERVICE_CASE_REASON_MAX} Zeichen haben`,
  },
  [serviceCaseErrorCode('withdrawalExpired')]: {
    cs: serviceCaseErrors.withdrawalExpired,
    sk: 'Lehota 14 dní na odstúpenie od zmluvy uplynula {deadline}. Chybný tovar môžete ďalej reklamovať.',
    de: 'Die Widerrufsfrist von 14 Tagen ist am {deadline} abgelaufen. Mangelhafte Ware können Sie weiterhin reklamieren.',
  },

  // Personal details beyond the name, and the account a withdrawal is refunded to.
  'field.formalTitle': {
    cs: personalExtraMessages.formalTitle,
    sk: 'Vyberte oslovenie: pán, alebo pani.',
    de: 'Wählen Sie die Anrede: Herr oder Frau.',
  },
  'field.dateOfBirthFormat': {
    cs: personalExtraMessages.dateOfBirthFormat,
    sk: 'Zadajte dátum narodenia v tvare RRRR-MM-DD, napr. 1985-04-23.',
    de: 'Geben Sie das Geburtsdatum in der Form JJJJ-MM-TT ein, z. B. 1985-04-23.',
  },
  'field.dateOfBirthFuture': {
    cs: personalExtraMessages.dateOfBirthFuture,
    sk: 'Dátum narodenia musí byť v minulosti.',
    de: 'Das Geburtsdatum muss in der Vergangenheit liegen.',
  },
  'field.dateOfBirthTooOld': {
    cs: personalExtraMessages.dateOfBirthTooOld,
    sk: 'Dátum narodenia môže byť najviac 130 rokov dozadu.',
    de: 'Das Geburtsdatum darf höchstens 130 Jahre zurückliegen.',
  },
  'field.icdph': {
    cs: personalExtraMessages.icdph,
    sk: 'IČ DPH má tvar SK a 10 číslic, napr. SK2020123456.',
    de: 'Die slowakische USt-IdNr. (IČ DPH) besteht aus SK und 10 Ziffern, z. B. SK2020123456.',
  },
  'field.customOrderNumber': {
    cs: personalExtraMessages.customOrderNumber,
    sk: 'Vlastné číslo objednávky môže mať najviac 50 znakov a iba písmená, číslice, medzery a znaky - / . _ #.',
    de: 'Die eigene Bestellnummer darf höchstens 50 Zeichen haben, nur Buchstaben, Ziffern, Leerzeichen und die Zeichen - / . _ #.',
  },
  'bankAccount.required': {
    cs: bankAccountMessages.required,
    sk: 'Vyplňte číslo účtu, na ktorý vám vrátime peniaze',
    de: 'Bitte geben Sie die Kontonummer ein, auf die wir Ihnen das Geld zurücküberweisen',
  },
  'bankAccount.invalid': {
    cs: bankAccountMessages.invalid,
    sk: 'Číslo účtu nie je platné: zadajte IBAN (napr. SK31 1200 0000 1987 4263 7541) alebo české číslo účtu v tvare predčíslie-číslo/kód banky',
    de: 'Die Kontonummer ist ungültig: Geben Sie eine IBAN (z. B. DE89 3704 0044 0532 0130 00) oder eine tschechische Kontonummer in der Form Präfix-Nummer/Bankleitzahl ein',
  },
  'bankAccount.country': {
    cs: bankAccountMessages.country,
    sk: 'IBAN z tejto krajiny neprijímame: zadajte účet vedený v banke v Európe',
    de: 'IBANs aus diesem Land nehmen wir nicht an: Geben Sie ein Konto bei einer Bank in Europa an',
  },
  'bankAccount.length': {
    cs: bankAccountMessages.length,
    sk: 'IBAN z krajiny {country} má mať {length} znakov',
    de: 'Eine IBAN aus dem Land {country} hat {length} Zeichen',
  },
} satisfies Record<string, ErrorText>;

export type ErrorTextCode = keyof typeof errorTexts;
