'use server';

import { headers } from 'next/headers';
import { serviceCaseErrors, serviceCaseKinds, type ServiceCaseKind, type ServiceOrder } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { czechDate } from '@shop/rules';
import type { AppLocale } from '@/i18n/routing';
import { firstForwardedFor } from '../currency/visitor-country';
import { BackendError } from '../http';
import { formLocale, formText } from '../user/form-data';
import { fileServiceCase, lookupServiceOrder } from './api';
import { keepServiceFormForPage } from './form-flash';
import { amountField, type ServiceFormState } from './form-state';
import { logError } from '@/lib/log';

/**
 * The complaint and withdrawal forms' one server action, step by step: the order by its code and
 * e-mail, then the lines, pieces, reason and account, then the case number. It works without
 * JavaScript: the form posts to its page, which shows the returned state with what was typed.
 */

const TEXT_FIELDS = ['orderCode', 'email', 'reason', 'bankAccount'];

export async function serviceCaseAction(prev: ServiceFormState, form: FormData): Promise<ServiceFormState> {
  return keepServiceFormForPage(await serviceCaseStep(prev, form));
}

const kindOf = (form: FormData): ServiceCaseKind => {
  const raw = formText(form, 'kind');
  return (serviceCaseKinds as readonly string[]).includes(raw) ? (raw as ServiceCaseKind) : 'complaint';
};

/** A refused call as messages by input name, or one for the whole form. */
async function refused(e: unknown, locale: AppLocale): Promise<Pick<ServiceFormState, 'errors' | 'notice'>> {
  const t = await getTranslations({ locale, namespace: 'FormErrors' });
  if (e instanceof BackendError && e.status === 422 && e.errors.length > 0) {
    const errors: Record<string, string> = {};
    let notice: string | null = null;
    for (const err of e.errors) {
      const item = /^items\.(\d+)$/.exec(err.field ?? '');
      const name = item ? amountField(Number(item[1])) : err.field;
      if (name && (item || TEXT_FIELDS.includes(name) || name === 'items')) errors[name] ??= err.title;
      else notice ??= err.title;
    }
    return { errors, notice: notice ? { kind: 'error', text: notice } : null };
  }
  if (e instanceof BackendError && e.status === 429) {
    return { errors: {}, notice: { kind: 'error', text: e.errors[0]?.title ?? t('tooMany') } };
  }
  logError('service case form', e);
  return { errors: {}, notice: { kind: 'error', text: t('failed') } };
}

/** Why this order cannot go on to step 2 of this form, or null. */
function closedFor(kind: ServiceCaseKind, order: ServiceOrder): string | null {
  if (kind === 'complaint' && !order.shipped) return serviceCaseErrors.notShipped;
  if (kind === 'withdrawal' && !order.withdrawalOpen) {
    return order.withdrawalDeadline
      ? serviceCaseErrors.withdrawalExpired.replace('{deadline}', czechDate(order.withdrawalDeadline))
      : serviceCaseErrors.orderCancelled;
  }
  return null;
}

async function serviceCaseStep(_prev: ServiceFormState, form: FormData): Promise<ServiceFormState> {
  const kind = kindOf(form);
  const locale = formLocale(form);
  const clientAddress = firstForwardedFor((await headers()).get('x-forwarded-for'));
  const values = Object.fromEntries(TEXT_FIELDS.map((n) => [n, formText(form, n)]));
  const base = { kind, values, errors: {}, notice: null, order: null, caseNumber: null };
  const lookup = { orderCode: values.orderCode!, email: values.email! };

  if (formText(form, 'step') !== 'details') {
    try {
      const order = await lookupServiceOrder(locale, lookup, clientAddress);
      const closed = closedFor(kind, order);
      if (closed) return { ...base, step: 'order', notice: { kind: 'error', text: closed } };
      return { ...base, step: 'details', order };
    } catch (e) {
      return { ...base, step: 'order', ...(await refused(e, locale)) };
    }
  }

  const amounts: { orderItemId: number; amount: number }[] = [];
  for (const [name, raw] of form.entries()) {
    const match = /^amount-(\d{1,10})$/.exec(name);
    if (!match || typeof raw !== 'string') continue;
    values[name] = raw;
    const amount = raw.trim() === '' ? 0 : Number(raw.trim());
    if (!Number.isInteger(amount) || amount < 0 || amount > 100_000) {
      return {
        ...base,
        values,
        step: 'details',
        order: await orderAgain(),
        errors: { [name]: (await getTranslations({ locale, namespace: 'FormErrors' }))('wholePieces') },
      };
    }
    amounts.push({ orderItemId: Number(match[1]), amount });
  }

  async function orderAgain(): Promise<ServiceOrder | null> {
    try {
      return await lookupServiceOrder(locale, lookup, clientAddress);
    } catch {
      return null;
    }
  }

  try {
    const filed = await fileServiceCase(
      locale,
      kind,
      { ...lookup, items: amounts, reason: values.reason!, bankAccount: values.bankAccount! },
      clientAddress,
    );
    return { ...base, values: {}, step: 'done', caseNumber: filed.caseNumber };
  } catch (e) {
    const answer = await refused(e, locale);
    const order = await orderAgain();
    // The order itself was refused (no longer found, cancelled, too late): back to step 1.
    if (!order) return { ...base, step: 'order', ...answer };
    // Step 2 shows no order code or e-mail input: their messages speak for the whole form.
    const { orderCode, email, ...errors } = answer.errors;
    const whole = orderCode ?? email;
    const notice = whole ? { kind: 'error' as const, text: whole } : answer.notice;
    return { ...base, values, step: 'details', order, errors, notice };
  }
}
