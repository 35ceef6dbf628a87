import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartChangeResponse, errorResponse, locales, type ApiError } from '@shop/contract';
import { RULE_TEXTS, format, messages, withdrawalMessages } from '@shop/rules';
import { errorTitle } from '../src/http/error-language.ts';
import { errorTexts, type ErrorText } from '../src/http/error-texts.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { registerThroughMail } from './support/registration.ts';

// Refusals answer shoppers in the locale of `x-locale` (Czech when it is missing or unknown); the
// back office stays Czech. Over HTTP on a fresh database (embedded, or PostgreSQL with TEST_DATABASE_URL).

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the error catalogue', () => {
  const entries = Object.entries(errorTexts as Record<string, ErrorText>);

  it.each(entries)('%s has a text in every locale, with the same placeholders', (_code, text) => {
    for (const locale of locales) {
      expect(text[locale]?.trim(), locale).toBeTruthy();
      expect(placeholders(text[locale]), locale).toEqual(placeholders(text.cs));
    }
  });

  // The storefront shows the same rule texts from the rules' one table: a shopper reads one
  // wording whether the page or the store API refused.
  it('takes every rule’s text from the rules’ table', () => {
    const rules = Object.values(RULE_TEXTS).flatMap((texts) =>
      Object.values(texts as Record<string, ErrorText>),
    );
    let compared = 0;
    for (const [code, text] of entries) {
      const same = rules.filter((r) => r.cs === text.cs);
      if (same.length === 0) continue;
      expect(same.includes(text), code).toBe(true);
      compared++;
    }
    expect(compared).toBeGreaterThan(70);
  });

  it('gives one Czech text one translation, whichever code names it', () => {
    const byCzech = new Map<string, ErrorText>();
    for (const [code, text] of entries) {
      const seen = byCzech.get(text.cs);
      if (seen) expect(text, code).toEqual(seen);
      byCzech.set(text.cs, text);
    }
  });
});

describe('errorTitle', () => {
  it.each([
    ['coupon.unknown', 'Slevový kód neexistuje', 'sk', 'Zľavový kód neexistuje'],
    ['coupon.unknown', 'Slevový kód neexistuje', 'cs', 'Slevový kód neexistuje'],
    // A field rule's message carries the status's code: found by its Czech text.
    ['invalid', 'PSČ musí obsahovat 5 čísel', 'de', 'Die Postleitzahl muss 5 Ziffern haben'],
    // Placeholders keep the values the Czech text was filled with.
    [
      'login.tooMany',
      'Příliš mnoho pokusů o přihlášení. Zkuste to prosím znovu za 7 min.',
      'sk',
      'Príliš veľa pokusov o prihlásenie. Skúste to prosím znova o 7 min.',
    ],
    [
      'invalid',
      'Nákupních seznamů můžete mít nejvýše 20. Nějaký prosím nejdříve smažte.',
      'de',
      'Sie können höchstens 20 Einkaufslisten haben. Bitte löschen Sie zuerst eine.',
    ],
    // A code's own text that is not the title: the title is more specific, so it is looked up by itself.
    ['not_found', 'Dopravce neexistuje', 'de', 'Diesen Versanddienst gibt es nicht'],
    // A rule's text no code names is translated from the rules' table too.
    ['invalid', withdrawalMessages.sealedHygiene, 'sk', RULE_TEXTS.withdrawalMessages.sealedHygiene.sk],
    [
      'invalid',
      format(messages.quantityMax, { limit: 3, unit: 'ks' }),
      'de',
      format(RULE_TEXTS.messages.quantityMax.de, { limit: 3, unit: 'ks' }),
    ],
    // A text the catalogue does not know stays Czech rather than becoming something else.
    ['not_found', 'Tuhle větu nikdo nepřeložil', 'sk', 'Tuhle větu nikdo nepřeložil'],
  ] as const)('%s "%s" in %s', (code, title, locale, expected) => {
    expect(errorTitle(code, title, locale)).toBe(expected);
  });
});

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

type Headers = Record<string, string>;
let client = 0;
/** A client address of its own per call, so that throttles never answer instead of the rule. */
const shopper = (locale?: string): Headers => ({
  'x-forwarded-for': `198.51.100.${++client}`,
  ...(locale ? { 'x-locale': locale } : {}),
});
let serial = 0;
const nextEmail = (what: string) => `${what}.${++serial}@example.cz`;

