import {
  checkoutFieldDefaults,
  placeOrderErrors,
  type CheckoutFieldName,
  type OrderExtras,
} from '@shop/contract';
import {
  validateCustomOrderNumber,
  validateDateOfBirth,
  validateFormalTitle,
  zonedDateTime,
  type FormalTitle,
} from '@shop/rules';
import type { PlaceOrderInput } from './payload-check.ts';
import type { Problem } from './refusal.ts';
import type { OrderConsents, OrderCustomer, orders } from './tables.ts';

export type OfferedCheckoutFields = Record<CheckoutFieldName, boolean>;

/** The setting checkoutFields over the defaults: which optional fields the checkout offers. */
export function offeredCheckoutFields(setting: unknown): OfferedCheckoutFields {
  const given = (setting ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(checkoutFieldDefaults).map(([k, on]) => [
      k,
      typeof given[k] === 'boolean' ? given[k] : on,
    ]),
  ) as OfferedCheckoutFields;
}

export interface CheckedExtras {
  customer: Pick<OrderCustomer, 'formalTitle' | 'dateOfBirth' | 'cardRequest'>;
  consents: OrderConsents;
  customOrderNumber: string | null;
}

/**
 * The optional checkout fields: a field the shop does not offer is ignored (stored empty or
 * false); an offered one is checked (title Mr or Mrs, a real past birth date, a custom order
 * number's characters), and a business customer must agree to the terms for companies when they
 * are offered.
 */
export function checkExtras(
  body: PlaceOrderInput,
  offered: OfferedCheckoutFields,
  isBusiness: boolean,
  now: Date = new Date(),
): { errors: Problem[]; extras: CheckedExtras } {
  const errors: Problem[] = [];
  const add = (field: string, title: string | null) => {
    if (title) errors.push({ field, title });
  };
  const formalTitle = offered.formalTitle ? (body.customer.formalTitle ?? '') : '';
  const dateOfBirth = offered.dateOfBirth ? (body.customer.dateOfBirth ?? '') : '';
  const customOrderNumber = offered.customOrderNumber ? (body.customOrderNumber ?? '') : '';
  add('formalTitle', validateFormalTitle(formalTitle));
  add('dateOfBirth', validateDateOfBirth(dateOfBirth, zonedDateTime(now).date));
  add('customOrderNumber', validateCustomOrderNumber(customOrderNumber));
  const businessTerms = offered.businessTerms && isBusiness && body.businessTerms;
  if (offered.businessTerms && isBusiness && !body.businessTerms)
    add('businessTerms', placeOrderErrors.businessTerms);
  const c = body.consents;
  return {
    errors,
    extras: {
      customer: {
        formalTitle: (formalTitle || null) as FormalTitle | null,
        dateOfBirth: dateOfBirth || null,
        cardRequest: offered.cardRequest && body.cardRequest,
      },
      consents: {
        terms: true,
        newsletter: offered.newsletter && body.customer.newsletter,
        sms: offered.smsMarketing && c.sms,
        magazine: offered.magazine && c.magazine,
        heurekaSurvey: offered.heurekaSurvey && c.heurekaSurvey,
        zboziSurvey: offered.zboziSurvey && c.zboziSurvey,
        businessTerms,
        phoneNotification: c.phoneNotification,
      },
      customOrderNumber: customOrderNumber || null,
    },
  };
}

/** What an order keeps of the optional fields, as the customer's and the back office's detail show it. */
export function orderExtrasOf(row: typeof orders.$inferSelect): OrderExtras {
  const { customer: c, consents } = row;
  return {
    formalTitle: c.formalTitle ?? null,
    dateOfBirth: c.dateOfBirth ?? null,
    cardRequest: c.cardRequest ?? false,
    businessTerms: consents.businessTerms ?? false,
    customOrderNumber: row.customOrderNumber,
    consents: {
      newsletter: consents.newsletter,
      sms: consents.sms,
      magazine: consents.magazine,
      heurekaSurvey: consents.heurekaSurvey,
      zboziSurvey: consents.zboziSurvey,
      phoneNotification: consents.phoneNotification ?? false,
    },
  };
}
