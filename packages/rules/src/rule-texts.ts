import { accountMessages } from './account-forms.ts';
import { accountManageMessages } from './account-manage.ts';
import { bankAccountMessages } from './bank-account.ts';
import { checkoutMessages } from './checkout-form.ts';
import { CONTACT_FORM_LIMITS, contactFormMessages } from './contact-form.ts';
import { couponErrors } from './coupons.ts';
import { newsletterMessages } from './newsletter.ts';
import { personalExtraMessages } from './personal-extras.ts';
import { REVIEW_TEXT_MAX, reviewMessages } from './review.ts';
import { SERVICE_CASE_REASON_MAX, serviceCaseErrors } from './service-cases.ts';
import { shoppingListMessages } from './shopping-lists.ts';
import { format, messages } from './validators.ts';
import { withdrawalMessages } from './withdrawal.ts';

/** The languages the rules' texts are written in; Czech is the source. */
export const RULE_TEXT_LOCALES = ['cs', 'sk', 'de'] as const;
export type RuleTextLocale = (typeof RULE_TEXT_LOCALES)[number];

/** One rule text in every language; `{name}` marks a placeholder each language fills alike. */
export type RuleText = Readonly<Record<RuleTextLocale, string>>;

/** A number with its thousands apart, as the shop's texts write it ("5 000"). */
const thousands = (n: number) => n.toLocaleString('en').replaceAll(',', ' ');

/**
 * Every text the shared rules (and the store API's refusals built on them) show shoppers, in each
 * language, group by group and key by key as the rules name them. The Czech text is the rule's own;
 * the storefront and the store API both translate from this one table.
 */
