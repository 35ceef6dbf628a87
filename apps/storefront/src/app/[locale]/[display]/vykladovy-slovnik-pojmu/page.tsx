import { GlossaryIndex } from '@/components/content/help/GlossaryIndex';
import { helpIndexPage } from '@/components/content/help/HelpIndexPage';
import { getGlossaryTerms } from '@/lib/cms/help';

/** /vykladovy-slovnik-pojmu: every term A–Z, from a tagged cache (`glossary`). */
const page = helpIndexPage('glossary', async (locale) => (
  <GlossaryIndex locale={locale} terms={await getGlossaryTerms(locale)} />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
