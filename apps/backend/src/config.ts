import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { ARES_API_URL } from './integrations/company-registry/ares-protocol.ts';
import { COMGATE_API_URL } from './integrations/payment/comgate-protocol.ts';

/**
 * The modules whose routes a process can serve; `MODULES` picks a subset so each can scale on its
 * own (health and the API document are always served).
 */
export const moduleNames = [
  'operator',
  'settings',
  'catalog',
  'search',
  'shipping',
  'customer',
  'cart',
  'order',
  'payment',
  'navigation',
  'merchandising',
  'pages',
  'articles',
  'branches',
  'content',
  'media',
  'support',
  'marketing',
  'inventory',
  'recommendations',
] as const;
export type ModuleName = (typeof moduleNames)[number];

// Resolved from this file, not from cwd, so `npm start -w apps/backend` and the root agree on ./data.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' });

/** Hosted payment gateways the backend can talk to. */
export const paymentGatewayNames = ['test', 'comgate'] as const;
export type PaymentGatewayName = (typeof paymentGatewayNames)[number];

/** Who recommends products: the shop itself from its orders, or an external engine (GET or POST). */
export const recommendationEngines = ['own', 'get', 'post'] as const;
export type RecommendationEngine = (typeof recommendationEngines)[number];

const envSchema = z.object({
  /** `production` refuses what only development may have (see productionRefusals). */
  SHOP_ENV: z.enum(['development', 'production']).default('development'),
  /** The OpenAPI UI at /docs: on in development, off in production unless asked for. */
  OPENAPI_UI: bool.optional(),
  /** GraphiQL and GraphQL introspection: on in development, off in production unless asked for. */
  GRAPHQL_EXPLORER: bool.optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MODULES: z
    .string()
    .optional()
    .transform((s) =>
      s
        ? s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : [...moduleNames],
    )
    .pipe(z.array(z.enum(moduleNames)).min(1)),
  SEED_DEMO: bool.default(true),
  PUBLIC_URL: z.url().default('http://localhost:4000'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /**
   * Load shedding: while the event loop's mean delay (ms) or its utilisation (0–1) over the last
   * sample is above these, requests get 503 with Retry-After instead of queueing; 0 turns a check
   * off. Utilisation is off by default: a process that is merely busy (a benchmark) is not late.
   */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).max(60_000).default(1000),
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  PRESSURE_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Signs x-variant-hash (customer variant and groups); unset: a random one kept in DATA_DIR/secret. */
  VARIANT_HASH_SECRET: z.string().min(16).optional(),
  STOREFRONT_URL: z.url().optional(),
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Opens /metrics to `Authorization: Bearer <key>`; unset, /metrics is not served. */
  METRICS_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Gone: operators log in, and automation uses API keys. Set, it stops the process with a note. */
  ADMIN_TOKEN: z
    .undefined({
      error:
        'is no longer used: operators log in at /admin, and scripts use an API key an owner creates there (Authorization: Bearer shopk_…); unset it',
    })
    .optional(),
  /**
   * Addresses whose X-Forwarded-For is believed (the storefront, a load balancer): comma-separated
   * addresses or CIDR ranges, or 'loopback'. The client address counts log-in attempts.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]+$/, 'must be addresses or ranges, comma-separated, or loopback')
    .default('loopback'),
  /** The hosted payment gateway; 'test' is the local test gateway this backend serves itself. */
  PAYMENT_GATEWAY: z.enum(paymentGatewayNames).default('test'),
  /** Key of the test gateway (its API key and notification signatures); unset: derived from the variant-hash key. */
  TEST_GATEWAY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where the shop calls the test gateway's merchant API; unset: PUBLIC_URL (this process serves it). */
  TEST_GATEWAY_URL: httpUrl.optional(),
  /** Comgate (PAYMENT_GATEWAY=comgate): the shop's merchant id and API secret from its portal. */
  COMGATE_MERCHANT: z.string().min(1).optional(),
  COMGATE_SECRET: z.string().min(1).optional(),
  /** Comgate's test mode: payments are simulated, nothing is charged. */
  COMGATE_TEST: bool.default(false),
  COMGATE_API_URL: httpUrl.default(COMGATE_API_URL),
  /** The company register behind the IČO lookup: ARES itself, or 'test', the double this backend serves. */
  COMPANY_REGISTRY: z.enum(['ares', 'test']).default('test'),
  /** ARES's REST API (COMPANY_REGISTRY=ares). */
  ARES_URL: httpUrl.default(ARES_API_URL),
  /**
   * The address check while typing (town and postcode suggestions, notices): 'local', over the
   * municipalities and postcodes shipped with the backend, or 'off' (the forms' own rules only).
   */
  ADDRESS_CHECK: z.enum(['local', 'off']).default('local'),
  /**
   * Packeta (Zásilkovna): 'live' talks to Packeta itself with PACKETA_API_KEY and
   * PACKETA_API_PASSWORD; 'test' to the double of its branch feed and API this backend serves.
   */
  PACKETA: z.enum(['live', 'test']).default('test'),
  /** The API key from Packeta's client section: it names the branch feed. */
  PACKETA_API_KEY: z.string().min(1).optional(),
  /** The API password from Packeta's client section: it signs shipment, label and tracking calls. */
  PACKETA_API_PASSWORD: z.string().min(1).optional(),
  /** The sender label (the shop's "eshop" id in Packeta's client section) shipments are created under. */
  PACKETA_SENDER: z.string().min(1).optional(),
  /** Packeta's addresses; unset: Packeta's own (live) or this process's double (test). */
  PACKETA_FEED_URL: httpUrl.optional(),
  PACKETA_API_URL: httpUrl.optional(),
  /** How often the pickup points are imported from the branch feed, and the shipments' states read. */
  PACKETA_FEED_IMPORT_HOURS: z.coerce.number().positive().default(24),
  PACKETA_TRACKING_MINUTES: z.coerce.number().positive().default(30),
  /** The storefront's public address: the gateway sends the shopper back there. */
  STOREFRONT_PUBLIC_URL: httpUrl.default('http://localhost:3000'),
  /**
   * Connections production may make without TLS, when the network between is trusted (e.g. a
   * database on the same machine): any of `database`, `redis`, `smtp`, comma-separated.
   */
  PLAINTEXT_CONNECTIONS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['database', 'redis', 'smtp']))),
  /** Outgoing mail server; unset: messages are written as .eml files into DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
      'must be an address, e.g. Shop <shop@example.cz>',
    )
    .default('Intimfit.cz <obchod@intimfit.cz>'),
  SHOP_CERTIFICATION_URL: httpUrl.optional(),
  SHOP_CERTIFICATION_API_KEY: z.string().min(1).optional(),
  COMPARISON_SHOPPING_URL: httpUrl.optional(),
  COMPARISON_SHOPPING_SHOP_ID: z.string().min(1).optional(),
  /** An unpaid bank-transfer order is cancelled and its goods released after this many days. */
  ORDER_EXPIRY_BANK_TRANSFER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** An unpaid card order likewise after this many minutes. */
  ORDER_EXPIRY_CARD_MINUTES: z.coerce.number().int().min(1).max(100_000).default(60),
  /** How often each process looks for unpaid orders past their time. */
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** An unpaid bank-transfer order gets one reminder this many days before it expires; 0: none. */
  ORDER_REMINDER_BANK_TRANSFER_DAYS: z.coerce.number().int().min(0).max(364).default(2),
  /** The Fio banka API token of the shop's account (read-only suffices); unset: no Fio downloads. */
  FIO_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9]{16,128}$/, 'must be the API token from Fio internet banking')
    .optional(),
  /** Another address speaking Fio's API, with FIO_TOKEN; unset: Fio's own. */
  FIO_API_URL: httpUrl.optional(),
  /**
   * On SIGTERM, how long the process keeps serving while its readiness answers 503 before it stops
   * accepting: a load balancer that checks readiness sends it nothing more meanwhile (HAProxy of
   * `npm run start:cluster`: checked every second, out after two failures).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** How often the job runner looks for due jobs. */
  JOB_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
  /** The marketing-contact service that gets the welcome campaign's sign-ups (all four, or none). */
  MARKETING_CONTACT_URL: httpUrl.optional(),
  MARKETING_CONTACT_ACCOUNT_ID: z.string().min(1).optional(),
  MARKETING_CONTACT_USER: z.string().min(1).optional(),
  MARKETING_CONTACT_PASSWORD: z.string().min(1).optional(),
  /** The recommendation engine; 'get' and 'post' need RECOMMENDATION_ENGINE_URL. */
  RECOMMENDATION_ENGINE: z.enum(recommendationEngines).default('own'),
  RECOMMENDATION_ENGINE_URL: httpUrl.optional(),
  /** How long the shop's own recommendations for a product or cart are kept (0: not kept). */
  RECOMMENDATION_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How many jobs each process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
});

