import { helpIndexPage } from '@/components/content/help/HelpIndexPage';
import { ShoppingInfoIndex } from '@/components/content/help/ShoppingInfoIndex';
import { getTextPages } from '@/lib/cms/help';

/** /vse-o-nakupu: the index of the text pages (CMS `pages`, tag `pages`). */
const page = helpIndexPage('shoppingInfo', async (locale) => (
  <ShoppingInfoIndex locale={locale} pages={await getTextPages(locale)} />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
