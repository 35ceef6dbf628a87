// The order desk's list over 100,000 orders on PostgreSQL: a fresh database (created and dropped
// here), the backend started on it with the demo shop, the orders written in bulk with SQL (Czech
// names, their e-mails and phones, states that follow their age, two years of dates),
// then GET /api/admin/v1/orders with an API key for a few searches, filters, sorts and pages: N
// sequential requests each after a warm-up, p50/p95 against the target p95 < 100 ms.
//   npx tsx bench/admin-orders.ts [--orders 100000] [--requests 200] [--port 4203]
//     [--admin-url postgres://postgres@127.0.0.1:5432/test] [--keep]   (--keep leaves the database)
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { adminOrderListResponse } from '@shop/contract';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    port: { type: 'string', default: '4203' },
    'admin-url': {
      type: 'string',
      default: process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    database: { type: 'string', default: 'shop_bench_orders' },
    budget: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
  },
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const orderCount = Number(values.orders);
const n = Number(values.requests);
const budget = Number(values.budget);
const dbName = values.database;
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`bad database name ${dbName}`);
const api = `http://127.0.0.1:${values.port}`;

const admin = new pg.Client({ connectionString: values['admin-url'] });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(values['admin-url']);
dbUrl.pathname = `/${dbName}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-orders-'));

let backend: ChildProcess | undefined;
let db: pg.Client | undefined;
async function cleanUp() {
  await db?.end().catch(() => {});
  if (backend && backend.exitCode === null) {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend!.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
  if (!values.keep) await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}

try {
  // The backend as `npm start -w apps/backend` runs it: migrations and the demo shop on first start.
  const t0 = performance.now();
  backend = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/backend'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      PORT: values.port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // One client measuring its own latency; never shed.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  await waitForReady(180_000);
  console.log(
    `backend ready on ${api} with the demo shop in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  db = new pg.Client({ connectionString: dbUrl.toString() });
  db.on('error', () => {}); // the drop at the end ends it
  await db.connect();
  const t1 = performance.now();
  await insertOrders(db, orderCount);
  const inserted = ((performance.now() - t1) / 1000).toFixed(1);
  const [{ size }] = (
    await db.query<{ size: string }>(`select pg_size_pretty(pg_total_relation_size('orders.orders')) as size`)
  ).rows as [{ size: string }];
  console.log(`${orderCount} orders (and their lines) written in ${inserted} s; orders.orders ${size}`);

  await db.query('analyze orders.orders');

  const key = `shopk_${randomBytes(32).toString('base64url')}`;
  await db.query(
    `insert into operators.api_keys (name, key_hash, prefix, permissions) values ('bench', $1, $2, '{orders}')`,
    [createHash('sha256').update(key).digest('hex'), key.slice(0, 12)],
  );
  const sample = await db.query<{ code: string; email: string }>(
    `select code, email from orders.orders order by id desc offset 777 limit 1`,
  );
  await db.end();
  db = undefined;
  const { code, email } = sample.rows[0]!;
  const headers = { authorization: `Bearer ${key}` };

  const scenarios: { name: string; query: string }[] = [
    { name: 'first page, newest first', query: '' },
    { name: 'page 100 of 50 (offset 4,950)', query: 'page=100' },
    { name: 'sorted by total, highest first', query: 'sort=total' },
    { name: '200 a page, sorted by code', query: 'perPage=200&sort=code' },
    { name: 'code (variable symbol), exact', query: `q=${code}` },
    { name: `e-mail, whole (${email})`, query: `q=${encodeURIComponent(email)}` },
    { name: 'name part "novák" (common)', query: `q=${encodeURIComponent('novák')}` },
    { name: 'name part "kovářová"', query: `q=${encodeURIComponent('kovářová')}` },
    { name: 'phone part "602 4"', query: `q=${encodeURIComponent('602 4')}` },
    { name: 'state new', query: 'state=new' },
    { name: 'state packed or shipped, card', query: 'state=packed,shipped&paymentKind=gateway' },
    { name: 'awaiting transfer, oldest first', query: 'paymentStatus=awaiting_transfer&order=asc' },
    { name: 'one month (Prague days)', query: `from=${monthAgo(3)}&to=${monthAgo(2)}` },
    {
      name: 'one month, one shipper, by total',
      query: `from=${monthAgo(3)}&to=${monthAgo(2)}&shipper=pickup-point&sort=total`,
    },
    { name: 'country DEU (rare)', query: 'country=DEU' },
    { name: 'EUR, sorted by code', query: 'currency=EUR&sort=code' },
    { name: '"nov" in EUR orders delivered', query: 'q=nov&currency=EUR&state=delivered' },
  ];

  console.log(`\n${n} sequential requests per case against ${api}; target p95 < ${budget} ms\n`);
  console.log('| case | matches | p50 | p95 |\n| --- | --- | --- | --- |');
  let over = false;
  for (const s of scenarios) {
    const url = `${api}/api/admin/v1/orders?${s.query}`;
    let total = 0;
    for (let i = 0; i < 10; i++) total = (await list(url, headers)).total; // warm-up: plans, caches, JIT
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      await list(url, headers);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (p95 >= budget) over = true;
    console.log(
      `| ${s.name} | ${total.toLocaleString('en')} | ${percentile(times, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms${p95 >= budget ? ' (over)' : ''} |`,
    );
  }

  // The export of a month, read whole: how long a spreadsheet waits.
  const csvUrl = `${api}/api/admin/v1/orders.csv?from=${monthAgo(3)}&to=${monthAgo(2)}`;
  const csvTimes: number[] = [];
  let csvRows = 0;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const res = await fetch(csvUrl, { headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`${csvUrl} answers ${res.status}`);
    csvTimes.push(performance.now() - started);
    csvRows = text.trimEnd().split('\r\n').length - 1;
  }
  csvTimes.sort((a, b) => a - b);
  console.log(
    `\nCSV of one month (${csvRows.toLocaleString('en')} rows): median of 5 ${percentile(csvTimes, 50).toFixed(0)} ms`,
  );
  process.exitCode = over ? 1 : 0;
} finally {
  await cleanUp();
}

