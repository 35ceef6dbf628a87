'use server';

import { serviceCaseErrors, serviceCaseKinds, type ServiceCaseKind, type ServiceOrder } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { BackendError } from '../http';
import { formLocale, formText } from '../user/form-data';
import { fileServiceCase, lookupServiceOrder } from './api';
import { keepServiceFormForPage } from './form-flash';
import { amountField, type ServiceFormState } from './form-state';
import { closedFor, openedOrderAgain, serviceCaseSecrets } from './server';
import { logError } from '@/lib/log';

/**
 * The complaint and withdrawal forms' one server action, step by step: the order by its code and
 * e-mail; the one-time code e-mailed to the order, unless the order cookie's token or the
 * customer's log-in opens the order; then the lines, pieces, reason and account; then the case
 * number. It works without JavaScript: the form posts to its page, which shows the returned state
 * with what was typed.
 */

const TEXT_FIELDS = ['orderCode', 'email', 'verificationCode', 'reason', 'bankAccount'];

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

async function serviceCaseStep(_prev: ServiceFormState, form: FormData): Promise<ServiceFormState> {
  const kind = kindOf(form);
  const locale = formLocale(form);
  const secrets = await serviceCaseSecrets();
  const values = Object.fromEntries(TEXT_FIELDS.map((n) => [n, formText(form, n)]));
  // The pieces typed in step 3 go through the code step too (a code that ran out meanwhile).
  for (const [name, raw] of form.entries()) {
    if (/^amount-\d{1,10}$/.test(name) && typeof raw === 'string') values[name] = raw;
  }
  const base = { kind, values, errors: {}, notice: null, order: null, caseNumber: null };
  const step = formText(form, 'step');
  const t = await getTranslations({ locale, namespace: 'ServiceCase' });

  /** The order opened: step 3, unless this form cannot be filed for it. */
  const opened = (order: ServiceOrder, back: 'order' | 'code'): ServiceFormState => {
    const closed = closedFor(kind, order);
    if (closed) return { ...base, step: back, notice: { kind: 'error', text: closed } };
    return { ...base, step: 'details', order };
  };
  /** Asks for a code to the order's e-mail: the answer is the same whether the order exists. */
  const sendCode = async (again: boolean): Promise<ServiceFormState> => {
    try {
      const answer = await lookupServiceOrder(
        locale,
        { orderCode: values.orderCode!, email: values.email! },
        secrets,
      );
      if (answer.order) return opened(answer.order, 'order');
      return {
        ...base,
        values: { ...values, verificationCode: '' },
        step: 'code',
        notice: { kind: 'success', text: again ? t('codeSentAgain') : t('codeSent') },
      };
    } catch (e) {
      return { ...base, step: again ? 'code' : 'order', ...(await refused(e, locale)) };
    }
  };

  if (step === 'code') {
    if (formText(form, 'resend')) return sendCode(true);
    try {
      const { order } = await lookupServiceOrder(
        locale,
        { orderCode: values.orderCode!, email: values.email!, verificationCode: values.verificationCode! },
        secrets,
      );
      if (order) return opened(order, 'code');
      return { ...base, step: 'code', errors: { verificationCode: serviceCaseErrors.codeRequired } };
    } catch (e) {
      const answer = await refused(e, locale);
      // The order code or e-mail itself refused: back to step 1 with its message.
      if (answer.errors.orderCode || answer.errors.email) return { ...base, step: 'order', ...answer };
      return { ...base, step: 'code', ...answer };
    }
  }
  if (step !== 'details') return sendCode(false);

  const amounts: { orderItemId: number; amount: number }[] = [];
  for (const [name, raw] of form.entries()) {
    const match = /^amount-(\d{1,10})$/.exec(name);
    if (!match || typeof raw !== 'string') continue;
    const amount = raw.trim() === '' ? 0 : Number(raw.trim());
    if (!Number.isInteger(amount) || amount < 0 || amount > 100_000) {
      return {
        ...base,
        step: 'details',
        order: await openedOrderAgain(locale, values, secrets),
        errors: { [name]: (await getTranslations({ locale, namespace: 'FormErrors' }))('wholePieces') },
      };
    }
    amounts.push({ orderItemId: Number(match[1]), amount });
  }

  try {
    const filed = await fileServiceCase(
      locale,
      kind,
      {
        orderCode: values.orderCode!,
        email: values.email!,
        ...(values.verificationCode ? { verificationCode: values.verificationCode } : {}),
        items: amounts,
        reason: values.reason!,
        bankAccount: values.bankAccount!,
      },
      secrets,
    );
    return { ...base, values: {}, step: 'done', caseNumber: filed.caseNumber };
  } catch (e) {
    const answer = await refused(e, locale);
    const order = await openedOrderAgain(locale, values, secrets);
    if (!order) {
      // The code ran out meanwhile: a new one, with what was typed kept for step 3.
      if (values.email && answer.errors.verificationCode) {
        return { ...base, step: 'code', errors: { verificationCode: answer.errors.verificationCode } };
      }
      // The order itself was refused (no longer opened, cancelled, too late): back to step 1.
      return { ...base, step: 'order', ...answer };
    }
    // Step 3 shows no order code, e-mail or code input: their messages speak for the whole form.
    const { orderCode, email, verificationCode, ...errors } = answer.errors;
    const whole = orderCode ?? email ?? verificationCode;
    const notice = whole ? { kind: 'error' as const, text: whole } : answer.notice;
    return { ...base, step: 'details', order, errors, notice };
  }
}
