import { getTranslations } from 'next-intl/server';
import type { ServiceCaseKind } from '@shop/contract';
import { ruleText, ruleTexts } from '@/lib/rule-texts-server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { flashedServiceForm } from '@/lib/service-cases/form-flash';
import { emptyServiceForm, type ServiceFormState } from '@/lib/service-cases/form-state';
import { closedFor, openedOrderAgain, serviceCaseSecrets } from '@/lib/service-cases/server';
import { ServiceCaseForm } from './ServiceCaseForm';

const NAMESPACE: Record<ServiceCaseKind, 'Complaint' | 'Withdrawal'> = {
  complaint: 'Complaint',
  withdrawal: 'Withdrawal',
};

/** An order code as the order pages link to the forms with it (`?objednavka=`). */
const ORDER_CODE = /^[0-9A-Za-z-]{1,20}$/;

/**
 * The state a plain post left, with its order looked up again for step 3; else, coming from the
 * order's page (`?objednavka=`), its order opened by the order cookie's token or the customer's
 * log-in, straight at step 3 (or step 1 with its code filled in when they do not open it).
 */
async function initialState(
  kind: ServiceCaseKind,
  locale: AppLocale,
  orderCode: string | undefined,
): Promise<ServiceFormState> {
  const flashed = await flashedServiceForm(kind);
  if (flashed) {
    if (flashed.step !== 'details') return flashed;
    const order = await openedOrderAgain(locale, flashed.values, await serviceCaseSecrets());
    return order ? { ...flashed, order } : { ...flashed, step: 'order' };
  }
  if (!orderCode || !ORDER_CODE.test(orderCode)) return emptyServiceForm(kind);
  const values = { orderCode };
  const order = await openedOrderAgain(locale, values, await serviceCaseSecrets());
  if (!order) return { ...emptyServiceForm(kind), values };
  const closed = closedFor(kind, order);
  if (closed) {
    return {
      ...emptyServiceForm(kind),
      values,
      notice: { kind: 'error', text: await ruleText(closed, locale) },
    };
  }
  return { ...emptyServiceForm(kind), values: { orderCode: order.code }, step: 'details', order };
}

/** /reklamace and /vraceni-zbozi: what the shopper needs to know, and the form. */
export async function ServiceCasePage({
  kind,
  locale,
  path,
  orderCode,
}: {
  kind: ServiceCaseKind;
  locale: AppLocale;
  path: string;
  /** The order the shopper came from (its page links here with `?objednavka=`). */
  orderCode?: string;
}) {
  const [t, tf, initial, { withdrawalMessages }] = await Promise.all([
    getTranslations({ locale, namespace: NAMESPACE[kind] }),
    getTranslations({ locale, namespace: 'ServiceCase' }),
    initialState(kind, locale, orderCode),
    ruleTexts(locale),
  ]);
  return (
    <div className="mx-auto max-w-3xl py-4">
      <h1 id={`${kind}-heading`} className="text-2xl font-extrabold tracking-tight md:text-4xl">
        {t('title')}
      </h1>
      <p className="mt-2 text-muted">{t('intro')}</p>
      {kind === 'withdrawal' && (
        <div className="mt-4 rounded-md border border-muted bg-white p-3 text-sm">
          <p>{t('deadline')}</p>
          <p className="mt-2 font-semibold" data-testid="sealed-hygiene-notice">
            {withdrawalMessages.sealedHygiene}
          </p>
        </div>
      )}
      <div className="mt-6">
        <ServiceCaseForm
          initial={initial}
          locale={locale}
          pagePath={localizedPath(locale, path)}
          texts={{
            orderCode: tf('orderCode'),
            orderCodeHint: tf('orderCodeHint'),
            email: tf('email'),
            emailHint: tf('emailHint'),
            findOrder: tf('findOrder'),
            finding: tf('finding'),
            verificationCode: tf('verificationCode'),
            verificationCodeHint: tf('verificationCodeHint'),
            verify: tf('verify'),
            verifying: tf('verifying'),
            resend: tf('resend'),
            order: tf('order'),
            otherOrder: tf('otherOrder'),
            items: t('items'),
            itemsHint: tf('itemsHint'),
            ordered: tf('ordered'),
            pieces: tf('pieces'),
            sealedHygiene: tf('sealedHygiene'),
            reason: t('reason'),
            reasonHint: t('reasonHint'),
            bankAccount: tf('bankAccount'),
            bankAccountHint: tf('bankAccountHint'),
            optional: tf('optional'),
            submit: t('submit'),
            submitting: tf('submitting'),
            done: t('done'),
            doneText: t('doneText'),
            caseNumber: tf('caseNumber'),
          }}
        />
      </div>
    </div>
  );
}
