import { helpPaths } from '@shop/contract';
import { HelpItemBreadcrumb } from '@/components/content/help/HelpIndexPage';
import { InfomailView } from '@/components/content/help/InfomailView';
import { getInfomail } from '@/lib/cms/help';
import { contentSlugPage } from '@/lib/pages/slug-page';
import { itemMetadata } from '@/lib/seo/metadata';

/** Infomails render on first visit and are cached (tags `infomails` and `infomail:<slug>`). */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

/** /infomail/{slug}: one infomail as it was sent. */
const page = contentSlugPage({
  load: getInfomail,
  metadata: (locale, infomail) => itemMetadata(locale, infomail, helpPaths.infomail),
  render: (locale, infomail) => (
    <>
      <HelpItemBreadcrumb
        locale={locale}
        index="infomail"
        current={{ name: infomail.title, path: helpPaths.infomail(infomail.page_meta.slug) }}
      />
      <InfomailView locale={locale} infomail={infomail} />
    </>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
