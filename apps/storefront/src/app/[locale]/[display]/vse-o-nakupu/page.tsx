import { helpPaths } from '@shop/contract';
import {
  HelpIndexPage,
  helpIndexLocale,
  helpIndexMetadata,
  type HelpIndexParams,
} from '@/components/content/help/HelpIndexPage';
import { ShoppingInfoIndex } from '@/components/content/help/ShoppingInfoIndex';
import { getTextPages } from '@/lib/cms/help';

export function generateMetadata({ params }: { params: HelpIndexParams }) {
  return helpIndexMetadata(params, 'shoppingInfo', helpPaths.shoppingInfo);
}

/** /vse-o-nakupu: the index of the text pages (CMS `pages`, tag `pages`). */
export default async function ShoppingInfoIndexPage({ params }: { params: HelpIndexParams }) {
  const locale = await helpIndexLocale(params);
  return (
    <HelpIndexPage locale={locale} index="shoppingInfo" path={helpPaths.shoppingInfo}>
      <ShoppingInfoIndex locale={locale} pages={await getTextPages(locale)} />
    </HelpIndexPage>
  );
}
