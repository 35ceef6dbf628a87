import { helpPaths } from '@shop/contract';
import { GlossaryIndex } from '@/components/content/help/GlossaryIndex';
import {
  HelpIndexPage,
  helpIndexLocale,
  helpIndexMetadata,
  type HelpIndexParams,
} from '@/components/content/help/HelpIndexPage';
import { getGlossaryTerms } from '@/lib/cms/help';

export function generateMetadata({ params }: { params: HelpIndexParams }) {
  return helpIndexMetadata(params, 'glossary', helpPaths.glossary);
}

/** /vykladovy-slovnik-pojmu: every term A–Z, from a tagged cache (`glossary`). */
export default async function GlossaryPage({ params }: { params: HelpIndexParams }) {
  const locale = await helpIndexLocale(params);
  return (
    <HelpIndexPage locale={locale} index="glossary" path={helpPaths.glossary}>
      <GlossaryIndex locale={locale} terms={await getGlossaryTerms(locale)} />
    </HelpIndexPage>
  );
}
