import type { MenuItem } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getShownMenu } from '@/lib/theme/pages';
import { AppLink } from '../ui/AppLink';
import { SubmenuToggle } from './SubmenuToggle';

/**
 * Main menu from GET /menu-object/main. On phones the whole menu is a <details> disclosure; from
 * 1024 px it is a bar. A submenu opens with its button (a disclosure, SubmenuToggle) or, on the
 * bar, on hover; see `.menu-*` in globals.css. Without JavaScript a category's page lists its
 * subcategories. Links to pages the shop switched off are left out. A failed menu call renders nothing.
 */
export async function MainMenu({ locale }: { locale: AppLocale }) {
  const [items, t] = await Promise.all([
    getShownMenu('main', locale),
    getTranslations({ locale, namespace: 'Layout.menu' }),
  ]);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('label')} className="border-y border-line bg-white">
      <details className="menu-disclosure shop-container">
        <summary className="flex cursor-pointer items-center gap-2 py-3 font-semibold text-ink md:hidden">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
            <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
          </svg>
          {t('toggle')}
        </summary>
        <ul className="flex flex-col pb-3 md:flex-row md:flex-wrap md:pb-0">
          {items.map((item) => (
            <MenuEntry
              key={item.id}
              item={item}
              locale={locale}
              submenuLabel={t('submenu', { title: item.title })}
            />
          ))}
        </ul>
      </details>
    </nav>
  );
}

function MenuEntry({
  item,
  locale,
  submenuLabel,
}: {
  item: MenuItem;
  locale: AppLocale;
  submenuLabel: string;
}) {
  const hasChildren = item.children.length > 0;
  const listId = `submenu-${item.id}`;
  return (
    <li className="menu-item relative border-t border-line first:border-t-0 md:border-t-0">
      <div className="flex items-center justify-between">
        {item.path ? (
          <AppLink
            locale={locale}
            prefetch={false}
            href={item.path}
            className={`flex items-center gap-1 py-2.5 font-semibold text-ink hover:text-brand md:py-3 md:pl-3 ${hasChildren ? '' : 'md:pr-3'}`}
          >
            {item.title}
          </AppLink>
        ) : (
          // Its page is switched off, its submenu is not: a heading without a link.
          <span className="flex items-center gap-1 py-2.5 font-semibold text-ink md:py-3 md:pl-3">
            {item.title}
          </span>
        )}
        {hasChildren && <SubmenuToggle controls={listId} label={submenuLabel} />}
      </div>
      {hasChildren && (
        <ul
          id={listId}
          aria-label={submenuLabel}
          className="menu-dropdown pb-2 pl-4 md:absolute md:top-full md:left-0 md:z-30 md:min-w-60 md:rounded-b-md md:border md:border-line md:bg-white md:p-2 md:shadow-lg"
        >
          {item.children.map((child) => (
            <li key={child.id}>
              {/* A heading of a deeper submenu whose own page is switched off: no link of its own. */}
              {!child.path ? (
                <span className="block px-2 py-1.5 text-ink">{child.title}</span>
              ) : (
                <AppLink
                  locale={locale}
                  prefetch={false}
                  href={child.path}
                  className="block rounded px-2 py-1.5 text-ink hover:bg-brand-soft hover:text-brand-dark"
                >
                  {child.title}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
