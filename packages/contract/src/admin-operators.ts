import { z } from 'zod';

/**
 * The back office's people and machines: operators log in with a password and a one-time code
 * (TOTP) and hold a role; automation uses API keys. A role is a set of permissions, and every
 * /api/admin route names the one it needs.
 */

export const adminPermissions = [
  'orders',
  'customers',
  'service',
  'catalogue',
  'content',
  'settings',
  'operators',
  'audit',
  'backup',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

export const adminPermissionLabels: Record<AdminPermission, string> = {
  orders: 'Objednávky, platby a doklady',
  customers: 'Zákazníci',
  service: 'Reklamace a vrácení zboží',
  catalogue: 'Katalog, sklad a akce',
  content: 'Obsah webu',
  settings: 'Nastavení obchodu',
  operators: 'Operátoři, role a API klíče',
  audit: 'Auditní záznam',
  backup: 'Zálohy',
};

const permissionList = z.array(z.enum(adminPermissions)).max(adminPermissions.length);

export const adminLoginBody = z.object({
  email: z.string().trim().max(200),
  password: z.string().max(200),
  /** The six digits of the authenticator app, or one of the recovery codes. */
  code: z.string().trim().max(40).optional(),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const operatorRole = z.object({
  code: z.string(),
  name: z.string(),
  permissions: permissionList,
  /** The shop's own roles: the owner's cannot change; the others may. */
  builtIn: z.boolean(),
});
export type OperatorRole = z.infer<typeof operatorRole>;

export const operatorSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  totpEnabled: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OperatorSummary = z.infer<typeof operatorSummary>;

/** The logged-in operator. `totpRequired`: the session serves only the enrolment until it is done. */
export const operatorMe = operatorSummary.extend({
  permissions: permissionList,
  totpRequired: z.boolean(),
  /** When an idle session ends and when the session ends in any case. */
  idleExpiresAt: z.string(),
  expiresAt: z.string(),
});
export const operatorMeResponse = z.object({ data: operatorMe });
export type OperatorMe = z.infer<typeof operatorMe>;

export const operatorCreateBody = z.object({
  email: z.email().max(200),
  name: z.string().trim().min(1).max(200),
  role: z.string().trim().min(1).max(60),
  password: z.string().max(200),
});
export const operatorUpdateBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  role: z.string().trim().min(1).max(60).optional(),
  blocked: z.boolean().optional(),
  /** Takes the second factor away: the operator enrols again at the next log-in. */
  resetTotp: z.literal(true).optional(),
});
export const operatorIdParams = z.object({ id: z.coerce.number().int().positive() });

export const roleBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, 'malá písmena, číslice a pomlčky'),
  name: z.string().trim().min(1).max(100),
  permissions: permissionList,
});
export const roleCodeParams = z.object({ code: z.string().max(60) });

export const adminPasswordChangeBody = z.object({
  currentPassword: z.string().max(200),
  password: z.string().max(200),
  passwordConfirmation: z.string().max(200),
});

/** A new enrolment: the secret as text and as an otpauth:// link and its QR code (a data: URL). */
export const totpEnrolment = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export const totpConfirmBody = z.object({ code: z.string().trim().max(10) });
/** Shown once: each works once instead of a code from the app. */
export const recoveryCodesResponse = z.object({ data: z.object({ recoveryCodes: z.array(z.string()) }) });

export const apiKeySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters, to tell keys apart; the key itself is never shown again. */
  prefix: z.string(),
  permissions: permissionList,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;
export const apiKeyCreateBody = z.object({
  name: z.string().trim().min(1).max(100),
  permissions: permissionList.min(1),
});
export const apiKeyCreated = z.object({ data: apiKeySummary.extend({ key: z.string() }) });

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: an operator's name and e-mail, an API key's name, or the shop itself. */
  actor: z.string(),
  actorType: z.enum(['operator', 'api_key', 'system']),
  operatorId: z.number().int().nullable(),
  apiKeyId: z.number().int().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  q: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  objectType: z.string().trim().max(60).optional(),
  objectId: z.string().trim().max(60).optional(),
  operatorId: z.coerce.number().int().positive().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** A page of a back-office list: its rows and how many match in all. */
export const adminList = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int() });
