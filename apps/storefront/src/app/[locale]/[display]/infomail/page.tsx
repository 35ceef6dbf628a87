import { helpPaths } from '@shop/contract';
import {
  HelpIndexPage,
  helpIndexLocale,
  helpIndexMetadata,
  type HelpIndexParams,
} from '@/components/content/help/HelpIndexPage';
import { InfomailList } from '@/components/content/help/InfomailList';
import { getInfomails } from '@/lib/cms/help';

export function generateMetadata({ params }: { params: HelpIndexParams }) {
  return helpIndexMetadata(params, 'infomail', helpPaths.infomails);
}

/** /infomail: the archive of infomails, newest first, from a tagged cache (`infomails`). */
export default async function InfomailsPage({ params }: { params: HelpIndexParams }) {
  const locale = await helpIndexLocale(params);
  return (
    <HelpIndexPage locale={locale} index="infomail" path={helpPaths.infomails}>
      <InfomailList locale={locale} infomails={await getInfomails(locale)} />
    </HelpIndexPage>
  );
}
