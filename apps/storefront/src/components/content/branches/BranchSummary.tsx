import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { BranchPage } from '@/lib/cms/branches';
import { AppLink } from '../../ui/AppLink';
import { BranchAddress } from './BranchAddress';
import { ClosureNotice } from './ClosureNotice';
import { OpeningHours } from './OpeningHours';

/** One branch in the list: its name linking to its page, address, hours, a closure, pick-up. */
export async function BranchSummary({ branch, locale }: { branch: BranchPage; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Branches' });
  return (
    <article
      aria-labelledby={`branch-${branch._id}`}
      className="grid gap-3 rounded-md border border-line bg-white p-4 sm:grid-cols-2"
      data-testid="branch-summary"
    >
      <div className="grid content-start gap-2">
        <h3 id={`branch-${branch._id}`} className="text-lg font-bold">
          <AppLink
            locale={locale}
            href={`/pobocky/${branch.page_meta.slug}`}
            prefetch={false}
            className="text-brand underline hover:no-underline"
          >
            {branch.title}
          </AppLink>
        </h3>
        <BranchAddress branch={branch} texts={{ phone: t('phone'), email: t('email') }} />
        <ul className="space-y-0.5 text-sm text-muted">
          {branch.storeBranch && <li>{t('pickup')}</li>}
          <li>{branch.pay_with_card ? t('cardYes') : t('cardNo')}</li>
        </ul>
      </div>
      <div className="grid content-start gap-2">
        {branch.closure && <ClosureNotice closure={branch.closure} locale={locale} />}
        <OpeningHours lines={branch.opening_hours} caption={t('openingHours')} />
      </div>
    </article>
  );
}
