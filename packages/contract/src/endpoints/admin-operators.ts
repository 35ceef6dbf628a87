import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  adminList,
  adminLoginBody,
  adminPasswordChangeBody,
  apiKeyCreateBody,
  apiKeyCreated,
  apiKeySummary,
  auditEntry,
  auditQuery,
  operatorCreateBody,
  operatorIdParams,
  operatorMeResponse,
  operatorRole,
  operatorSummary,
  operatorUpdateBody,
  recoveryCodesResponse,
  roleBody,
  roleCodeParams,
  totpConfirmBody,
  totpEnrolment,
} from '../admin-operators.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const ok = z.object({ ok: z.literal(true) });

/**
 * The back office's own endpoints: log-in, the operator's account and second factor, operators,
 * roles, API keys and the audit log. The permission each needs stays with the backend's route.
 */
export const adminOperatorApi = {
  logIn: endpoint.post('/api/admin/v1/session', {
    tags: ['admin'],
    summary:
      'Log an operator in: e-mail, password and the code of their authenticator app (or a recovery code)',
    body: adminLoginBody,
    response: { 200: operatorMeResponse, ...errors, 429: errorResponse },
  }),
  logOut: endpoint.delete('/api/admin/v1/session', {
    tags: ['admin'],
    summary: 'Log out',
    response: { 200: ok, ...errors },
  }),
  me: endpoint.get('/api/admin/v1/me', {
    tags: ['admin'],
    summary: 'The logged-in operator',
    response: { 200: operatorMeResponse, ...errors },
  }),
  changePassword: endpoint.put('/api/admin/v1/me/password', {
    tags: ['admin'],
    summary: "Change one's password: every other session of the operator ends",
    body: adminPasswordChangeBody,
    response: { 200: ok, ...errors },
  }),
  startTotp: endpoint.post('/api/admin/v1/me/totp', {
    tags: ['admin'],
    summary: 'Start setting up the second factor: a new secret and its QR code for an authenticator app',
    response: { 200: z.object({ data: totpEnrolment }), ...errors },
  }),
  confirmTotp: endpoint.put('/api/admin/v1/me/totp', {
    tags: ['admin'],
    summary: 'Confirm the second factor with a code from the app; answers the recovery codes, shown once',
    body: totpConfirmBody,
    response: { 200: recoveryCodesResponse, ...errors },
  }),
  operators: endpoint.get('/api/admin/v1/operators', {
    tags: ['admin'],
    summary: 'Operators',
    response: { 200: adminList(operatorSummary), ...errors },
  }),
  createOperator: endpoint.post('/api/admin/v1/operators', {
    tags: ['admin'],
    summary: 'A new operator with a first password; they set up their second factor at their first log-in',
    body: operatorCreateBody,
    response: { 201: z.object({ data: operatorSummary }), ...errors },
  }),
  updateOperator: endpoint.put('/api/admin/v1/operators/:id', {
    tags: ['admin'],
    summary:
      "Change an operator's name or role, block them (their sessions end) or take their second factor away",
    params: operatorIdParams,
    body: operatorUpdateBody,
    response: { 200: z.object({ data: operatorSummary }), ...errors },
  }),
  roles: endpoint.get('/api/admin/v1/roles', {
    tags: ['admin'],
    summary: 'Roles and their permissions',
    response: { 200: adminList(operatorRole), ...errors },
  }),
  createRole: endpoint.post('/api/admin/v1/roles', {
    tags: ['admin'],
    summary: 'A new role',
    body: roleBody,
    response: { 201: z.object({ data: operatorRole }), ...errors },
  }),
  updateRole: endpoint.put('/api/admin/v1/roles/:code', {
    tags: ['admin'],
    summary: "Change a role's name and permissions (not the owner's)",
    params: roleCodeParams,
    body: roleBody.omit({ code: true }),
    response: { 200: z.object({ data: operatorRole }), ...errors },
  }),
  apiKeys: endpoint.get('/api/admin/v1/api-keys', {
    tags: ['admin'],
    summary: 'API keys (never the keys themselves)',
    response: { 200: adminList(apiKeySummary), ...errors },
  }),
  createApiKey: endpoint.post('/api/admin/v1/api-keys', {
    tags: ['admin'],
    summary: 'A new API key with the permissions it may use: the key is in this answer only',
    body: apiKeyCreateBody,
    response: { 201: apiKeyCreated, ...errors },
  }),
  revokeApiKey: endpoint.delete('/api/admin/v1/api-keys/:id', {
    tags: ['admin'],
    summary: 'Revoke an API key: it is refused from now on',
    params: operatorIdParams,
    response: { 200: ok, ...errors },
  }),
  audit: endpoint.get('/api/admin/v1/audit', {
    tags: ['admin'],
    summary: 'The audit log, newest first: search by actor, action, object, address and dates',
    querystring: auditQuery,
    response: { 200: adminList(auditEntry), ...errors },
  }),
};
