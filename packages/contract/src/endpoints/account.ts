import { z } from 'zod';
import {
  accountDeleteBody,
  accountExport,
  endSessionsBody,
  endSessionsResponse,
  operatorLoginBody,
  userSessionsResponse,
} from '../account-manage.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  loginChallengeResponse,
  secondFactorConfirmBody,
  secondFactorLoginBody,
  secondFactorPasswordBody,
  secondFactorResponse,
} from '../second-factor.ts';
import {
  addressBody,
  addressesResponse,
  addressIdParams,
  addressPatchBody,
  addressResponse,
  creditsAmountResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  passwordChangeBody,
  registerBody,
  registerConfirmBody,
  resetPasswordBody,
  userPatchBody,
  userResponse,
} from '../user.ts';

const noContent = z.null().describe('No content');
const failures = { 400: errorResponse, 401: errorResponse, 422: errorResponse, 429: errorResponse };
const securityFailures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

/**
 * The customer's account: registration, log-in and log-out, personal details, passwords, saved
 * addresses, credits, sessions, the second factor, the data export and deleting the account.
 */
export const accountApi = {
  register: endpoint.post('/api/v1/register', {
    tags: ['store'],
    summary:
      'Ask for an account: the e-mail gets a link that creates it (24 hours, single use), or a new-password link when it has one; the same answer either way',
    body: registerBody,
    response: { 200: messageResponse, ...failures },
  }),
  confirmRegistration: endpoint.post('/api/v1/register/confirm', {
    tags: ['store'],
    summary:
      'Create the account of a registration link and log in: the answer is a log-in’s. A guest cart (x-cart-token) joins the new account’s cart, and an order placed with the registration its orders',
    body: registerConfirmBody,
    response: { 200: loginResponse, ...failures },
  }),
  forgotPassword: endpoint.post('/api/v1/forgot-password', {
    tags: ['store'],
    summary:
      'Send a link to set a new password (1 hour, single use) when the e-mail has an account; the same answer either way',
    body: forgotPasswordBody,
    response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
  }),
  resetPassword: endpoint.post('/api/v1/reset-password', {
    tags: ['store'],
    summary: 'Set a new password with the e-mailed link’s token; every session of the account ends',
    body: resetPasswordBody,
    response: { 200: messageResponse, ...failures },
  }),
  logIn: endpoint.post('/api/oauth/login', {
    tags: ['store'],
    summary:
      'Log in with e-mail and password: an opaque bearer token for 7 days. A guest cart (x-cart-token) joins the customer’s cart',
    body: loginBody,
    response: {
      200: loginResponse,
      202: loginChallengeResponse,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      429: errorResponse,
    },
  }),
  logInSecondFactor: endpoint.post('/api/oauth/login/second-factor', {
    tags: ['store'],
    summary:
      'The second step of a log-in whose account asks for a second factor: the challenge of the first step and a code of the authenticator app (good once) or a recovery code (spent). A few wrong codes end the challenge (401 login.challengeExpired)',
    body: secondFactorLoginBody,
    response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
  }),
  logOut: endpoint.post('/api/oauth/logout', {
    tags: ['store'],
    summary: 'End the session of the bearer token',
    response: { 204: noContent },
  }),
  operatorLogIn: endpoint.post('/api/oauth/operator-login', {
    tags: ['store'],
    summary:
      'Exchange an operator’s log-in link (single use, a few minutes) for a session of its customer, marked as the operator’s and shown to the customer among the times the shop acted for them: the answer is a log-in’s',
    body: operatorLoginBody,
    response: {
      200: loginResponse,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      429: errorResponse,
    },
  }),
  user: endpoint.get('/api/v1/user', {
    tags: ['store'],
    summary:
      'The logged-in customer (401 without a live session: the client forgets its token; 403 once when the customer’s group has become restricted), with the operator acting for them in this session and the times the shop did',
    response: { 200: userResponse, 401: errorResponse, 403: errorResponse },
  }),
  updateUser: endpoint.patch('/api/v1/user', {
    tags: ['store'],
    summary: 'Change the logged-in customer’s details (422 with a message per field)',
    body: userPatchBody,
    response: { 200: userResponse, ...failures },
  }),
  deleteUser: endpoint.delete('/api/v1/user', {
    tags: ['store'],
    summary:
      'Delete the account (its password confirms it): orders stay without personal data, reviews without the account',
    body: accountDeleteBody,
    response: {
      204: noContent,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      422: errorResponse,
      429: errorResponse,
    },
  }),
  changePassword: endpoint.patch('/api/v1/user/password', {
    tags: ['store'],
    summary: 'Change the password (the current one required); every other session ends',
    body: passwordChangeBody,
    response: { 200: messageResponse, ...failures },
  }),
  addresses: endpoint.get('/api/v1/user/addresses', {
    tags: ['store'],
    summary: 'The customer’s saved addresses',
    response: { 200: addressesResponse, 401: errorResponse },
  }),
  addAddress: endpoint.post('/api/v1/user/addresses', {
    tags: ['store'],
    summary: 'Save a billing or delivery address (422 with a message per field)',
    body: addressBody,
    response: { 200: addressResponse, ...failures },
  }),
  updateAddress: endpoint.patch('/api/v1/user/addresses/:id', {
    tags: ['store'],
    summary:
      'Change some fields of a saved address; the rest stay (422 for none or a bad one, 404 when it is not the customer’s)',
    params: addressIdParams,
    body: addressPatchBody,
    response: { 200: addressResponse, 404: errorResponse, ...failures },
  }),
  deleteAddress: endpoint.delete('/api/v1/user/addresses/:id', {
    tags: ['store'],
    summary: 'Delete a saved address (404 when it is not the customer’s)',
    params: addressIdParams,
    response: { 204: noContent, 401: errorResponse, 404: errorResponse },
  }),
  credits: endpoint.get('/api/v1/user/credits/amount', {
    tags: ['store'],
    summary:
      "The logged-in customer's loyalty credits in crowns (when the shop setting loyalty_credits is on)",
    response: { 200: creditsAmountResponse, 401: errorResponse, 409: errorResponse },
  }),
  sessions: endpoint.get('/api/v1/user/sessions', {
    tags: ['store'],
    summary: "The logged-in customer's live sessions (where they are logged in), this one first",
    response: { 200: userSessionsResponse, 401: errorResponse, 403: errorResponse },
  }),
  endOtherSessions: endpoint.delete('/api/v1/user/sessions', {
    tags: ['store'],
    summary:
      'Log out everywhere else, with the password again: every session of the customer but this one ends',
    body: endSessionsBody,
    response: {
      200: endSessionsResponse,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      422: errorResponse,
      429: errorResponse,
    },
  }),
  secondFactor: endpoint.get('/api/v1/user/second-factor', {
    tags: ['store'],
    summary:
      "The customer's authenticator-app second factor: on or off, recovery codes left, or a set-up under way with its secret, QR code and recovery codes",
    response: { 200: secondFactorResponse, 401: errorResponse, 403: errorResponse },
  }),
  startSecondFactor: endpoint.post('/api/v1/user/second-factor', {
    tags: ['store'],
    summary:
      'Start setting up a second factor, with the password again: a new secret and recovery codes (GET shows them) until a code confirms it',
    body: secondFactorPasswordBody,
    response: { 204: noContent, ...securityFailures },
  }),
  confirmSecondFactor: endpoint.put('/api/v1/user/second-factor', {
    tags: ['store'],
    summary:
      'Confirm the set-up with a code of the app: every log-in asks for a code from now on, and every other session ends',
    body: secondFactorConfirmBody,
    response: { 204: noContent, ...securityFailures },
  }),
  disableSecondFactor: endpoint.delete('/api/v1/user/second-factor', {
    tags: ['store'],
    summary: 'Turn the second factor off, with the password again',
    body: secondFactorPasswordBody,
    response: { 204: noContent, ...securityFailures },
  }),
  export: endpoint.get('/api/v1/user/export', {
    tags: ['store'],
    summary:
      'Everything the shop holds about the logged-in customer: details, addresses, credits, shopping lists, orders with items, reviews',
    response: { 200: accountExport, 401: errorResponse, 403: errorResponse },
  }),
};
