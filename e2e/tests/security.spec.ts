// Attacks on the built shop over HTTP: what a hostile client can send, and what the shop must answer.
import { expect, test, type APIRequestContext, type APIResponse } from './shop-test.ts';
import { apiUrl } from './backend';

const EVIL = 'https://evil.example';

/** A client address of this run's own (the balancer in front adds it last). */
const clientAddress = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

/** The log-in page's form token; the page also sets its cookie in this request context. */
async function logInFormToken(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/prihlasit')).text();
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

async function failedLogIn(request: APIRequestContext, i: number, forged: string, formToken: string) {
  return request.post('/api/auth/login', {
    form: {
      email: `utocnik-${i}-${clientAddress}@example.cz`,
      password: 'spatne-heslo',
      form_token: formToken,
    },
    headers: { accept: 'application/json', 'x-forwarded-for': `${forged}, ${clientAddress}` },
    maxRedirects: 0,
  });
}

test.describe('client address', () => {
  test('a forged X-Forwarded-For does not escape the log-in limit', async ({ request }) => {
    test.setTimeout(120_000);
    const statuses: number[] = [];
    const formToken = await logInFormToken(request);
    for (let i = 0; i < 56; i++) {
      // A new made-up address in front of the real one on every attempt.
      const res = await failedLogIn(request, i, `10.${i}.${i}.${i}, 172.16.0.${i}`, formToken);
      statuses.push(res.status());
      if (res.status() === 429) {
        expect(((await res.json()) as { error: string }).error).toMatch(/^Příliš mnoho pokusů o přihlášení/);
      }
    }
    // At most 50 refusals for bad credentials from one address, then the limit.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(50);
    expect(statuses.at(-1)).toBe(429);
  });
});

test.describe('cross-site requests', () => {
  const refused = async (res: APIResponse) => {
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({
      errors: [{ code: 'forbidden', title: 'Požadavek přišel z jiného webu, a proto nebyl proveden.' }],
    });
  };

  test('a form posted from another site is refused, before it does anything', async ({ request }) => {
    await refused(
      await request.post('/api/auth/login', {
        form: { email: 'jana@example.cz', password: 'x' },
        headers: { origin: EVIL },
        maxRedirects: 0,
      }),
    );
    await refused(
      await request.post('/api/cart/add', {
        form: { id: '1', amount: '1' },
        headers: { 'sec-fetch-site': 'cross-site' },
        maxRedirects: 0,
      }),
    );
    await refused(
      await request.post('/api/checkout/place', { data: {}, headers: { origin: 'null' }, maxRedirects: 0 }),
    );
  });

  test("the shop's own forms still work", async ({ request, baseURL }) => {
    const res = await request.post('/api/auth/login', {
      form: {
        email: `nikdo-${clientAddress}@example.cz`,
        password: 'x',
        form_token: await logInFormToken(request),
      },
      headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin', accept: 'application/json' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(401);
  });

  test('log-in also needs the token its page gave this browser', async ({ request, playwright, baseURL }) => {
    const expired = { error: 'Platnost formuláře vypršela. Načtěte prosím stránku znovu a přihlaste se.' };
    const post = (context: APIRequestContext, form: Record<string, string>) =>
      context.post('/api/auth/login', {
        form: { email: 'jana.novakova@example.cz', password: 'x', ...form },
        headers: { accept: 'application/json' },
        maxRedirects: 0,
      });
    // Without a token, and with one of another browser (the attacker's own page).
    const none = await post(request, {});
    expect(none.status()).toBe(403);
    expect(await none.json()).toEqual(expired);
    const attacker = await playwright.request.newContext({ baseURL });
    const foreign = await logInFormToken(attacker);
    await attacker.dispose();
    await logInFormToken(request);
    const mixed = await post(request, { form_token: foreign });
    expect(mixed.status()).toBe(403);
    // A plain form goes back to the page, which words the reason.
    const plain = await request.post('/api/auth/login', {
      form: { email: 'a@b.cz', password: 'x' },
      maxRedirects: 0,
    });
    expect(plain.status()).toBe(303);
    expect(plain.headers()['location']).toBe('/prihlasit?chyba=formular');
  });

  test('the token cookie is host-only, httpOnly and SameSite=Strict', async ({ request }) => {
    const res = await request.get('/prihlasit');
    const cookie = res
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && /form_token=/.test(h.value));
    expect(cookie?.value).toMatch(/HttpOnly/i);
    expect(cookie?.value).toMatch(/SameSite=Strict/i);
    expect(cookie?.value).not.toMatch(/Domain=/i);
  });
});

test('a body larger than the storefront reads is refused before it is read', async ({ request }) => {
  const res = await request.post('/api/cart/import', {
    data: 'kód;množství\n' + 'X;1\n'.repeat(300_000),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(413);
  expect(await res.json()).toEqual({
    errors: [{ code: expect.any(String), title: 'Obsah požadavku je příliš velký.' }],
  });
});

test.describe('links that change state', () => {
  test('a prefetch of the order link keeps no token; following it does', async ({ request }) => {
    const url = `/api/order/open?t=${'a'.repeat(43)}&locale=cs`;
    const prefetched = await request.get(url, { headers: { 'sec-purpose': 'prefetch' }, maxRedirects: 0 });
    expect(prefetched.status()).toBe(204);
    expect(prefetched.headers()['set-cookie']).toBeUndefined();
    const followed = await request.get(url, { maxRedirects: 0 });
    expect(followed.status()).toBe(303);
    expect(followed.headers()['set-cookie']).toMatch(/order/i);
  });
});

test.describe('security headers', () => {
  for (const path of ['/', '/kosik', '/prihlasit', '/neexistujici-stranka-xyz']) {
    test(`storefront ${path}`, async ({ request }) => {
      // Twice: the second answer of a cacheable page comes from the page cache.
      for (let i = 0; i < 2; i++) {
        const res = await request.get(path, { maxRedirects: 0 });
        const h = res.headers();
        const csp = h['content-security-policy'] ?? '';
        for (const directive of [
          "default-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ]) {
          expect(csp).toContain(directive);
        }
        expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
        expect(h['x-content-type-options']).toBe('nosniff');
        expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(h['x-frame-options']).toBe('DENY');
        expect(h['permissions-policy']).toContain('camera=()');
      }
    });
  }

  test('storefront build files: only the rules that apply to a file', async ({ request }) => {
    const page = await (await request.get('/')).text();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeTruthy();
    const res = await request.get(script!);
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['cache-control']).toContain('immutable');
    for (const documentRule of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
      expect(h[documentRule]).toBeUndefined();
  });

  test('backend', async ({ request }) => {
    const res = await request.get(`${apiUrl}/api/v1/globals`);
    const h = res.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The storefront's pages show the backend's pictures.
    expect(h['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

test.describe('GraphQL', () => {
  const graphql = (request: APIRequestContext, query: string, origin?: string) =>
    request.post(`${apiUrl}/graphql`, {
      data: { query },
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    });

  test('a foreign origin may not read answers, and never with credentials', async ({ request, baseURL }) => {
    const res = await graphql(request, '{ __typename }', EVIL);
    expect(res.headers()['access-control-allow-origin']).not.toBe(EVIL);
    expect(res.headers()['access-control-allow-credentials']).toBeUndefined();
    const own = await graphql(request, '{ __typename }', baseURL!);
    expect(own.headers()['access-control-allow-origin']).toBe(baseURL);
  });

  test('2,000 aliases are refused without data', async ({ request }) => {
    const aliases = Array.from({ length: 2000 }, (_, i) => `a${i}: __typename`).join(' ');
    const body = (await (await graphql(request, `{ ${aliases} }`)).json()) as {
      data?: unknown;
      errors?: unknown[];
    };
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  test('14 levels of nesting are refused without data', async ({ request }) => {
    const nested = 'type { ' + 'ofType { '.repeat(10) + 'name' + ' }'.repeat(11);
    const query = `{ __type(name: "Query") { fields { ${nested} } } }`;
    const body = (await (await graphql(request, query)).json()) as { data?: unknown; errors?: unknown[] };
    expect(body.data ?? null).toBeNull();
    expect(JSON.stringify(body.errors)).toMatch(/depth/i);
  });

  test("the storefront's own queries pass", async ({ request }) => {
    const res = await graphql(request, '{ __typename }');
    expect(((await res.json()) as { data: unknown }).data).toEqual({ __typename: 'Query' });
  });
});

test.describe('throttling', () => {
  // Each test plays a client of its own, from a range no other test uses: an address these tests
  // exhaust must never be the one the setup calls of another test happen to pick (store-api.ts).
  const address = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

  test('guessing coupon codes through the cart form ends in a Czech notice', async ({ request }) => {
    test.setTimeout(120_000);
    const client = address();
    let location = '';
    for (let i = 0; i <= 30; i++) {
      const res = await request.post('/api/cart/coupon', {
        form: { couponCode: `HADAM${i}` },
        headers: { 'x-forwarded-for': `10.9.9.${i}, ${client}` },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(303);
      location = res.headers()['location'] ?? '';
    }
    expect(location).toBe('/kosik?zprava=pokusy');
    const page = await request.get(location, { headers: { 'x-forwarded-for': client } });
    expect(await page.text()).toContain('Příliš mnoho pokusů. Zkuste to prosím znovu za několik minut.');
  });

  test('placing orders again and again is limited per address', async ({ request }) => {
    test.setTimeout(120_000);
    const client = address();
    const place = () =>
      request.post(`${apiUrl}/api/v1/cart/place`, {
        data: { shipperId: 1, paymentId: 1, terms: true, customer: {} },
        headers: { 'x-forwarded-for': client },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= 60; i++) statuses.push((await place()).status());
    expect(statuses.slice(0, 60)).not.toContain(429);
    const last = await place();
    expect(last.status()).toBe(429);
    expect(((await last.json()) as { errors: { code: string; title: string }[] }).errors[0]).toMatchObject({
      code: 'too_many_requests',
      title: expect.stringMatching(/^Příliš mnoho pokusů\. Zkuste to prosím znovu za \d+ min\.$/),
    });
  });
});

test.describe('fuzzing the API', () => {
  type Operation = { parameters?: { in: string; name: string }[]; requestBody?: unknown };
  const junkValues = [
    '0',
    '-1',
    '99999999999999999999',
    'x'.repeat(3000),
    "'; drop table x; --",
    '%00%ff',
    '../..',
    '{}',
  ];
  const junkBodies = [
    '{',
    'null',
    '[]',
    '"x"',
    '{"items":[{"id":"x"}]}',
    JSON.stringify({ a: 'x'.repeat(100_000) }),
    '{"a":'.repeat(500),
  ];

  test('no operation of the OpenAPI document answers junk with a server error', async ({ request }) => {
    test.setTimeout(300_000);
    const doc = (await (await request.get(`${apiUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        for (let i = 0; i < junkValues.length; i++) {
          const junk = junkValues[i]!;
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(junk));
          const query = new URLSearchParams(
            (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, junk]),
          );
          const body =
            method === 'get' || method === 'delete' ? undefined : junkBodies[i % junkBodies.length];
          let res;
          try {
            res = await request.fetch(`${apiUrl}${url}${query.size ? `?${query}` : ''}`, {
              method: method.toUpperCase(),
              headers: {
                // A client of its own each time, so the throttles of the other tests stay untouched.
                'x-forwarded-for': `192.0.2.${(sent % 250) + 1}`,
                'x-currency': i % 2 ? 'XXX' : junk.slice(0, 100),
                'x-locale': junk.slice(0, 100),
                'x-cart-token': junk.slice(0, 200),
                'x-variant-hash': junk.slice(0, 200),
                authorization: `Bearer ${junk.slice(0, 200)}`,
                ...(body === undefined ? {} : { 'content-type': i % 3 ? 'application/json' : 'text/plain' }),
              },
              data: body,
              maxRedirects: 0,
              failOnStatusCode: false,
            });
          } catch {
            // The server may cut an oversized request short (a reset); what counts is that it
            // still answers afterwards.
            expect((await request.get(`${apiUrl}/ready`)).status()).toBe(200);
            sent++;
            continue;
          }
          sent++;
          if (res.status() >= 500) {
            failures.push(
              `${method.toUpperCase()} ${url.slice(0, 120)} → ${res.status()} ${(await res.text()).slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});

test('junk query parameters are served the page they belong to, not cached as new pages', async ({
  request,
}) => {
  const first = await request.get(`/?junk=${Math.random()}`);
  expect(first.status()).toBe(200);
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`/?junk=${Math.random()}&utm_source=x${i}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-page-cache']).toBe('HIT');
  }
  const listing = `/prezervativy?strana=1&nesmysl=${Math.random()}`;
  await request.get('/prezervativy');
  expect((await request.get(listing)).headers()['x-page-cache']).toBe('HIT');
});