/** A reporting service is configured by both its address and its credential, or not at all. */
const pairs = [
  ['SHOP_CERTIFICATION_URL', 'SHOP_CERTIFICATION_API_KEY'],
  ['COMPARISON_SHOPPING_URL', 'COMPARISON_SHOPPING_SHOP_ID'],
] as const;

export interface Config {
  production: boolean;
  /** GraphiQL and introspection: development only. */
  graphqlExplorer: boolean;
  openApiUi: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  modules: ModuleName[];
  seedDemo: boolean;
  publicUrl: string;
  redisUrl: string | undefined;
  /** Load shedding thresholds (0: that check is off). */
  pressure: {
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    sampleIntervalMs: number;
    retryAfterSeconds: number;
  };
  variantHashSecret: string | undefined;
  /** Where cache revalidation is sent; unset: revalidation is off. */
  storefrontUrl: string | undefined;
  /** HMAC key of revalidation requests. */
  revalidateSecret: string | undefined;
  /** The bearer key Prometheus scrapes /metrics with; unset, /metrics is not served. */
  metricsKey: string | undefined;
  /** Proxies whose X-Forwarded-For tells the client address. */
  trustProxy: string[];
  paymentGateway: PaymentGatewayName;
  /** Unset: derived from the variant-hash key (see resolveTestGatewaySecret). */
  testGatewaySecret: string | undefined;
  /** Base URL of the test gateway's merchant API; unset: publicUrl. */
  testGatewayUrl: string | undefined;
  comgate: { apiUrl: string; merchant: string; secret: string; test: boolean } | undefined;
  storefrontPublicUrl: string;
  /** Unset: mail goes to `${dataDir}/outbox` as .eml files. */
  smtpUrl: string | undefined;
  /** smtp:// must upgrade with STARTTLS (production, unless PLAINTEXT_CONNECTIONS names smtp). */
  smtpRequireTls: boolean;
  mailFrom: string;
  /** Unset: reports are appended to `${dataDir}/reports/shop-certification.jsonl`. */
  shopCertification: { url: string; apiKey: string } | undefined;
  /** Unset: reports are appended to `${dataDir}/reports/comparison-shopping.jsonl`. */
  comparisonShopping: { url: string; shopId: string } | undefined;
  /** Unset: welcome-campaign contacts are appended to `${dataDir}/outbox/marketing-contacts.jsonl`. */
  marketingContact: { url: string; accountId: string; user: string; password: string } | undefined;
  jobPollMs: number;
  shutdownDrainMs: number;
  jobConcurrency: number;
  /** When unpaid orders expire, and how often each process looks for them. */
  orderExpiry: {
    bankTransferDays: number;
    cardMinutes: number;
    sweepMs: number;
    /** Days before a bank-transfer order expires that its one reminder goes out; 0: none. */
    bankTransferReminderDays: number;
  };
  /**
   * Fio banka downloads: the token and the API's address (unset: Fio's). Without FIO_TOKEN in
   * development the backend serves a local double of the API (`/test-bank/fio`) and talks to it with
   * a token made up per process; in production Fio downloads are off.
   */
  fio: { token: string | undefined; apiUrl: string | undefined };
  /**
   * The IČO lookup's register: ARES at `aresUrl`, or with 'test' a local double of ARES this backend
   * serves (`/test-ares`), which makes companies up (refused in production).
   */
  companyRegistry: { kind: 'ares' | 'test'; aresUrl: string };
  addressCheck: 'local' | 'off';
  /**
   * Packeta: the branch feed (pickup points) and the REST API (shipments, labels, tracking) at
   * Packeta's, or with 'test' at the double this backend serves (`/test-packeta`). Addresses are
   * undefined for the double until the app knows its own public address.
   */
  packeta: {
    kind: 'live' | 'test';
    apiKey: string | undefined;
    apiPassword: string | undefined;
    sender: string;
    feedUrl: string | undefined;
    apiUrl: string | undefined;
    feedImportMs: number;
    trackingMs: number;
  };
  /** The recommendation engine (its address for 'get' and 'post') and how long own answers are kept. */
  recommendations: { engine: RecommendationEngine; url: string | undefined; cacheMs: number };
}