export const RULE_TEXTS = {
  messages: {
    email: {
      cs: messages.email,
      sk: 'E-mail nie je v správnom formáte',
      de: 'Die E-Mail-Adresse hat kein gültiges Format',
    },
    fullName: {
      cs: messages.fullName,
      sk: 'Nezadali ste celé meno',
      de: 'Bitte geben Sie Ihren vollständigen Namen ein',
    },
    phone: {
      cs: messages.phone,
      sk: 'Nezadali ste správne telefónne číslo',
      de: 'Die Telefonnummer ist nicht korrekt',
    },
    streetOnly: {
      cs: messages.streetOnly,
      sk: 'Vyplňte správne ulicu',
      de: 'Bitte geben Sie die Straße korrekt ein',
    },
    houseNumber: {
      cs: messages.houseNumber,
      sk: 'Vyplňte správne súpisné číslo',
      de: 'Bitte geben Sie die Hausnummer korrekt ein',
    },
    streetAndNumber: {
      cs: messages.streetAndNumber,
      sk: 'Vyplňte ulicu a za ňou súpisné číslo',
      de: 'Bitte geben Sie die Straße und danach die Hausnummer ein',
    },
    postcode: {
      cs: messages.postcode,
      sk: 'PSČ musí obsahovať 5 číslic',
      de: 'Die Postleitzahl muss 5 Ziffern haben',
    },
    tin: {
      cs: messages.tin,
      sk: 'Nesprávny formát IČO',
      de: 'Ungültiges Format der Firmennummer (IČO)',
    },
    verificationError: {
      cs: messages.verificationError,
      sk: 'Pole {input} nebolo vyplnené správne',
      de: 'Das Feld {input} wurde nicht korrekt ausgefüllt',
    },
    verificationWarning: {
      cs: messages.verificationWarning,
      sk: 'Uistite sa, že pole {input} je vyplnené správne',
      de: 'Bitte prüfen Sie, ob das Feld {input} korrekt ausgefüllt ist',
    },
    verificationUnknown: {
      cs: messages.verificationUnknown,
      sk: 'Niečo sa pokazilo',
      de: 'Etwas ist schiefgelaufen',
    },
    passwordsMismatch: {
      cs: messages.passwordsMismatch,
      sk: 'Nepodarilo sa vám napísať heslo 2× rovnako.',
      de: 'Die beiden Passwörter stimmen nicht überein.',
    },
    reviewRatingRequired: {
      cs: messages.reviewRatingRequired,
      sk: 'Ohodnoťte tovar aspoň pomocou hviezdičiek',
      de: 'Bewerten Sie das Produkt bitte mindestens mit Sternen',
    },
    reviewProductNotPurchased: {
      cs: messages.reviewProductNotPurchased,
      sk: 'Recenzovaný produkt ste zatiaľ nekúpili alebo ešte nebol odoslaný',
      de: 'Sie haben das bewertete Produkt noch nicht gekauft oder es wurde noch nicht versandt',
    },
    newsletterEmailRequired: {
      cs: messages.newsletterEmailRequired,
      sk: 'Ak chcete dostávať novinky, musíte vyplniť e-mail.',
      de: 'Wenn Sie Neuigkeiten erhalten möchten, geben Sie bitte Ihre E-Mail-Adresse ein.',
    },
    newsletterSuccess: {
      cs: messages.newsletterSuccess,
      sk: 'Prihlásenie bolo úspešné',
      de: 'Die Anmeldung war erfolgreich',
    },
    quantityMax: {
      cs: messages.quantityMax,
      sk: 'O tento produkt je teraz veľký záujem. Aby sa ušlo aj ostatným, môžete kúpiť max. {limit} {unit}.',
      de: 'Dieses Produkt ist gerade sehr gefragt. Damit es für alle reicht, können Sie höchstens {limit} {unit} kaufen.',
    },
    quantityMin: {
      cs: messages.quantityMin,
      sk: 'Musíte kúpiť minimálne {limit} {unit} tohto produktu.',
      de: 'Von diesem Produkt müssen Sie mindestens {limit} {unit} kaufen.',
    },
    variantRequired: {
      cs: messages.variantRequired,
      sk: 'Prosím, vyberte variant',
      de: 'Bitte wählen Sie eine Variante',
    },
    notAvailable: {
      cs: messages.notAvailable,
      sk: 'Nie je na sklade',
      de: 'Nicht auf Lager',
    },
    genericErrorTitle: {
      cs: messages.genericErrorTitle,
      sk: 'Niečo sa pokazilo',
      de: 'Etwas ist schiefgelaufen',
    },
    genericErrorText: {
      cs: messages.genericErrorText,
      sk: 'Ospravedlňujeme sa, ak sa problém opakuje, kontaktujte nás.',
      de: 'Es tut uns leid. Wenn das Problem weiterhin besteht, kontaktieren Sie uns bitte.',
    },
    cartItemUpdated: {
      cs: messages.cartItemUpdated,
      sk: 'Množstvo bolo upravené',
      de: 'Die Menge wurde angepasst',
    },
    batchAddSuccess: {
      cs: messages.batchAddSuccess,
      sk: 'Produkty boli vložené do košíka',
      de: 'Die Produkte wurden in den Warenkorb gelegt',
    },
    minimumOrderRemaining: {
      cs: messages.minimumOrderRemaining,
      sk: 'Do minimálnej výšky objednávky vám zostáva ešte {remainingPrice}',
      de: 'Bis zum Mindestbestellwert fehlen Ihnen noch {remainingPrice}',
    },
    shipperCountryMismatch: {
      cs: messages.shipperCountryMismatch,
      sk: 'Zvoleného dopravcu nemožno kombinovať so zvolenou krajinou doručenia',
      de: 'Der gewählte Versanddienst ist mit dem gewählten Lieferland nicht kombinierbar',
    },
    currencyCountryMismatch: {
      cs: messages.currencyCountryMismatch,
      sk: 'Zvolenú menu nemožno kombinovať so zvolenou krajinou doručenia',
      de: 'Die gewählte Währung ist mit dem gewählten Lieferland nicht kombinierbar',
    },
    freePrice: {
      cs: messages.freePrice,
      sk: 'Zadarmo',
      de: 'Kostenlos',
    },
    wishListAdded: {
      cs: messages.wishListAdded,
      sk: 'Produkt bol pridaný do obľúbených',
      de: 'Das Produkt wurde zu den Favoriten hinzugefügt',
    },
    loginRequired: {
      cs: messages.loginRequired,
      sk: 'Najprv sa musíte prihlásiť',
      de: 'Bitte melden Sie sich zuerst an',
    },
    loginAsCustomerSuccess: {
      cs: messages.loginAsCustomerSuccess,
      sk: 'Prihlásenie za zákazníka bolo úspešné',
      de: 'Die Anmeldung als Kunde war erfolgreich',
    },
    loginAsCustomerFailure: {
      cs: messages.loginAsCustomerFailure,
      sk: 'Prihlásenie za zákazníka sa nepodarilo',
      de: 'Die Anmeldung als Kunde ist fehlgeschlagen',
    },
  },
  checkoutMessages: {
    required: {
      cs: checkoutMessages.required,
      sk: 'Vyplňte, prosím, toto pole',
      de: 'Bitte füllen Sie dieses Feld aus',
    },
    terms: {
      cs: checkoutMessages.terms,
      sk: 'Na dokončenie objednávky je potrebné súhlasiť s obchodnými podmienkami',
      de: 'Um die Bestellung abzuschließen, müssen Sie den Allgemeinen Geschäftsbedingungen zustimmen',
    },
    passwordTooShort: {
      cs: checkoutMessages.passwordTooShort,
      sk: 'Heslo musí mať aspoň 8 znakov',
      de: 'Das Passwort muss mindestens 8 Zeichen haben',
    },
    businessTerms: {
      cs: checkoutMessages.businessTerms,
      sk: 'Pre nákup na firmu je potrebné súhlasiť s obchodnými podmienkami pre firmy',
      de: 'Für den Einkauf als Firma müssen Sie den Geschäftsbedingungen für Firmen zustimmen',
    },
  },
  accountMessages: {
    required: {
      cs: accountMessages.required,
      sk: 'Vyplňte, prosím, toto pole',
      de: 'Bitte füllen Sie dieses Feld aus',
    },
    passwordTooShort: {
      cs: accountMessages.passwordTooShort,
      sk: 'Heslo musí mať aspoň 8 znakov',
      de: 'Das Passwort muss mindestens 8 Zeichen haben',
    },
    terms: {
      cs: accountMessages.terms,
      sk: 'Na vytvorenie účtu je potrebné súhlasiť s obchodnými podmienkami a so spracovaním osobných údajov',
      de: 'Um ein Konto anzulegen, müssen Sie den Allgemeinen Geschäftsbedingungen und der Verarbeitung personenbezogener Daten zustimmen',
    },
    registrationLinkSent: {
      cs: accountMessages.registrationLinkSent,
      sk: 'Na zadaný e-mail sme poslali správu s odkazom, ktorým registráciu dokončíte. Odkaz platí 24 hodín.',
      de: 'Wir haben an die angegebene E-Mail-Adresse eine Nachricht mit einem Link gesendet, mit dem Sie die Registrierung abschließen. Der Link gilt 24 Stunden.',
    },
    registrationLinkInvalid: {
      cs: accountMessages.registrationLinkInvalid,
      sk: 'Odkaz na dokončenie registrácie je neplatný alebo vypršal. Zaregistrujte sa, prosím, znova.',
      de: 'Der Link zum Abschließen der Registrierung ist ungültig oder abgelaufen. Bitte registrieren Sie sich erneut.',
    },
    passwordGuessable: {
      cs: accountMessages.passwordGuessable,
      sk: 'Toto heslo sa dá príliš ľahko uhádnuť: patrí k najčastejším alebo uniknutým heslám, alebo obsahuje vaše meno či e-mail. Zvoľte si prosím iné.',
      de: 'Dieses Passwort ist zu leicht zu erraten: Es gehört zu den häufigsten oder geleakten Passwörtern oder enthält Ihren Namen oder Ihre E-Mail-Adresse. Bitte wählen Sie ein anderes.',
    },
    oldPassword: {
      cs: accountMessages.oldPassword,
      sk: 'Súčasné heslo nesúhlasí.',
      de: 'Das aktuelle Passwort stimmt nicht.',
    },
    resetLinkInvalid: {
      cs: accountMessages.resetLinkInvalid,
      sk: 'Odkaz na nastavenie nového hesla je neplatný alebo vypršal. Požiadajte, prosím, o nový.',
      de: 'Der Link zum Festlegen eines neuen Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    },
    resetLinkSent: {
      cs: accountMessages.resetLinkSent,
      sk: 'Ak má tento e-mail u nás účet, poslali sme naň odkaz na nastavenie nového hesla. Platí 1 hodinu.',
      de: 'Wenn zu dieser E-Mail-Adresse ein Konto besteht, haben wir ihr einen Link zum Festlegen eines neuen Passworts gesendet. Er gilt 1 Stunde.',
    },
    passwordChanged: {
      cs: accountMessages.passwordChanged,
      sk: 'Heslo bolo zmenené.',
      de: 'Das Passwort wurde geändert.',
    },
    country: {
      cs: accountMessages.country,
      sk: 'Vyberte, prosím, krajinu',
      de: 'Bitte wählen Sie ein Land',
    },
    addressLimit: {
      cs: accountMessages.addressLimit,
      sk: 'Uložiť možno najviac {limit} adries. Niektorú, prosím, najprv zmažte.',
      de: 'Es lassen sich höchstens {limit} Adressen speichern. Bitte löschen Sie zuerst eine.',
    },
    userUpdated: {
      cs: accountMessages.userUpdated,
      sk: 'Údaje boli uložené.',
      de: 'Die Angaben wurden gespeichert.',
    },
  },
  accountManageMessages: {
    operatorLoginOk: {
      cs: accountManageMessages.operatorLoginOk,
      sk: 'Prihlásenie za zákazníka bolo úspešné',
      de: 'Die Anmeldung als Kunde war erfolgreich',
    },
    operatorLoginFailed: {
      cs: accountManageMessages.operatorLoginFailed,
      sk: 'Prihlásenie za zákazníka sa nepodarilo',
      de: 'Die Anmeldung als Kunde ist fehlgeschlagen',
    },
    restricted: {
      cs: accountManageMessages.restricted,
      sk: 'Tento účet sa teraz nemôže prihlásiť. Kontaktujte nás, prosím.',
      de: 'Dieses Konto kann sich derzeit nicht anmelden. Bitte kontaktieren Sie uns.',
    },
    deletePassword: {
      cs: accountManageMessages.deletePassword,
      sk: 'Heslo nesúhlasí.',
      de: 'Das Passwort stimmt nicht.',
    },
    deleteConfirm: {
      cs: accountManageMessages.deleteConfirm,
      sk: 'Potvrďte, prosím, že chcete účet zmazať.',
      de: 'Bitte bestätigen Sie, dass Sie das Konto löschen möchten.',
    },
    deleted: {
      cs: accountManageMessages.deleted,
      sk: 'Váš účet bol zmazaný. Ďakujeme, že ste u nás nakupovali.',
      de: 'Ihr Konto wurde gelöscht. Vielen Dank, dass Sie bei uns eingekauft haben.',
    },
  },
  contactFormMessages: {
    required: {
      cs: contactFormMessages.required,
      sk: 'Vyplňte, prosím, toto pole',
      de: 'Bitte füllen Sie dieses Feld aus',
    },
    messageTooShort: {
      cs: contactFormMessages.messageTooShort,
      sk: `Napíšte nám, prosím, aspoň ${CONTACT_FORM_LIMITS.messageMin} znakov, nech vieme, s čím pomôcť.`,
      de: `Bitte schreiben Sie uns mindestens ${CONTACT_FORM_LIMITS.messageMin} Zeichen, damit wir wissen, wobei wir helfen können.`,
    },
    messageTooLong: {
      cs: contactFormMessages.messageTooLong,
      sk: `Správa môže mať najviac ${thousands(CONTACT_FORM_LIMITS.message)} znakov.`,
      de: `Die Nachricht darf höchstens ${thousands(CONTACT_FORM_LIMITS.message)} Zeichen haben.`,
    },
    tooLong: {
      cs: contactFormMessages.tooLong,
      sk: 'Tento údaj je príliš dlhý.',
      de: 'Diese Angabe ist zu lang.',
    },
    orderCode: {
      cs: contactFormMessages.orderCode,
      sk: 'Číslo objednávky obsahuje iba písmená, číslice a pomlčky.',
      de: 'Die Bestellnummer enthält nur Buchstaben, Ziffern und Bindestriche.',
    },
    consent: {
      cs: contactFormMessages.consent,
      sk: 'Na odoslanie správy je potrebné súhlasiť so spracovaním osobných údajov.',
      de: 'Um die Nachricht zu senden, müssen Sie der Verarbeitung personenbezogener Daten zustimmen.',
    },
    sent: {
      cs: contactFormMessages.sent,
      sk: 'Ďakujeme, vašu správu sme prijali. Odpovieme vám e-mailom zvyčajne do jedného pracovného dňa.',
      de: 'Vielen Dank, wir haben Ihre Nachricht erhalten. Wir antworten Ihnen per E-Mail in der Regel innerhalb eines Werktages.',
    },
  },
  newsletterMessages: {
    emailRequired: {
      cs: newsletterMessages.emailRequired,
      sk: 'Ak chcete dostávať novinky, musíte vyplniť e-mail.',
      de: 'Wenn Sie Neuigkeiten erhalten möchten, geben Sie bitte Ihre E-Mail-Adresse ein.',
    },
    email: {
      cs: newsletterMessages.email,
      sk: 'E-mail nie je v správnom formáte',
      de: 'Die E-Mail-Adresse hat kein gültiges Format',
    },
    tooLong: {
      cs: newsletterMessages.tooLong,
      sk: 'Tento e-mail je príliš dlhý.',
      de: 'Diese E-Mail-Adresse ist zu lang.',
    },
    terms: {
      cs: newsletterMessages.terms,
      sk: 'Na odber noviniek je potrebné súhlasiť so spracovaním osobných údajov.',
      de: 'Für den Newsletter müssen Sie der Verarbeitung personenbezogener Daten zustimmen.',
    },
    callbackUrl: {
      cs: newsletterMessages.callbackUrl,
      sk: 'Odkaz na potvrdenie odberu musí viesť na stránky obchodu.',
      de: 'Der Link zur Bestätigung des Abonnements muss auf die Seiten des Shops führen.',
    },
    subscribed: {
      cs: newsletterMessages.subscribed,
      sk: 'Prihlásenie bolo úspešné',
      de: 'Die Anmeldung war erfolgreich',
    },
    activationInvalid: {
      cs: newsletterMessages.activationInvalid,
      sk: 'Odkaz na potvrdenie odberu nie je platný alebo už vypršal.',
      de: 'Der Link zur Bestätigung des Abonnements ist ungültig oder bereits abgelaufen.',
    },
    unsubscribeInvalid: {
      cs: newsletterMessages.unsubscribeInvalid,
      sk: 'Odkaz na odhlásenie nie je platný.',
      de: 'Der Link zum Abmelden ist ungültig.',
    },
  },
  reviewMessages: {
    ratingRequired: {
      cs: reviewMessages.ratingRequired,
      sk: 'Ohodnoťte tovar aspoň pomocou hviezdičiek',
      de: 'Bewerten Sie das Produkt bitte mindestens mit Sternen',
    },
    textTooLong: {
      cs: reviewMessages.textTooLong,
      sk: `Text recenzie môže mať najviac ${REVIEW_TEXT_MAX} znakov`,
      de: `Der Text der Bewertung darf höchstens ${REVIEW_TEXT_MAX} Zeichen haben`,
    },
    notPurchased: {
      cs: reviewMessages.notPurchased,
      sk: 'Recenzovaný produkt ste zatiaľ nekúpili alebo ešte nebol odoslaný',
      de: 'Sie haben das bewertete Produkt noch nicht gekauft oder es wurde noch nicht versandt',
    },
  },
  shoppingListMessages: {
    wishlistName: {
      cs: shoppingListMessages.wishlistName,
      sk: 'Obľúbené',
      de: 'Favoriten',
    },
    nameRequired: {
      cs: shoppingListMessages.nameRequired,
      sk: 'Vyplňte, prosím, názov zoznamu',
      de: 'Bitte geben Sie den Namen der Liste ein',
    },
    nameTooLong: {
      cs: shoppingListMessages.nameTooLong,
      sk: 'Názov zoznamu môže mať najviac {max} znakov',
      de: 'Der Name der Liste darf höchstens {max} Zeichen haben',
    },
    listLimit: {
      cs: shoppingListMessages.listLimit,
      sk: 'Nákupných zoznamov môžete mať najviac {limit}. Niektorý, prosím, najprv zmažte.',
      de: 'Sie können höchstens {limit} Einkaufslisten haben. Bitte löschen Sie zuerst eine.',
    },
    itemLimit: {
      cs: shoppingListMessages.itemLimit,
      sk: 'Na jeden zoznam možno uložiť najviac {limit} produktov.',
      de: 'Auf einer Liste lassen sich höchstens {limit} Produkte speichern.',
    },
    amount: {
      cs: shoppingListMessages.amount,
      sk: 'Množstvo musí byť celé číslo od {min} do {max}',
      de: 'Die Menge muss eine ganze Zahl von {min} bis {max} sein',
    },
    noteTooLong: {
      cs: shoppingListMessages.noteTooLong,
      sk: 'Poznámka môže mať najviac {max} znakov',
      de: 'Die Notiz darf höchstens {max} Zeichen haben',
    },
    unknownVariant: {
      cs: shoppingListMessages.unknownVariant,
      sk: 'Tento produkt už nepredávame',
      de: 'Dieses Produkt verkaufen wir nicht mehr',
    },
    wishlistFixed: {
      cs: shoppingListMessages.wishlistFixed,
      sk: 'Zoznam obľúbených nemožno premenovať ani zmazať',
      de: 'Die Favoritenliste lässt sich weder umbenennen noch löschen',
    },
  },
  withdrawalMessages: {
    sealedHygiene: {
      cs: withdrawalMessages.sealedHygiene,
      sk: 'Tovar v ochrannom obale, ktorý z hygienických dôvodov nemožno vrátiť po porušení obalu (§ 1837 českého Občianskeho zákonníka): od zmluvy možno odstúpiť, iba ak je obal neporušený.',
      de: 'Ware in einer Schutzverpackung, die aus hygienischen Gründen nach dem Öffnen der Verpackung nicht zurückgegeben werden kann (§ 1837 des tschechischen Bürgerlichen Gesetzbuchs): Ein Widerruf ist nur bei unbeschädigter Verpackung möglich.',
    },
  },
  bankAccountMessages: {
    required: {
      cs: bankAccountMessages.required,
      sk: 'Vyplňte číslo účtu, na ktorý vám vrátime peniaze',
      de: 'Bitte geben Sie die Kontonummer ein, auf die wir Ihnen das Geld zurücküberweisen',
    },
    invalid: {
      cs: bankAccountMessages.invalid,
      sk: 'Číslo účtu nie je platné: zadajte IBAN (napr. SK31 1200 0000 1987 4263 7541) alebo české číslo účtu v tvare predčíslie-číslo/kód banky',
      de: 'Die Kontonummer ist ungültig: Geben Sie eine IBAN (z. B. DE89 3704 0044 0532 0130 00) oder eine tschechische Kontonummer in der Form Präfix-Nummer/Bankleitzahl ein',
    },
    country: {
      cs: bankAccountMessages.country,
      sk: 'IBAN z tejto krajiny neprijímame: zadajte účet vedený v banke v Európe',
      de: 'IBANs aus diesem Land nehmen wir nicht an: Geben Sie ein Konto bei einer Bank in Europa an',
    },
    length: {
      cs: bankAccountMessages.length,
      sk: 'IBAN z krajiny {country} má mať {length} znakov',
      de: 'Eine IBAN aus dem Land {country} hat {length} Zeichen',
    },
  },
  personalExtraMessages: {
    formalTitle: {
      cs: personalExtraMessages.formalTitle,
      sk: 'Vyberte oslovenie: pán, alebo pani.',
      de: 'Wählen Sie die Anrede: Herr oder Frau.',
    },
    dateOfBirthFormat: {
      cs: personalExtraMessages.dateOfBirthFormat,
      sk: 'Zadajte dátum narodenia v tvare RRRR-MM-DD, napr. 1985-04-23.',
      de: 'Geben Sie das Geburtsdatum in der Form JJJJ-MM-TT ein, z. B. 1985-04-23.',
    },
    dateOfBirthFuture: {
      cs: personalExtraMessages.dateOfBirthFuture,
      sk: 'Dátum narodenia musí byť v minulosti.',
      de: 'Das Geburtsdatum muss in der Vergangenheit liegen.',
    },
    dateOfBirthTooOld: {
      cs: personalExtraMessages.dateOfBirthTooOld,
      sk: 'Dátum narodenia môže byť najviac 130 rokov dozadu.',
      de: 'Das Geburtsdatum darf höchstens 130 Jahre zurückliegen.',
    },
    icdph: {
      cs: personalExtraMessages.icdph,
      sk: 'IČ DPH má tvar SK a 10 číslic, napr. SK2020123456.',
      de: 'Die slowakische USt-IdNr. (IČ DPH) besteht aus SK und 10 Ziffern, z. B. SK2020123456.',
    },
    customOrderNumber: {
      cs: personalExtraMessages.customOrderNumber,
      sk: 'Vlastné číslo objednávky môže mať najviac 50 znakov a iba písmená, číslice, medzery a znaky - / . _ #.',
      de: 'Die eigene Bestellnummer darf höchstens 50 Zeichen haben, nur Buchstaben, Ziffern, Leerzeichen und die Zeichen - / . _ #.',
    },
  },
  serviceCaseErrors: {
    orderNotFound: {
      cs: serviceCaseErrors.orderNotFound,
      sk: 'Objednávku s týmto číslom a e-mailom sme nenašli. Skontrolujte, prosím, číslo objednávky a e-mail, ktorý ste v nej uviedli.',
      de: 'Eine Bestellung mit dieser Nummer und E-Mail-Adresse haben wir nicht gefunden. Bitte prüfen Sie die Bestellnummer und die E-Mail-Adresse, die Sie in der Bestellung angegeben haben.',
    },
    orderCodeRequired: {
      cs: serviceCaseErrors.orderCodeRequired,
      sk: 'Vyplňte číslo objednávky',
      de: 'Bitte geben Sie die Bestellnummer ein',
    },
    emailRequired: {
      cs: serviceCaseErrors.emailRequired,
      sk: 'Vyplňte e-mail, ktorý ste uviedli v objednávke',
      de: 'Bitte geben Sie die E-Mail-Adresse ein, die Sie in der Bestellung angegeben haben',
    },
    orderCancelled: {
      cs: serviceCaseErrors.orderCancelled,
      sk: 'Objednávka bola zrušená: nie je v nej čo reklamovať ani vracať.',
      de: 'Die Bestellung wurde storniert: Es gibt darin nichts zu reklamieren oder zurückzugeben.',
    },
    notShipped: {
      cs: serviceCaseErrors.notShipped,
      sk: 'Objednávka ešte nebola odoslaná: reklamovať možno až doručený tovar. Objednávku môžete zrušiť cez kontaktný formulár.',
      de: 'Die Bestellung wurde noch nicht versandt: Reklamieren lässt sich erst gelieferte Ware. Sie können die Bestellung über das Kontaktformular stornieren.',
    },
    noItems: {
      cs: serviceCaseErrors.noItems,
      sk: 'Vyberte aspoň jednu položku a počet kusov',
      de: 'Wählen Sie mindestens einen Artikel und die Stückzahl',
    },
    unknownItem: {
      cs: serviceCaseErrors.unknownItem,
      sk: 'Táto položka v objednávke nie je',
      de: 'Dieser Artikel ist nicht in der Bestellung',
    },
    tooManyPieces: {
      cs: serviceCaseErrors.tooManyPieces,
      sk: 'Objednali ste iba {amount} ks',
      de: 'Sie haben nur {amount} Stück bestellt',
    },
    reasonRequired: {
      cs: serviceCaseErrors.reasonRequired,
      sk: 'Opíšte, prosím, dôvod',
      de: 'Bitte beschreiben Sie den Grund',
    },
    complaintReasonRequired: {
      cs: serviceCaseErrors.complaintReasonRequired,
      sk: 'Opíšte, prosím, v čom je chyba tovaru',
      de: 'Bitte beschreiben Sie den Mangel der Ware',
    },
    reasonTooLong: {
      cs: serviceCaseErrors.reasonTooLong,
      sk: `Text môže mať najviac ${SERVICE_CASE_REASON_MAX} znakov`,
      de: `Der Text darf höchstens ${SERVICE_CASE_REASON_MAX} Zeichen haben`,
    },
    withdrawalExpired: {
      cs: serviceCaseErrors.withdrawalExpired,
      sk: 'Lehota 14 dní na odstúpenie od zmluvy uplynula {deadline}. Chybný tovar môžete ďalej reklamovať.',
      de: 'Die Widerrufsfrist von 14 Tagen ist am {deadline} abgelaufen. Mangelhafte Ware können Sie weiterhin reklamieren.',
    },
    codeInvalid: {
      cs: serviceCaseErrors.codeInvalid,
      sk: 'Kód neplatí alebo vypršal. Nechajte si poslať nový.',
      de: 'Der Code ist ungültig oder abgelaufen. Lassen Sie sich einen neuen schicken.',
    },
    codeRequired: {
      cs: serviceCaseErrors.codeRequired,
      sk: 'Opíšte overovací kód, ktorý sme poslali na e-mail objednávky.',
      de: 'Geben Sie den Bestätigungscode ein, den wir an die E-Mail-Adresse der Bestellung geschickt haben.',
    },
  },
  couponErrors: {
    unknown: {
      cs: couponErrors.unknown,
      sk: 'Zľavový kód neexistuje',
      de: 'Diesen Rabattcode gibt es nicht',
    },
    notYet: {
      cs: couponErrors.notYet,
      sk: 'Zľavový kód zatiaľ neplatí',
      de: 'Der Rabattcode gilt noch nicht',
    },
    expired: {
      cs: couponErrors.expired,
      sk: 'Platnosť zľavového kódu vypršala',
      de: 'Der Rabattcode ist abgelaufen',
    },
    usedUp: {
      cs: couponErrors.usedUp,
      sk: 'Zľavový kód už bol vyčerpaný',
      de: 'Der Rabattcode ist bereits aufgebraucht',
    },
    currency: {
      cs: couponErrors.currency,
      sk: 'Zľavový kód nemožno použiť v tejto mene',
      de: 'Der Rabattcode gilt nicht in dieser Währung',
    },
  },
} as const satisfies Record<string, Record<string, RuleText>>;

type Groups = typeof RULE_TEXTS;
export type RuleTextGroup = keyof Groups;

/** Every rule text in one language, group by group, key by key. */
export type RuleTexts = { [G in RuleTextGroup]: Record<keyof Groups[G], string> };

/** The table in one language. */
export function ruleTextsIn(locale: RuleTextLocale): RuleTexts {
  return Object.fromEntries(
    Object.entries(RULE_TEXTS).map(([group, texts]) => [
      group,
      Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, (text as RuleText)[locale]])),
    ]),
  ) as RuleTexts;
}

