import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { contactFormBody, contactFormResponse } from '../contact-form.ts';
import {
  serviceCaseBody,
  serviceCaseResponse,
  serviceOrderLookupBody,
  serviceOrderLookupResponse,
} from '../service-cases.ts';

const failures = { 400: errorResponse, 422: errorResponse, 429: errorResponse };

const opened =
  "The order is opened as for the look-up (order token, the owner's bearer token, or e-mail and verificationCode, which the case spends); without any: 422 serviceCase.codeRequired.";

/** Customer service: the contact form, and the complaint and withdrawal forms with their order look-up. */
export const supportApi = {
  serviceOrder: endpoint.post('/api/v1/service-cases/order', {
    tags: ['store'],
    summary:
      "The order for the complaint and withdrawal forms: its lines, delivery and the 14-day withdrawal deadline, when the request opens it: with the order's token (orderToken), the bearer token of the customer who placed it, or its e-mail and the one-time code (verificationCode) e-mailed to it. A code and an e-mail without verificationCode answer codeSent (and e-mail the order's address a 6-digit code valid 15 minutes, 5 tries) alike whether the order exists; a wrong, spent or expired code answers 422 serviceCase.codeInvalid",
    body: serviceOrderLookupBody,
    response: { 200: serviceOrderLookupResponse, ...failures },
  }),
  complaint: endpoint.post('/api/v1/complaints', {
    tags: ['store'],
    summary: `File a complaint (reklamace) about shipped goods of an order: its lines and pieces, the defect, optionally a refund account (IBAN or Czech account, checked). Answers the case number; the customer and the shop get an e-mail. ${opened}`,
    body: serviceCaseBody,
    response: { 201: serviceCaseResponse, ...failures },
  }),
  withdrawal: endpoint.post('/api/v1/withdrawals', {
    tags: ['store'],
    summary: `Withdraw from a purchase within 14 days of delivery (odstoupení od smlouvy): its lines and pieces, the reason and the refund account (IBAN or Czech account, checked). Answers the case number; the customer and the shop get an e-mail. Later: 422 serviceCase.withdrawalExpired. ${opened}`,
    body: serviceCaseBody,
    response: { 201: serviceCaseResponse, ...failures },
  }),
  contactForm: endpoint.post('/api/v1/contact-form', {
    tags: ['store'],
    summary:
      'A message to the shop from the contact form: name, e-mail, phone and order code (optional), the message and the consent. 422 with a Czech message per field; 429 past 10 messages an hour from one address. Stored, and e-mailed to the shop (a reply goes to the shopper)',
    body: contactFormBody,
    response: { 200: contactFormResponse, 400: errorResponse, 422: errorResponse, 429: errorResponse },
  }),
};