export class ConfigError extends Error {}

/** Reads the settings from environment variables; throws a ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const unpaired = pairs.flatMap(([a, b]) =>
    e[a] && !e[b]
      ? [`  ${b}: required when ${a} is set`]
      : !e[a] && e[b]
        ? [`  ${a}: required when ${b} is set`]
        : [],
  );
  const marketingContact = [
    'MARKETING_CONTACT_URL',
    'MARKETING_CONTACT_ACCOUNT_ID',
    'MARKETING_CONTACT_USER',
    'MARKETING_CONTACT_PASSWORD',
  ] as const;
  if (marketingContact.some((name) => e[name]))
    for (const name of marketingContact)
      if (!e[name]) unpaired.push(`  ${name}: required when another MARKETING_CONTACT_* is set`);
  if (e.PAYMENT_GATEWAY === 'comgate') {
    for (const name of ['COMGATE_MERCHANT', 'COMGATE_SECRET'] as const) {
      if (!e[name]) unpaired.push(`  ${name}: required when PAYMENT_GATEWAY is comgate`);
    }
  }
  if (e.RECOMMENDATION_ENGINE !== 'own' && !e.RECOMMENDATION_ENGINE_URL) {
    unpaired.push(
      `  RECOMMENDATION_ENGINE_URL: required when RECOMMENDATION_ENGINE is ${e.RECOMMENDATION_ENGINE}`,
    );
  }
  if (
    e.ORDER_REMINDER_BANK_TRANSFER_DAYS > 0 &&
    e.ORDER_REMINDER_BANK_TRANSFER_DAYS >= e.ORDER_EXPIRY_BANK_TRANSFER_DAYS
  ) {
    unpaired.push(
      '  ORDER_REMINDER_BANK_TRANSFER_DAYS: must be fewer than ORDER_EXPIRY_BANK_TRANSFER_DAYS (or 0 for no reminder)',
    );
  }
  if (unpaired.length) throw new ConfigError(`Invalid configuration:\n${unpaired.join('\n')}`);
  const production = e.SHOP_ENV === 'production';
  const refusals = production ? productionRefusals(e) : [];
  if (refusals.length) {
    throw new ConfigError(`Refusing to start in production (SHOP_ENV=production):\n${refusals.join('\n')}`);
  }
  const trimSlash = (url: string) => url.replace(/\/+$/, '');
  return {
    production,
    graphqlExplorer: e.GRAPHQL_EXPLORER ?? !production,
    openApiUi: e.OPENAPI_UI ?? !production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    modules: [...new Set(e.MODULES)],
    seedDemo: e.SEED_DEMO,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL,
    pressure: {
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
      sampleIntervalMs: e.PRESSURE_SAMPLE_INTERVAL_MS,
      retryAfterSeconds: e.PRESSURE_RETRY_AFTER_SECONDS,
    },
    variantHashSecret: e.VARIANT_HASH_SECRET,
    storefrontUrl: e.STOREFRONT_URL?.replace(/\/+$/, ''),
    revalidateSecret: e.REVALIDATE_SECRET,
    metricsKey: e.METRICS_KEY,
    trustProxy: e.TRUST_PROXY.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    paymentGateway: e.PAYMENT_GATEWAY,
    testGatewaySecret: e.TEST_GATEWAY_SECRET,
    testGatewayUrl: e.TEST_GATEWAY_URL && trimSlash(e.TEST_GATEWAY_URL),
    comgate:
      e.COMGATE_MERCHANT && e.COMGATE_SECRET
        ? {
            apiUrl: trimSlash(e.COMGATE_API_URL),
            merchant: e.COMGATE_MERCHANT,
            secret: e.COMGATE_SECRET,
            test: e.COMGATE_TEST,
          }
        : undefined,
    storefrontPublicUrl: trimSlash(e.STOREFRONT_PUBLIC_URL),
    smtpUrl: e.SMTP_URL,
    smtpRequireTls: production && !e.PLAINTEXT_CONNECTIONS.includes('smtp'),
    mailFrom: e.MAIL_FROM,
    shopCertification:
      e.SHOP_CERTIFICATION_URL && e.SHOP_CERTIFICATION_API_KEY
        ? { url: e.SHOP_CERTIFICATION_URL, apiKey: e.SHOP_CERTIFICATION_API_KEY }
        : undefined,
    comparisonShopping:
      e.COMPARISON_SHOPPING_URL && e.COMPARISON_SHOPPING_SHOP_ID
        ? { url: e.COMPARISON_SHOPPING_URL, shopId: e.COMPARISON_SHOPPING_SHOP_ID }
        : undefined,
    marketingContact:
      e.MARKETING_CONTACT_URL &&
      e.MARKETING_CONTACT_ACCOUNT_ID &&
      e.MARKETING_CONTACT_USER &&
      e.MARKETING_CONTACT_PASSWORD
        ? {
            url: e.MARKETING_CONTACT_URL,
            accountId: e.MARKETING_CONTACT_ACCOUNT_ID,
            user: e.MARKETING_CONTACT_USER,
            password: e.MARKETING_CONTACT_PASSWORD,
          }
        : undefined,
    jobPollMs: e.JOB_POLL_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    jobConcurrency: e.JOB_CONCURRENCY,
    orderExpiry: {
      bankTransferDays: e.ORDER_EXPIRY_BANK_TRANSFER_DAYS,
      cardMinutes: e.ORDER_EXPIRY_CARD_MINUTES,
      sweepMs: e.ORDER_EXPIRY_SWEEP_SECONDS * 1000,
      bankTransferReminderDays: e.ORDER_REMINDER_BANK_TRANSFER_DAYS,
    },
    fio: { token: e.FIO_TOKEN, apiUrl: e.FIO_API_URL && trimSlash(e.FIO_API_URL) },
    companyRegistry: { kind: e.COMPANY_REGISTRY, aresUrl: trimSlash(e.ARES_URL) },
    addressCheck: e.ADDRESS_CHECK,
    packeta: {
      kind: e.PACKETA,
      apiKey: e.PACKETA_API_KEY,
      apiPassword: e.PACKETA_API_PASSWORD,
      sender: e.PACKETA_SENDER ?? 'eshop',
      feedUrl: e.PACKETA_FEED_URL && trimSlash(e.PACKETA_FEED_URL),
      apiUrl: e.PACKETA_API_URL && trimSlash(e.PACKETA_API_URL),
      feedImportMs: e.PACKETA_FEED_IMPORT_HOURS * 3600_000,
      trackingMs: e.PACKETA_TRACKING_MINUTES * 60_000,
    },
    recommendations: {
      engine: e.RECOMMENDATION_ENGINE,
      url: e.RECOMMENDATION_ENGINE_URL,
      cacheMs: e.RECOMMENDATION_CACHE_SECONDS * 1000,
    },
  };
}

/**
 * What a production process must not run with, each naming the variable to set: a gateway on which
 * shoppers approve their own payments, secrets made up at start or missing, the demo data (a
 * customer with a published password, coupons without limits), and public addresses without TLS.
 */