async function waitForReady(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (backend?.exitCode !== null) throw new Error(`the backend stopped with ${backend?.exitCode}`);
    try {
      if ((await fetch(`${api}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the backend did not get ready in time');
}

async function list(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answers ${res.status}: ${await res.text()}`);
  return adminOrderListResponse.parse(await res.json());
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The first day of the month `back` months ago, as YYYY-MM-DD (or its last day for `to`). */
function monthAgo(back: number) {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
}

/**
 * Orders in one statement, seeded so every run writes the same: a customer of 30 men's and 30
 * women's Czech names (a tenth paying in euros, to Slovakia or Germany), an e-mail made of the
 * name, a mobile number, a date within two years; the older the order, the likelier it is
 * delivered. Shippers and payments are the demo shop's. One line each.
 */
async function insertOrders(db: pg.Client, count: number) {
  const men = [
    'Jan',
    'Petr',
    'Jiří',
    'Josef',
    'Pavel',
    'Martin',
    'Tomáš',
    'Jaroslav',
    'Miroslav',
    'Zdeněk',
    'Václav',
    'Michal',
    'František',
    'Jakub',
    'Milan',
    'Karel',
    'Lukáš',
    'David',
    'Vladimír',
    'Ondřej',
    'Ladislav',
    'Roman',
    'Stanislav',
    'Marek',
    'Radek',
    'Daniel',
    'Antonín',
    'Vojtěch',
    'Filip',
    'Adam',
  ];
  const menLast = [
    'Novák',
    'Svoboda',
    'Novotný',
    'Dvořák',
    'Černý',
    'Procházka',
    'Kučera',
    'Veselý',
    'Horák',
    'Němec',
    'Pokorný',
    'Marek',
    'Pospíšil',
    'Hájek',
    'Jelínek',
    'Král',
    'Růžička',
    'Beneš',
    'Fiala',
    'Sedláček',
    'Doležal',
    'Zeman',
    'Kolář',
    'Navrátil',
    'Čermák',
    'Vaněk',
    'Urban',
    'Blažek',
    'Kříž',
    'Kovář',
  ];
  const women = [
    'Jana',
    'Marie',
    'Eva',
    'Hana',
    'Anna',
    'Lenka',
    'Kateřina',
    'Lucie',
    'Věra',
    'Alena',
    'Petra',
    'Veronika',
    'Jaroslava',
    'Tereza',
    'Martina',
    'Michaela',
    'Jitka',
    'Helena',
    'Ludmila',
    'Zdeňka',
    'Ivana',
    'Monika',
    'Eliška',
    'Zuzana',
    'Markéta',
    'Jarmila',
    'Barbora',
    'Kristýna',
    'Klára',
    'Adéla',
  ];
  const womenLast = menLast.map((l) =>
    l.endsWith('ý')
      ? `${l.slice(0, -1)}á`
      : l.endsWith('a')
        ? `${l.slice(0, -1)}ová`
        : l.endsWith('ek')
          ? `${l.slice(0, -2)}ková`
          : `${l}ová`,
  );
  const domains = ['seznam.cz', 'gmail.com', 'email.cz', 'centrum.cz', 'post.cz', 'outlook.com', 'azet.sk'];
  await db.query('begin');
  await db.query('select setseed(0.2026)');
  await db.query(
    `create temporary table bench_pick on commit drop as
     select g,
            random() as r_sex, random() as r_first, random() as r_last, random() as r_domain,
            random() as r_age, random() as r_state, random() as r_pay, random() as r_ship,
            random() as r_cur, random() as r_amount, random() as r_phone
       from generate_series(1, $1::int) g`,
    [count],
  );
  await db.query(
    `with shippers as (
       select row_number() over (order by s.position, s.id) - 1 as i, count(*) over () as n, s.id, s.code,
              s.name->>'cs' as name
         from shipping.shippers s where s.type <> 'PERSONAL'),
     payments as (
       select p.id, p.code, p.kind, p.name->>'cs' as name,
              row_number() over (partition by p.kind order by p.position, p.id) as nth
         from payment.payments p),
     base as (
       select b.r_sex < 0.62 as woman,
              b.r_cur < 0.1 as eur,
              now() - (b.r_age ^ 1.3) * interval '730 days' as created_at,
              (b.r_age ^ 1.3) * 730 as age_days,
              b.*
         from bench_pick b),
     named as (
       select base.*,
              case when woman then ($1::text[])[1 + floor(r_first * 30)::int] else ($2::text[])[1 + floor(r_first * 30)::int] end as first_name,
              case when woman then ($3::text[])[1 + floor(r_last * 30)::int] else ($4::text[])[1 + floor(r_last * 30)::int] end as last_name,
              case when r_pay < 0.55 then 'gateway' when r_pay < 0.8 then 'bank_transfer' else 'cod' end as kind,
              case
                when age_days > 14 then case when r_state < 0.06 then 'cancelled' else 'delivered' end
                when age_days > 4 then case when r_state < 0.05 then 'cancelled' when r_state < 0.6 then 'delivered' else 'shipped' end
                else case when r_state < 0.03 then 'cancelled' when r_state < 0.35 then 'new' when r_state < 0.55 then 'accepted'
                          when r_state < 0.7 then 'packed' else 'shipped' end
              end as state,
              (19900 + floor(r_amount * 300000)::int) as items
         from base),
     priced as (
       select named.*,
              case when eur then round(items / 25.0)::int else items end as items_minor,
              case when eur then (case when r_cur < 0.08 then 'SVK' else 'DEU' end) else 'CZE' end as country,
              lower(unaccent(first_name)) || '.' || lower(unaccent(last_name)) || (g % 89)::text || '@' ||
                ($5::text[])[1 + floor(r_domain * 7)::int] as email,
              case when eur then '+421 9' else '+420 ' || (ARRAY['602','603','604','605','606','607','608','720','721','722','723','724','725','728','730','731','732','733','734','736','737','739','770','773','775','776','777','778','792','799'])[1 + floor(r_phone * 30)::int] end
                || ' ' || lpad(((g::bigint * 7919) % 1000)::text, 3, '0') || ' ' || lpad(((g::bigint * 104729) % 1000)::text, 3, '0') as phone
         from named)
     insert into orders.orders (
       code, token_hash, cart_id, locale, currency_code, status, payment_status,
       shipper_id, shipper_code, shipper_name, payment_id, payment_kind, payment_code, payment_name,
       email, customer, billing_address, shipping_address, consents,
       items_with_tax, items_without_tax, shipper_price_with_tax, shipper_price_without_tax,
       payment_price_with_tax, payment_price_without_tax, total_with_tax, total_without_tax,
       created_at, paid_at, fulfilment, accepted_at, packed_at, shipped_at, delivered_at, cancelled_at,
       tracking_number, amount_paid)
     select to_char(p.created_at, 'YY') || lpad(p.g::text, 6, '0'),
            'bench-' || p.g, 1000000000 + p.g, case when p.eur then 'sk' else 'cs' end,
            case when p.eur then 'EUR' else 'CZK' end,
            case when p.state = 'cancelled' then 'cancelled'
                 when p.kind = 'cod' and p.state <> 'delivered' then 'new'
                 when p.kind = 'bank_transfer' and p.state = 'new' and p.r_state < 0.2 then 'new'
                 else 'paid' end,
            case when p.state = 'cancelled' then 'cancelled'
                 when p.kind = 'cod' and p.state <> 'delivered' then 'on_delivery'
                 when p.kind = 'bank_transfer' and p.state = 'new' and p.r_state < 0.2 then 'awaiting_transfer'
                 else 'paid' end,
            s.id, s.code, s.name, pay.id, pay.kind, pay.code, pay.name,
            p.email,
            jsonb_build_object('name', p.first_name || ' ' || p.last_name, 'firstName', p.first_name,
              'lastName', p.last_name, 'email', p.email, 'phone', p.phone, 'isBusiness', false,
              'businessName', null, 'tin', null, 'vatin', null, 'vatinsvk', null,
              'shippingName', p.first_name || ' ' || p.last_name, 'shippingBusinessName', null, 'shippingPhone', null),
            jsonb_build_object('street', 'Dlouhá ' || (1 + p.g % 120), 'city', 'Praha', 'postcode', '110 00', 'countryCode', p.country),
            jsonb_build_object('street', 'Dlouhá ' || (1 + p.g % 120), 'city', 'Praha', 'postcode', '110 00', 'countryCode', p.country),
            '{"terms": true, "newsletter": false, "sms": false, "magazine": false, "heurekaSurvey": false, "zboziSurvey": false}'::jsonb,
            p.items_minor, round(p.items_minor / 1.21)::int, 7900, 6529, 0, 0,
            p.items_minor + 7900, round(p.items_minor / 1.21)::int + 6529,
            p.created_at,
            case when p.state <> 'cancelled' and not (p.kind = 'cod' and p.state <> 'delivered')
                  and not (p.kind = 'bank_transfer' and p.state = 'new' and p.r_state < 0.2)
                 then p.created_at + interval '5 minutes' end,
            case when p.state in ('new', 'cancelled') then 'unshipped' else p.state end,
            case when p.state in ('accepted', 'packed', 'shipped', 'delivered') then p.created_at + interval '2 hours' end,
            case when p.state in ('packed', 'shipped', 'delivered') then p.created_at + interval '5 hours' end,
            case when p.state in ('shipped', 'delivered') then p.created_at + interval '1 day' end,
            case when p.state = 'delivered' then p.created_at + interval '3 days' end,
            case when p.state = 'cancelled' then p.created_at + interval '1 day' end,
            case when p.state in ('shipped', 'delivered') then 'Z ' || lpad((p.g * 31)::text, 10, '0') end,
            case when p.state = 'cancelled' or (p.kind = 'cod' and p.state <> 'delivered')
                   or (p.kind = 'bank_transfer' and p.state = 'new' and p.r_state < 0.2)
                 then 0 else p.items_minor + 7900 end
       from priced p
       join shippers s on s.i = floor(p.r_ship * s.n)
       join payments pay on pay.kind = p.kind and pay.nth = 1`,
    [women, men, womenLast, menLast, domains],
  );
  await db.query(
    `insert into orders.order_items (order_id, product_id, variant_id, product_name, variant_name,
       catalog_code, unit, amount, unit_with_tax, unit_without_tax, total_with_tax, total_without_tax)
     with vs as (select array_agg(id order by id) as ids, array_agg(product_id order by id) as products
                   from catalog.variants)
     select o.id, vs.products[1 + o.id % cardinality(vs.ids)], vs.ids[1 + o.id % cardinality(vs.ids)],
            'Produkt', 'Varianta', 'BENCH-' || (o.id % cardinality(vs.ids)), 'ks', 1,
            o.items_with_tax, o.items_without_tax, o.items_with_tax, o.items_without_tax
       from orders.orders o, vs
      where o.token_hash like 'bench-%'`,
  );
  await db.query('commit');
  // What autovacuum does to a table soon after a bulk load: statistics, and the visibility map
  // that lets a count read an index alone.
  await db.query('vacuum analyze orders.orders');
  await db.query('vacuum analyze orders.order_items');
}
