import { helpIndexPage } from '@/components/content/help/HelpIndexPage';
import { InfomailList } from '@/components/content/help/InfomailList';
import { getInfomails } from '@/lib/cms/help';

/** /infomail: the archive of infomails, newest first, from a tagged cache (`infomails`). */
const page = helpIndexPage('infomail', async (locale) => (
  <InfomailList locale={locale} infomails={await getInfomails(locale)} />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
