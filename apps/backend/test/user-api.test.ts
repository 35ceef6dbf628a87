import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressResponse, errorResponse, userResponse } from '@shop/contract';
import { accountMessages, messages, personalExtraMessages } from '@shop/rules';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { registerThroughMail } from './support/registration.ts';

// GET/PATCH /api/v1/user with the customer's custom attributes and country, and a saved address
// changed in part: over HTTP on a fresh database (embedded, or PostgreSQL with TEST_DATABASE_URL).
let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

type Headers = Record<string, string>;
let counter = 0;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Headers = {}) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': `198.51.100.${++counter}`, ...headers },
    ...(payload ? { payload } : {}),
  });
}
const errorsOf = (res: { json: () => unknown }) =>
  Object.fromEntries(errorResponse.parse(res.json()).errors.map((e) => [e.field, e.title]));

const PASSWORD = 'Heslo-pro-test-1';
const details = {
  firstName: 'Jana',
  lastName: 'Nováková',
  phone: '+420 777 123 456',
  newsletter: false,
};
async function register(email: string): Promise<Headers> {
  const token = await registerThroughMail(
    t,
    { ...details, email, password: PASSWORD, password_confirmation: PASSWORD, terms: true },
    { 'x-forwarded-for': `198.51.100.${++counter}` },
  );
  return bearer(token);
}
const me = async (who: Headers) =>
  userResponse.parse((await call('GET', '/api/v1/user', undefined, who)).json()).data;
const address = {
  type: 'billing',
  name: 'Jana Nováková',
  street: 'Hlavná 5',
  city: 'Bratislava',
  postcode: '811 01',
  country_code: 'SVK',
  phone: '',
};

describe('GET and PATCH /api/v1/user', () => {
  it('401 for a guest', async () => {
    expect((await call('GET', '/api/v1/user')).statusCode).toBe(401);
    expect((await call('PATCH', '/api/v1/user', details)).statusCode).toBe(401);
  });

  it('a new customer has no custom attributes and no address; PATCH sets them, keeps absent ones, clears null ones', async () => {
    const jana = await register('uzivatel-atributy@example.cz');
    const fresh = await me(jana);
    expect(fresh).toMatchObject({
      email: 'uzivatel-atributy@example.cz',
      firstName: 'Jana',
      groups: [],
      address: null,
      attributes: { custom: { formalTitle: null, dateOfBirth: null, ICDPH: null } },
    });
    expect(fresh.variantHash).toMatch(/^\d+\.\d+\./);

    const set = await call(
      'PATCH',
      '/api/v1/user',
      {
        ...details,
        attributes: { custom: { formalTitle: 'Mrs', dateOfBirth: '1985-04-23', ICDPH: 'sk2020123456' } },
      },
      jana,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(userResponse.parse(set.json()).data.attributes.custom).toEqual({
      formalTitle: 'Mrs',
      dateOfBirth: '1985-04-23',
      ICDPH: 'SK2020123456',
    });

    // Without attributes, or with only some keys, the others stay.
    await call('PATCH', '/api/v1/user', { ...details, firstName: 'Janka' }, jana);
    await call('PATCH', '/api/v1/user', { ...details, attributes: { custom: { ICDPH: null } } }, jana);
    const after = await me(jana);
    expect(after.firstName).toBe('Jana');
    expect(after.attributes.custom).toEqual({ formalTitle: 'Mrs', dateOfBirth: '1985-04-23', ICDPH: null });

    // The first saved billing address gives the country.
    expect((await call('POST', '/api/v1/user/addresses', address, jana)).statusCode).toBe(200);
    expect((await me(jana)).address).toEqual({ countryCode: 'SVK', countryAlpha2: 'SK' });
  });

  it('refuses a wrong title, birth date or IČ DPH with a Czech message per field, and changes nothing', async () => {
    const petr = await register('uzivatel-chyby@example.cz');
    const res = await call(
      'PATCH',
      '/api/v1/user',
      {
        ...details,
        phone: '12',
        attributes: { custom: { formalTitle: 'Dr', dateOfBirth: '2999-01-01', ICDPH: 'CZ123' } },
      },
      petr,
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      phone: messages.phone,
      'attributes.custom.formalTitle': personalExtraMessages.formalTitle,
      'attributes.custom.dateOfBirth': personalExtraMessages.dateOfBirthFuture,
      'attributes.custom.ICDPH': personalExtraMessages.icdph,
    });
    const bad = await call(
      'PATCH',
      '/api/v1/user',
      { ...details, attributes: { custom: { dateOfBirth: '1985-02-30' } } },
      petr,
    );
    expect(errorsOf(bad)).toEqual({
      'attributes.custom.dateOfBirth': personalExtraMessages.dateOfBirthFormat,
    });
    // An unknown attribute is no part of the call.
    expect(
      (await call('PATCH', '/api/v1/user', { ...details, attributes: { custom: { shoeSize: 42 } } }, petr))
        .statusCode,
    ).toBe(400);
    expect((await me(petr)).attributes.custom).toEqual({ formalTitle: null, dateOfBirth: null, ICDPH: null });
  });
});

