import type { AppLocale } from '@/i18n/routing';
import { AppLink } from '../ui/AppLink';

export interface ListedLink {
  key: string | number;
  title: string;
  path: string;
}

/** A list of links to other pages of the shop (not prefetched: there may be many). */
export function LinkList({
  locale,
  links,
  className,
  linkClassName,
}: {
  locale: AppLocale;
  links: ListedLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.key}>
          <AppLink locale={locale} href={l.path} prefetch={false} className={linkClassName}>
            {l.title}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
