import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { requireCustomer } from '@/lib/user/account-page';
import { AccountShell } from './AccountShell';

/** The account sections with a page per item (`/uzivatel/{section}/{id}`) and where their texts are. */
const ITEM_TEXTS = { objednavky: 'User.orders', 'nakupni-seznamy': 'Lists.lists' } as const;
type ItemSection = keyof typeof ITEM_TEXTS;

export type AccountItemProps = {
  params: Promise<{ locale: string; display: string; id: string }>;
  searchParams: PrivatePageProps['searchParams'];
};

async function itemTexts(locale: AppLocale, section: ItemSection) {
  const t = await getTranslations({ locale, namespace: ITEM_TEXTS[section] });
  return { title: t('title'), notFound: t('notFound'), back: t('back') };
}

/** An item page's metadata: the section's title, never indexed. */
export function accountItemMetadata(
  params: AccountItemProps['params'],
  section: ItemSection,
): Promise<Metadata> {
  return privateMetadata(params, async (locale) => (await itemTexts(locale, section)).title);
}

/**
 * The page's locale and price display, its id as given, and the logged-in customer's token; a
 * visitor goes to log-in, and back to this page after it.
 */
export async function accountItemContext(params: AccountItemProps['params'], section: ItemSection) {
  const { locale, display } = await pageContext(params);
  setRequestLocale(locale);
  const { id } = await params;
  const { token } = await requireCustomer(locale, `/uzivatel/${section}/${id}`);
  return { locale, display, id, token };
}

/** The link back to the section's list. */
export async function AccountBackLink({ locale, section }: { locale: AppLocale; section: ItemSection }) {
  const { back } = await itemTexts(locale, section);
  return (
    <a href={localizedPath(locale, `/uzivatel/${section}`)} className="font-semibold text-brand underline">
      {back}
    </a>
  );
}

/** An id the customer has nothing under: the notice and the way back. */
export async function AccountItemNotFound({ locale, section }: { locale: AppLocale; section: ItemSection }) {
  const { title, notFound } = await itemTexts(locale, section);
  return (
    <AccountShell locale={locale} active={section} title={title}>
      <p role="alert">{notFound}</p>
      <p className="mt-4">
        <AccountBackLink locale={locale} section={section} />
      </p>
    </AccountShell>
  );
}