async function call(method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload ? { payload: payload as object } : {}),
  });
  return {
    status: res.statusCode,
    errors: res.statusCode >= 400 ? errorResponse.parse(res.json()).errors : [],
  };
}

const registration = (email: string) => ({
  firstName: 'Jana',
  lastName: 'Nováková',
  email,
  phone: '+420 777 123 456',
  password: 'Heslo-pro-test-1',
  password_confirmation: 'Heslo-pro-test-1',
  newsletter: false,
  terms: true,
});

async function guestCart(headers: Headers) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers,
    payload: { id: 101, amount: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return cartChangeResponse.parse(res.json()).meta.guestCartToken!;
}

function customerToken() {
  return registerThroughMail(t, registration(nextEmail('adresy')), shopper());
}

/** A refusal as a shopper meets it, asked in one locale: status and the errors' field, code and title. */
type Refusal = (locale: string | undefined) => Promise<{ status: number; errors: ApiError[] }>;

const refusals: Record<string, Refusal> = {
  'login failure': (locale) =>
    call('POST', '/api/oauth/login', shopper(locale), {
      email: nextEmail('nikdo'),
      password: 'spatne-heslo',
    }),
  'registration with a bad e-mail': (locale) =>
    // An e-mail of its own per call: the per-e-mail throttle counts refused forms too.
    call('POST', '/api/v1/register', shopper(locale), registration(`jana.${++serial}@`)),
  'registration link unknown': (locale) =>
    call('POST', '/api/v1/register/confirm', shopper(locale), { token: 'a'.repeat(43) }),
  'unknown coupon': async (locale) => {
    const headers = shopper(locale);
    const token = await guestCart(headers);
    return call(
      'POST',
      '/api/v1/cart/coupon',
      { ...headers, 'x-cart-token': token },
      { couponCode: 'NIKDY' },
    );
  },
  'cart amount over the limit': (locale) =>
    call('POST', '/api/v1/cart/items', shopper(locale), { id: 101, amount: 10_000 }),
  'order with missing fields': async (locale) => {
    const headers = shopper(locale);
    const token = await guestCart(headers);
    return call(
      'POST',
      '/api/v1/cart/place',
      { ...headers, 'x-cart-token': token },
      {
        shipperId: 2,
        shipperBranchId: 'CZ001',
        paymentId: 1,
        deliveryTimeSlot: null,
        terms: true,
        billingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
        shippingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
        customer: {
          name: 'Jan Novák',
          firstName: 'Jan',
          lastName: 'Novák',
          email: '',
          phone: '+420 777 123 456',
        },
      },
    );
  },
  'address with a bad postcode': async (locale) => {
    const token = await customerToken();
    return call(
      'POST',
      '/api/v1/user/addresses',
      { ...shopper(locale), authorization: `Bearer ${token}` },
      {
        type: 'delivery',
        name: 'Jana Nováková',
        street: 'Dlouhá 5',
        city: 'Praha',
        postcode: '1100',
        country_code: 'cze',
        phone: '',
      },
    );
  },
  'newsletter with an empty e-mail': (locale) =>
    call('POST', '/api/v1/newsletter/subscribe', shopper(locale), {
      email: '',
      callbackUrl: 'http://localhost:3000/aktivovat',
      source: 'footer',
      terms: true,
    }),
  'an unknown address': (locale) => call('GET', '/api/v1/nic-takoveho', shopper(locale)),
};

/** What each refusal answers: status, then field, code and title per locale. */
const expected: Record<
  string,
  { status: number; field?: string; code: string; cs: string; sk: string; de: string }
