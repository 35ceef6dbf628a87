import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { AppLink } from '../../ui/AppLink';

/** The link at the foot of a help page back to the index it belongs to. */
export function HelpBackLink({
  locale,
  href,
  children,
}: {
  locale: AppLocale;
  href: string;
  children: ReactNode;
}) {
  return (
    <p className="mt-10">
      <AppLink locale={locale} href={href} className="font-semibold text-brand underline hover:no-underline">
        {children}
      </AppLink>
    </p>
  );
}