describe('PATCH /api/v1/user/addresses/{id} in part', () => {
  it('changes only the fields given; the rest stay', async () => {
    const jana = await register('adresa-cast@example.cz');
    const saved = addressResponse.parse(
      (await call('POST', '/api/v1/user/addresses', address, jana)).json(),
    ).data;
    const res = await call(
      'PATCH',
      `/api/v1/user/addresses/${saved.id}`,
      { city: 'Košice', postcode: '040 01' },
      jana,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(addressResponse.parse(res.json()).data).toEqual({
      ...saved,
      city: 'Košice',
      postcode: '040 01',
    });
    const phone = await call(
      'PATCH',
      `/api/v1/user/addresses/${saved.id}`,
      { phone: '+421 905 123 456' },
      jana,
    );
    expect(addressResponse.parse(phone.json()).data).toMatchObject({
      city: 'Košice',
      phone: '+421 905 123 456',
    });
  });

  it('refuses an empty change, an emptied or wrong field, an unknown field; another customer’s is not found', async () => {
    const jana = await register('adresa-cast-chyby@example.cz');
    const petr = await register('adresa-cast-cizi@example.cz');
    const saved = addressResponse.parse(
      (await call('POST', '/api/v1/user/addresses', address, jana)).json(),
    ).data;
    const url = `/api/v1/user/addresses/${saved.id}`;

    const empty = await call('PATCH', url, {}, jana);
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toEqual({ body: 'Zadejte aspoň jeden údaj adresy, který se má změnit.' });
    expect(errorsOf(await call('PATCH', url, { city: '' }, jana))).toEqual({
      city: accountMessages.required,
    });
    expect(errorsOf(await call('PATCH', url, { street: 'Hlavná' }, jana))).toEqual({
      street: messages.streetAndNumber,
    });
    expect(errorsOf(await call('PATCH', url, { country_code: 'USA' }, jana))).toEqual({
      country_code: accountMessages.country,
    });
    // A postcode is checked against the country it ends up with.
    expect(errorsOf(await call('PATCH', url, { country_code: 'DEU' }, jana))).toEqual({
      postcode: messages.postcode,
    });
    expect((await call('PATCH', url, { colour: 'red' }, jana)).statusCode).toBe(400);
    expect((await call('PATCH', url, { type: 'jina' }, jana)).statusCode).toBe(400);
    expect((await call('PATCH', url, { city: 'Brno' }, petr)).statusCode).toBe(404);

    const unchanged = addressResponse.parse(
      (await call('PATCH', url, { name: 'Jana N.' }, jana)).json(),
    ).data;
    expect(unchanged).toEqual({ ...saved, name: 'Jana N.' });
  });
});
