import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ServiceCaseKind } from '@shop/contract';
import { ruleTexts } from '@/lib/rule-texts-server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { firstForwardedFor } from '@/lib/currency/visitor-country';
import { lookupServiceOrder } from '@/lib/service-cases/api';
import { flashedServiceForm } from '@/lib/service-cases/form-flash';
import { emptyServiceForm, type ServiceFormState } from '@/lib/service-cases/form-state';
import { ServiceCaseForm } from './ServiceCaseForm';

const NAMESPACE: Record<ServiceCaseKind, 'Complaint' | 'Withdrawal'> = {
  complaint: 'Complaint',
  withdrawal: 'Withdrawal',
};

/** The state a plain post left, with its order looked up again for step 2. */
async function initialState(kind: ServiceCaseKind, locale: AppLocale): Promise<ServiceFormState> {
  const flashed = await flashedServiceForm(kind);
  if (!flashed) return emptyServiceForm(kind);
  if (flashed.step !== 'details') return flashed;
  try {
    const order = await lookupServiceOrder(
      locale,
      { orderCode: flashed.values.orderCode ?? '', email: flashed.values.email ?? '' },
      firstForwardedFor((await headers()).get('x-forwarded-for')),
    );
    return { ...flashed, order };
  } catch {
    return { ...flashed, step: 'order' };
  }
}

/** /reklamace and /vraceni-zbozi: what the shopper needs to know, and the form. */
export async function ServiceCasePage({
  kind,
  locale,
  path,
}: {
  kind: ServiceCaseKind;
  locale: AppLocale;
  path: string;
}) {
  const [t, tf, initial, { withdrawalMessages }] = await Promise.all([
    getTranslations({ locale, namespace: NAMESPACE[kind] }),
    getTranslations({ locale, namespace: 'ServiceCase' }),
    initialState(kind, locale),
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
