import { z } from 'zod';

/** POST /api/oauth/login (email and password; the answer's data.access_token). */
export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  data: z.object({
    /** Opaque; sent back as `Authorization: Bearer …`. Valid for `expires_in` seconds. */
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().positive(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** A business customer's company: IČO (`tin`) and DIČ (`vatin`). */
export const customerCompany = z.object({
  businessName: z.string().trim().max(200),
  tin: z.string().trim().max(20),
  vatin: z.string().trim().max(20),
});
export type CustomerCompany = z.infer<typeof customerCompany>;

/**
 * A time the shop acted for the customer: an operator logged in as them with a log-in link.
 * `operator` is the operator's name.
 */
export const assistedVisit = z.object({ operator: z.string(), startedAt: z.string() });
export type AssistedVisit = z.infer<typeof assistedVisit>;

/** What else the customer tells about themselves: how to address them, birth date, IČ DPH. */
export const userCustomAttributes = z.object({
  /** Mr or Mrs (globals forms.formalTitles); null when not given. */
  formalTitle: z.enum(['Mr', 'Mrs']).nullable(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  /** A Slovak company's VAT id (IČ DPH). */
  ICDPH: z.string().nullable(),
});
export type UserCustomAttributes = z.infer<typeof userCustomAttributes>;

/** GET /api/v1/user: the logged-in customer. */
export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  newsletter: z.boolean(),
  /** Null for a private customer. */
  business: customerCompany.nullable(),
  variant: z.enum(['b2c', 'b2b']),
  groups: z.array(z.string()),
  /**
   * Signs variant and groups for the price headers (`x-variant-hash`): `<account>.<expires>.<mac>`,
   * good for 24 hours.
   */
  variantHash: z.string(),
  /** The operator's name while this session is one the shop opened for the customer, else null. */
  actingOperator: z.string().nullable(),
  /** The times the shop acted for the customer, newest first (the last 20). */
  assistedVisits: z.array(assistedVisit),
  /** The country of the customer's billing address (the first saved one); null without one. */
  address: z.object({ countryCode: z.string(), countryAlpha2: z.string() }).nullable(),
  attributes: z.object({ custom: userCustomAttributes }),
});
export type User = z.infer<typeof user>;
export const userResponse = z.object({ data: user });

/** GET /api/v1/user/credits/amount: the loyalty credits to spend, in the request's currency (major units). */
export const creditsAmountResponse = z.object({ data: z.object({ amount: z.number() }) });
export type CreditsAmountResponse = z.infer<typeof creditsAmountResponse>;

const name = z.string().trim().max(100);
const password = z.string().max(200);

/** The customer's own details, as registration and PATCH /api/v1/user take them. */
export const personalBody = z.object({
  firstName: name,
  lastName: name,
  phone: z.string().trim().max(30),
  newsletter: z.boolean().default(false),
  /** Null or absent: a private customer (the variant becomes b2c); a company makes it b2b. */
  business: customerCompany.nullable().default(null),
});

/**
 * PATCH /api/v1/user: the customer's own details (the e-mail is the log-in and stays), and of
 * `attributes.custom` the keys given (null or '' clears one; an absent key stays as it is).
 */
export const userPatchBody = personalBody.extend({
  attributes: z
    .strictObject({
      custom: z.strictObject({
        formalTitle: z.string().trim().max(10).nullable().optional(),
        dateOfBirth: z.string().trim().max(20).nullable().optional(),
        ICDPH: z.string().trim().max(20).nullable().optional(),
      }),
    })
    .optional(),
});
export type UserPatchBody = z.infer<typeof userPatchBody>;

/**
 * POST /api/v1/register: asks for an account. The answer is the same whether or not the e-mail has
 * one; the e-mail then gets a link that creates the account (or, when it has one, a link to set a
 * new password). `callbackUrl` (the storefront's registration page) must be on the shop's own
 * storefront; otherwise the shop's own page is used.
 */
export const registerBody = personalBody.extend({
  email: z.string().trim().max(254),
  password,
  password_confirmation: password,
  /** The terms and the privacy policy: required. */
  terms: z.boolean(),
  callbackUrl: z.string().max(2000).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/v1/register/confirm: the link's token; the answer is a log-in's. */
export const registerConfirmBody = z.object({ token: z.string().max(200) });
export type RegisterConfirmBody = z.infer<typeof registerConfirmBody>;

/** PATCH /api/v1/user/password: the current password, then the new one twice. */
export const passwordChangeBody = z.object({
  old_password: password,
  password,
  password_confirmation: password,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/**
 * POST /api/v1/forgot-password: the e-mail gets a link to set a new password when it has an
 * account; the answer is the same either way. `callbackUrl` (the storefront's reset page) must be
 * on the shop's own storefront; otherwise the shop's own page is used.
 */
export const forgotPasswordBody = z.object({
  email: z.string().trim().max(254),
  callbackUrl: z.string().max(2000).optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /api/v1/reset-password: the link's token and e-mail, and the new password twice. */
export const resetPasswordBody = z.object({
  /** Optional: the link's token names the account; when given, it must be the account's e-mail. */
  email: z.string().trim().max(254).optional(),
  token: z.string().max(200),
  password,
  password_confirmation: password,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** What a form call says when it went well (a Czech sentence for the shopper). */
export const messageResponse = z.object({ data: z.object({ message: z.string() }) });
export type MessageResponse = z.infer<typeof messageResponse>;

export const addressTypes = ['billing', 'delivery'] as const;

/** POST /api/v1/user/addresses, PATCH …/{id}: a saved address (street with its house number). */
export const addressBody = z.object({
  type: z.enum(addressTypes),
  name: name,
  businessName: z.string().trim().max(200).default(''),
  street: z.string().trim().max(200),
  city: z.string().trim().max(100),
  postcode: z.string().trim().max(20),
  /** ISO 3166 alpha-3 of one of the shop's countries (GET /api/v1/countries). */
  country_code: z.string().trim().toUpperCase().length(3),
  phone: z.string().trim().max(30).default(''),
});
export type AddressBody = z.infer<typeof addressBody>;

/**
 * PATCH /api/v1/user/addresses/{id}: the fields to change (at least one); the others keep their
 * values. The whole address is then checked again by the form rules.
 */
export const addressPatchBody = z.strictObject({
  type: z.enum(addressTypes).optional(),
  name: name.optional(),
  businessName: z.string().trim().max(200).optional(),
  street: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  postcode: z.string().trim().max(20).optional(),
  country_code: z.string().trim().toUpperCase().length(3).optional(),
  phone: z.string().trim().max(30).optional(),
});
export type AddressPatchBody = z.infer<typeof addressPatchBody>;

export const address = z.object({
  id: z.number().int(),
  type: z.enum(addressTypes),
  name: z.string(),
  businessName: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country_code: z.string(),
  phone: z.string().nullable(),
});
export type Address = z.infer<typeof address>;
export const addressResponse = z.object({ data: address });
export const addressesResponse = z.object({ data: z.array(address) });
export const addressIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
