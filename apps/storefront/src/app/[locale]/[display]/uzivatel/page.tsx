import { redirect } from 'next/navigation';
import { localizedPath } from '@/i18n/routing';
import { pageContext, type PrivatePageProps } from '@/lib/private-page';

/** /uzivatel: the account's overview. */
export default async function AccountPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale } = await pageContext(params);
  redirect(localizedPath(locale, '/uzivatel/prehled'));
}
