import polyglotI18nProvider from 'ra-i18n-polyglot';
import czech from 'ra-language-czech';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

/** What ra-language-czech has not translated yet, the back office's own texts and resource names. */
const own = {
  ra: {
    action: { reset: 'Obnovit', search_columns: 'Hledat sloupce' },
    page: { edit: '%{name} %{recordRepresentation}', show: '%{name} %{recordRepresentation}' },
    notification: { offline: 'Bez připojení. Data se nepodařilo načíst.' },
    guesser: { empty: { title: 'Žádná data', message: 'Zkontrolujte zdroj dat' } },
  },
  resources: {
    orders: {
      name: 'Objednávka |||| Objednávky',
      fields: {
        code: 'Kód',
        createdAt: 'Vytvořena',
        customerName: 'Zákazník',
        state: 'Stav',
        paymentStatus: 'Platba',
        paymentKind: 'Způsob platby',
        shipperName: 'Doprava',
        totalWithTax: 'Celkem s DPH',
        currency: 'Měna',
        from: 'Od',
        to: 'Do',
        q: 'Hledat',
      },
    },
    'bank-movements': {
      name: 'Bankovní výpisy |||| Bankovní výpisy',
      fields: { state: 'Stav', match: 'Párování' },
    },
    'service-cases': {
      name: 'Reklamace a vrácení |||| Reklamace a vrácení',
      fields: {
        caseNumber: 'Číslo případu',
        kind: 'Druh',
        orderCode: 'Objednávka',
        email: 'E-mail',
        state: 'Stav',
        createdAt: 'Přijato',
        updatedAt: 'Změněno',
        q: 'Hledat',
      },
    },
    customers: {
      name: 'Zákazník |||| Zákazníci',
      fields: {
        email: 'E-mail',
        phone: 'Telefon',
        tin: 'IČO',
        groups: 'Skupiny',
        group: 'Skupina',
        blocked: 'Stav účtu',
        blockedAt: 'Stav účtu',
        createdAt: 'Registrace',
        q: 'Hledat',
      },
    },
    'customer-groups': { name: 'Skupina zákazníků |||| Skupiny zákazníků' },
    operators: {
      name: 'Operátor |||| Operátoři',
      fields: {
        name: 'Jméno',
        email: 'E-mail',
        role: 'Role',
        password: 'První heslo',
        totpEnabled: 'Ověření kódem',
        blocked: 'Zablokovaný',
        createdAt: 'Vytvořen',
        lastLoginAt: 'Poslední přihlášení',
      },
    },
    roles: {
      name: 'Role |||| Role',
      fields: { code: 'Kód', name: 'Název', permissions: 'Oprávnění', builtIn: 'Vestavěná' },
    },
    'api-keys': {
      name: 'API klíč |||| API klíče',
      fields: {
        name: 'Název',
        prefix: 'Začátek klíče',
        permissions: 'Oprávnění',
        createdAt: 'Vytvořen',
        createdBy: 'Vytvořil',
        lastUsedAt: 'Naposledy použit',
        revokedAt: 'Zneplatněn',
      },
    },
    audit: {
      name: 'Auditní záznam |||| Auditní záznam',
      fields: {
        at: 'Kdy',
        actor: 'Kdo',
        ip: 'Adresa',
        action: 'Akce',
        objectType: 'Objekt',
        objectId: 'ID objektu',
        before: 'Před změnou',
        after: 'Po změně',
        q: 'Hledat',
        from: 'Od',
        to: 'Do',
      },
    },
  },
};

const messages = mergeTranslations(czech as TranslationMessages, own as unknown as TranslationMessages);

export const i18nProvider = polyglotI18nProvider(() => messages, 'cs', [{ locale: 'cs', name: 'Čeština' }], {
  allowMissing: true,
});
