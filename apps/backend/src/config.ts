import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** Route groups a process can serve; `MODULES` picks a subset so each can scale on its own. */
export const moduleNames = ['catalog', 'cms', 'media'] as const;
export type ModuleName = (typeof moduleNames)[number];

// Resolved from this file, not from cwd, so `npm start -w apps/backend` and the root agree on ./data.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
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
  /** Signs x-variant-hash (customer variant and groups); unset: a random one kept in DATA_DIR/secret. */
  VARIANT_HASH_SECRET: z.string().min(16).optional(),
  STOREFRONT_URL: z.url().optional(),
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export interface Config {
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
  variantHashSecret: string | undefined;
  /** Where cache revalidation is sent; unset: revalidation is off. */
  storefrontUrl: string | undefined;
  /** HMAC key of revalidation requests. */
  revalidateSecret: string | undefined;
  /** Bearer token of the operator endpoints; unset: they answer 404. */
  adminToken: string | undefined;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    modules: [...new Set(e.MODULES)],
    seedDemo: e.SEED_DEMO,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL,
    variantHashSecret: e.VARIANT_HASH_SECRET,
    storefrontUrl: e.STOREFRONT_URL?.replace(/\/+$/, ''),
    revalidateSecret: e.REVALIDATE_SECRET,
    adminToken: e.ADMIN_TOKEN,
  };
}
