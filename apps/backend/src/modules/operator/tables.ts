import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's people and machines: operators, their roles, log-in operatorSessions, second factor,
 * API keys for automation, and the append-only audit log of what each of them did.
 */
export const operatorSchema = pgSchema('operators');

/** A role is a named set of permissions; every /api/admin route names the one it needs. */
export const roles = operatorSchema.table('roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  builtIn: boolean('built_in').notNull().default(false),
});

export const operators = operatorSchema.table('operators', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Lower case; unique. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id (PHC string). */
  passwordHash: text('password_hash').notNull(),
  role: text('role')
    .notNull()
    .references(() => roles.code),
  /** Base32 TOTP secret once the operator confirmed it with a code; null: not enrolled. */
  totpSecret: text('totp_secret'),
  /** A secret shown for enrolment and not yet confirmed. */
  pendingTotpSecret: text('pending_totp_secret'),
  /** The last time step a code was accepted for: a code is good once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  blocked: boolean('blocked').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** One-time codes for when the authenticator is lost: SHA-256 (hex) of each, used at most once. */
export const recoveryCodes = operatorSchema.table(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_operator_idx').on(t.operatorId)],
);

/**
 * Back-office sessions: the cookie's token, stored hashed. A session ends after a while without
 * a request and in any case at `expires_at`; a changed password ends all of them.
 */
export const operatorSessions = operatorSchema.table(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_operator_idx').on(t.operatorId)],
);

/** Keys for scripts and integrations: shown once, stored as SHA-256 (hex), revocable. */
export const apiKeys = operatorSchema.table('api_keys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdBy: integer('created_by').references(() => operators.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * What was done, by whom, from where, to what, with the object before and after. Rows are only
 * ever added: a trigger refuses updates and deletes.
 */
export const auditLog = operatorSchema.table(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type', { enum: ['operator', 'api_key', 'system'] }).notNull(),
    operatorId: integer('operator_id'),
    apiKeyId: integer('api_key_id'),
    /** The actor's name as it was then (an operator's name and e-mail, a key's name). */
    actor: text('actor').notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.id),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
  ],
);
