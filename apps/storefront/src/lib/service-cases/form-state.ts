import type { ServiceCaseKind, ServiceOrder } from '@shop/contract';

/**
 * Where a complaint or withdrawal form is: finding the order, entering the one-time code e-mailed
 * to it (skipped when the order's link or the owner's log-in opens it), choosing what and why, filed.
 */
export type ServiceFormStep = 'order' | 'code' | 'details' | 'done';
export const SERVICE_FORM_STEPS: readonly ServiceFormStep[] = ['order', 'code', 'details', 'done'];

/** What the form's server action gives back to the form. */
export interface ServiceFormState {
  kind: ServiceCaseKind;
  step: ServiceFormStep;
  /** What the shopper typed, to show again, by input name (the one-time code too: the steps carry it). */
  values: Record<string, string>;
  /** A message per input, by its name. */
  errors: Record<string, string>;
  /** A message for the whole form. */
  notice: { kind: 'error' | 'success'; text: string } | null;
  /** The order found in step 1 (left out of a plain post's flash: the page looks it up again). */
  order: ServiceOrder | null;
  /** The filed case's number. */
  caseNumber: string | null;
}

export const emptyServiceForm = (kind: ServiceCaseKind): ServiceFormState => ({
  kind,
  step: 'order',
  values: {},
  errors: {},
  notice: null,
  order: null,
  caseNumber: null,
});

/** The input of an order line's pieces. */
export const amountField = (orderItemId: number) => `amount-${orderItemId}`;

/** The form's id prefix per kind: its inputs' ids start with it. */
export const SERVICE_FORMS: Record<ServiceCaseKind, string> = {
  complaint: 'reklamace',
  withdrawal: 'odstoupeni',
};