function productionRefusals(e: z.infer<typeof envSchema>): string[] {
  const refusals: string[] = [];
  if (e.PAYMENT_GATEWAY === 'test') {
    refusals.push(
      '  PAYMENT_GATEWAY: the test gateway lets a shopper approve their own payment; set a real gateway',
    );
  }
  if (e.COMPANY_REGISTRY === 'test') {
    refusals.push('  COMPANY_REGISTRY: the test register makes companies up; set it to ares');
  }
  if (e.PACKETA === 'test') {
    refusals.push('  PACKETA: the test double makes pickup points and parcels up; set it to live');
  } else if (!e.PACKETA_API_KEY || !e.PACKETA_API_PASSWORD || !e.PACKETA_SENDER) {
    refusals.push('  PACKETA_API_KEY, PACKETA_API_PASSWORD, PACKETA_SENDER: Packeta needs all three');
  }
  if (e.PAYMENT_GATEWAY === 'comgate' && e.COMGATE_TEST) {
    refusals.push("  COMGATE_TEST: Comgate's test mode charges nothing; leave it unset in production");
  }
  const secrets = [
    ['VARIANT_HASH_SECRET', 'signs customer prices'],
    ['REVALIDATE_SECRET', "signs the storefront's cache revalidation"],
  ] as const;
  for (const [name, what] of secrets) {
    if (!e[name]) refusals.push(`  ${name}: required (it ${what}); at least 16 random characters`);
  }
  if (e.SEED_DEMO) refusals.push('  SEED_DEMO: set it to false; the demo data must not load in production');
  for (const name of ['PUBLIC_URL', 'STOREFRONT_PUBLIC_URL'] as const) {
    if (!e[name].startsWith('https://'))
      refusals.push(`  ${name}: must be an https:// address in production`);
  }
  // Customers' e-mails, orders and sessions cross these connections.
  if (!e.SMTP_URL) {
    refusals.push(
      '  SMTP_URL: required; the file outbox delivers no mail (smtps://, or smtp:// which must upgrade with STARTTLS)',
    );
  }
  const plaintext = new Set(e.PLAINTEXT_CONNECTIONS);
  const sslMode = e.DATABASE_URL ? new URL(e.DATABASE_URL).searchParams.get('sslmode') : null;
  if (
    e.DATABASE_URL &&
    !['require', 'verify-ca', 'verify-full'].includes(sslMode ?? '') &&
    !plaintext.has('database')
  ) {
    refusals.push(
      '  DATABASE_URL: add sslmode=verify-full (or require) for TLS, or name database in PLAINTEXT_CONNECTIONS',
    );
  }
  if (e.REDIS_URL?.startsWith('redis://') && !plaintext.has('redis')) {
    refusals.push('  REDIS_URL: use rediss:// for TLS, or name redis in PLAINTEXT_CONNECTIONS');
  }
  return refusals;
}

/** The shop's name in e-mails and on the test gateway's page: the display name of MAIL_FROM. */
export function shopNameOf(config: Config): string {
  const display = /^\s*"?([^"<]*?)"?\s*</.exec(config.mailFrom)?.[1]?.trim();
  return display || new URL(config.storefrontPublicUrl).hostname;
}
