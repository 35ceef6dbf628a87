import { getTranslations } from 'next-intl/server';
import { NewsletterSignUp } from '../../newsletter/NewsletterSignUp';
import { RichText } from './RichText';
import { headingId, type BlockProps } from './types';

/** newsletter: the newsletter sign-up; with_text adds its text above the form. */
export async function Newsletter({ block, locale }: BlockProps<'NewsletterBlock'>) {
  const t = await getTranslations({ locale, namespace: 'ContentBlocks' });
  return (
    <section aria-labelledby={headingId(block)} className="rounded-xl border border-line bg-tint p-5 md:p-8">
      <h2 id={headingId(block)} className="text-xl font-bold md:text-2xl">
        {block.block_title ?? t('newsletterTitle')}
      </h2>
      {block.newsletter_type === 'with_text' && <RichText html={block.text} locale={locale} />}
      <div className="mt-4 max-w-xl">
        <NewsletterSignUp locale={locale} source="block" />
      </div>
    </section>
  );
}