/** The generic failure a form shows: the generic title and text in one line. */
export const GENERIC_FAILURE = `${messages.genericErrorTitle}. ${messages.genericErrorText}`;

interface Template {
  group: RuleTextGroup;
  key: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function template(group: RuleTextGroup, key: string, text: string): Template {
  const names: string[] = [];
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { group, key, pattern: new RegExp(`^${source}$`, 's'), names };
}

// Texts without placeholders first: a placeholder matches anything.
const TEMPLATES: Template[] = Object.entries(RULE_TEXTS)
  .flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => template(group as RuleTextGroup, key, (text as RuleText).cs)),
  )
  .sort((a, b) => a.names.length - b.names.length);

/**
 * A rule's Czech text in the language of `texts`, its placeholders' values kept; any other text (a
 * catalogue's, or the store API's already in the shopper's language) as it is.
 */
export function localizeRuleText(text: string, texts: RuleTexts): string {
  if (text === GENERIC_FAILURE)
    return `${texts.messages.genericErrorTitle}. ${texts.messages.genericErrorText}`;
  for (const t of TEMPLATES) {
    const match = t.pattern.exec(text);
    if (!match) continue;
    const target = (texts[t.group] as Record<string, string> | undefined)?.[t.key];
    if (!target) return text;
    return format(target, Object.fromEntries(t.names.map((name, i) => [name, match[i + 1]!])));
  }
  return text;
}
