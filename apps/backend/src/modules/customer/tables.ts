import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Customers, their groups, accounts, log-in sessions and loyalty credits. */
export const customerSchema = pgSchema('customer');

/** A restricted group is never granted from a header alone (DESIGN: signed variantHash). */
export const customerGroups = customerSchema.table('customer_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  variant: text('variant', { enum: ['b2c', 'b2b'] }).notNull(),
  restricted: boolean('restricted').notNull().default(false),
});

/** Customer accounts (registration at checkout; log-in and the user area build on them). */
export const accounts = customerSchema.table('accounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Lower case; unique. */
  email: text('email').notNull().unique(),
  /** argon2id (PHC string). */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  variant: text('variant', { enum: ['b2c', 'b2b'] })
    .notNull()
    .default('b2c'),
  newsletter: boolean('newsletter').notNull().default(false),
  /** customer.customer_groups.code: the groups whose prices the customer gets once logged in. */
  groups: text('groups')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** A business customer's company (all three null for a private customer). */
  businessName: text('business_name'),
  /** IČO. */
  tin: text('tin'),
  /** DIČ. */
  vatin: text('vatin'),
  /** IČ DPH (a Slovak company's VAT id). */
  vatinsvk: text('vatinsvk'),
  /** How the shop addresses the customer: Mr or Mrs; null when not given. */
  formalTitle: text('formal_title', { enum: ['Mr', 'Mrs'] }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  /** When an operator blocked the account: it cannot log in or order until unblocked. */
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  /** When the customer agreed to the terms and the privacy policy (null: before consent was recorded). */
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password-reset links: a random token, stored hashed, usable once and only until it expires. A
 * new request or a changed password makes the account's earlier links useless.
 */
export const passwordResets = customerSchema.table(
  'password_resets',
  {
    /** SHA-256 (hex) of the token. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_resets_account_idx').on(t.accountId)],
);

/**
 * Registrations waiting for their e-mail's confirmation. The request keeps the details and the
 * password's hash; the mail job sets the token (stored hashed) and sends the link, or, when the
 * e-mail already has an account, deletes the row and sends a link to set a new password instead.
 * Confirming creates the account from the row and deletes it.
 */
export const pendingRegistrations = customerSchema.table(
  'pending_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** SHA-256 (hex) of the link's token; null until the mail is sent. */
    tokenHash: text('token_hash').unique(),
    /** Normalised (normaliseEmail). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The account's columns besides e-mail and password (NewAccountDetails). */
    details: jsonb('details').$type<NewAccountDetails>().notNull(),
    /** The order placed with the registration at checkout: it joins the account. */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pending_registrations_email_idx').on(t.email),
    index('pending_registrations_expires_idx').on(t.expiresAt),
  ],
);

/** What a registration gives its account besides the e-mail and the password. */
export interface NewAccountDetails {
  firstName: string;
  lastName: string;
  phone: string | null;
  newsletter: boolean;
  variant: 'b2c' | 'b2b';
  businessName?: string | null;
  tin?: string | null;
  vatin?: string | null;
}

/** A customer's saved addresses, to fill checkout in: billing or delivery. */
export const addresses = customerSchema.table(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['billing', 'delivery'] }).notNull(),
    name: text('name').notNull(),
    businessName: text('business_name'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    /** ISO 3166 alpha-3, e.g. CZE. */
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_account_idx').on(t.accountId)],
);

/** Log-in sessions: opaque bearer tokens, stored hashed, revocable by deleting the row. */
export const sessions = customerSchema.table(
  'sessions',
  {
    /** SHA-256 (hex) of the token. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a request last used it (renewed at most every few minutes): an idle session ends. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator acting for the customer through a log-in link (name and e-mail), or null. */
    actingOperator: text('acting_operator'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Loyalty credits: a ledger, so a balance is a sum and every change is traceable to an order. */
export const creditMovements = customerSchema.table('credit_movements', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Positive: earned or granted; negative: spent on an order. Minor units of CZK. */
  amount: integer('amount').notNull(),
  orderId: integer('order_id'),
  note: text('note').notNull(),
  /** The operator who granted or deducted them by hand, or null. */
  operator: text('operator'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The times the shop acted for the customer (an operator logged in as them): the customer's
 * account shows them, so nothing the shop does in their name is hidden from them.
 */
export const assistedVisits = customerSchema.table(
  'assisted_visits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    operator: text('operator').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assisted_visits_account_idx').on(t.accountId, t.startedAt)],
);

/**
 * The customer's shopping lists. The wish list is the list with the code `wishlist`, made on first
 * use; every other list gets a random code of its own.
 */
export const shoppingLists = customerSchema.table(
  'shopping_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shopping_lists_account_code_idx').on(t.accountId, t.code)],
);

/** A variant on a shopping list; the same variant once per list (adding it again adds the amount). */
export const shoppingListItems = customerSchema.table(
  'shopping_list_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    /** catalog.variants.id (the catalogue's service says whether it is still sold). */
    variantId: integer('variant_id').notNull(),
    amount: integer('amount').notNull().default(1),
    /** The customer's own note on the item. */
    custom: text('custom'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shopping_list_items_list_variant_idx').on(t.listId, t.variantId),
    check('shopping_list_items_amount_range', sql`${t.amount} between 1 and 9999`),
  ],
);

/**
 * Log-in-as-customer links an operator issues: a random token, stored hashed, usable once and only
 * for a few minutes.
 */
export const operatorLogins = customerSchema.table(
  'operator_logins',
  {
    /** SHA-256 (hex) of the token. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Who asked for the link (name and e-mail): the session it opens is marked with it. */
    operator: text('operator'),
  },
  (t) => [index('operator_logins_account_idx').on(t.accountId)],
);

/**
 * The customers' security events, kept apart from the request log: log-ins and their failures,
 * refusals for too many attempts, log-outs, password changes and resets, deleted accounts. The
 * account stays a bare number (no reference: the record outlives the account); the address is the
 * shopper's as the proxy tells it. Kept for a year.
 */
export const securityEvents = customerSchema.table(
  'security_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', {
      enum: [
        'account_created',
        'login',
        'login_failed',
        'login_refused',
        'login_throttled',
        'logout',
        'password_changed',
        'password_reset',
        'account_deleted',
        'sessions_ended',
        'two_factor_enabled',
        'two_factor_disabled',
        'recovery_code_used',
      ],
    }).notNull(),
    accountId: integer('account_id'),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_account_idx').on(t.accountId, t.createdAt),
    index('security_events_created_idx').on(t.createdAt),
  ],
);

/**
 * A customer's authenticator-app (TOTP) second factor. Unconfirmed while the customer has not yet
 * typed a code of it: the log-in asks for it only once confirmed.
 */
export const secondFactors = customerSchema.table('second_factors', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Base32 TOTP secret. */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The time step of the last code accepted: a code is good once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** The recovery codes as the set-up page shows them, until confirmed; then only their hashes stay. */
  pendingRecoveryCodes: text('pending_recovery_codes').array(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-use recovery codes of a confirmed second factor, hashed with the account's id. */
export const customerRecoveryCodes = customerSchema.table(
  'recovery_codes',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.codeHash] })],
);

/**
 * A log-in whose password was right and whose second factor is still to come: its token (hashed)
 * stands for the password for a few minutes and a few codes.
 */
export const loginChallenges = customerSchema.table(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
  },
  (t) => [index('login_challenges_account_idx').on(t.accountId)],
);