> = {
  'login failure': {
    status: 401,
    field: 'password',
    code: 'login.credentials',
    cs: 'Nesprávný e-mail nebo heslo.',
    sk: 'Nesprávny e-mail alebo heslo.',
    de: 'Falsche E-Mail oder falsches Passwort.',
  },
  'registration with a bad e-mail': {
    status: 422,
    field: 'email',
    code: 'invalid',
    cs: 'E-mail není ve správném formátu',
    sk: 'E-mail nie je v správnom formáte',
    de: 'Die E-Mail-Adresse hat kein gültiges Format',
  },
  'registration link unknown': {
    status: 422,
    field: 'token',
    code: 'account.registrationLinkInvalid',
    cs: 'Odkaz k dokončení registrace je neplatný nebo vypršel. Zaregistrujte se prosím znovu.',
    sk: 'Odkaz na dokončenie registrácie je neplatný alebo vypršal. Zaregistrujte sa, prosím, znova.',
    de: 'Der Link zum Abschließen der Registrierung ist ungültig oder abgelaufen. Bitte registrieren Sie sich erneut.',
  },
  'unknown coupon': {
    status: 422,
    field: 'couponCode',
    code: 'coupon.unknown',
    cs: 'Slevový kód neexistuje',
    sk: 'Zľavový kód neexistuje',
    de: 'Diesen Rabattcode gibt es nicht',
  },
  'cart amount over the limit': {
    status: 400,
    field: 'amount',
    code: 'invalid',
    cs: 'Neplatná hodnota',
    sk: 'Neplatná hodnota',
    de: 'Ungültiger Wert',
  },
  'order with missing fields': {
    status: 422,
    field: 'email',
    code: 'order.required',
    cs: 'Vyplňte prosím toto pole',
    sk: 'Vyplňte, prosím, toto pole',
    de: 'Bitte füllen Sie dieses Feld aus',
  },
  'address with a bad postcode': {
    status: 422,
    field: 'postcode',
    code: 'invalid',
    cs: 'PSČ musí obsahovat 5 čísel',
    sk: 'PSČ musí obsahovať 5 číslic',
    de: 'Die Postleitzahl muss 5 Ziffern haben',
  },
  'newsletter with an empty e-mail': {
    status: 422,
    field: 'email',
    code: 'invalid',
    cs: 'Pokud chcete dostávat novinky, musíte vyplnit e-mail.',
    sk: 'Ak chcete dostávať novinky, musíte vyplniť e-mail.',
    de: 'Wenn Sie Neuigkeiten erhalten möchten, geben Sie bitte Ihre E-Mail-Adresse ein.',
  },
  'an unknown address': {
    status: 404,
    code: 'not_found',
    cs: 'Nenalezeno',
    sk: 'Nenájdené',
    de: 'Nicht gefunden',
  },
};

describe('refusals answer in the request’s locale', () => {
  const cases = Object.keys(refusals).flatMap((name) =>
    (['cs', 'sk', 'de', undefined, 'fr', 'SK'] as const).map((locale) => [name, locale] as const),
  );

  it.each(cases)('%s, x-locale %s', async (name, locale) => {
    const want = expected[name]!;
    // No header or an unknown one is Czech; the header is read case-insensitively.
    const text = locale === 'SK' ? want.sk : locale === 'sk' || locale === 'de' ? want[locale] : want.cs;
    const { status, errors } = await refusals[name]!(locale);
    expect(status).toBe(want.status);
    const error = errors.find((e) => e.field === want.field);
    expect(error, JSON.stringify(errors)).toEqual({
      code: want.code,
      ...(want.field ? { field: want.field } : {}),
      title: text,
    });
  });

  it('answers every field of one form in the locale', async () => {
    const { errors } = await call('POST', '/api/v1/register', shopper('de'), {
      ...registration(`jana.${++serial}@`),
      phone: '777',
      terms: false,
    });
    expect(Object.fromEntries(errors.map((e) => [e.field, e.title]))).toMatchObject({
      email: 'Die E-Mail-Adresse hat kein gültiges Format',
      phone: 'Die Telefonnummer ist nicht korrekt',
      terms:
        'Um ein Konto anzulegen, müssen Sie den Allgemeinen Geschäftsbedingungen und der Verarbeitung personenbezogener Daten zustimmen',
    });
  });

  it('leaves the back office Czech', async () => {
    const res = await t.app.inject({ url: '/api/admin/v1/nic-takoveho', headers: shopper('de') });
    expect(res.statusCode).toBe(404);
    expect(errorResponse.parse(res.json()).errors[0]!.title).toBe('Nenalezeno');
    const guarded = await t.app.inject({ url: '/api/admin/v1/me', headers: shopper('sk') });
    expect(guarded.statusCode).toBe(401);
    expect(errorResponse.parse(guarded.json()).errors[0]!.title).toBe('Přihlaste se prosím.');
  });
});
