import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';

/** The checkout steps in order, with their zero-based index: cart, methods, info, then done. */
const STEPS = [
  { key: 'cart', path: '/kosik' },
  { key: 'methods', path: '/kosik/doprava-a-platba' },
  { key: 'info', path: '/kosik/dodaci-udaje' },
  { key: 'done', path: null },
] as const;

/** The step navigation above the checkout: earlier steps are links, the current one is marked. */
export async function CheckoutSteps({ locale, current }: { locale: AppLocale; current: 1 | 2 }) {
  const t = await getTranslations({ locale, namespace: 'Checkout.steps' });
  return (
    <nav aria-label={t('label')} className="mb-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:text-base">
        {STEPS.map((step, index) => {
          const number = (
            <span
              aria-hidden="true"
              className={`grid size-7 shrink-0 place-items-center rounded-full border text-sm font-bold ${
                index === current
                  ? 'border-brand bg-brand text-white'
                  : index < current
                    ? 'border-brand text-brand'
                    : 'border-line text-muted'
              }`}
            >
              {index + 1}
            </span>
          );
          return (
            <li key={step.key} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-muted">
                  →
                </span>
              )}
              {index < current && step.path ? (
                <a
                  href={localizedPath(locale, step.path)}
                  className="flex items-center gap-2 rounded-md py-1 pr-1 font-semibold text-brand underline-offset-4 hover:underline"
                >
                  {number}
                  {t(step.key)}
                </a>
              ) : (
                <span
                  aria-current={index === current ? 'step' : undefined}
                  className={`flex items-center gap-2 py-1 pr-1 ${index === current ? 'font-bold text-ink' : 'text-muted'}`}
                >
                  {number}
                  {t(step.key)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
