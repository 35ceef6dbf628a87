import { getTranslations } from 'next-intl/server';
import { AppLink } from '../../ui/AppLink';
import { RichText } from './RichText';
import { headingId, type BlockProps } from './types';

/**
 * newsletter: the invitation to the shop's e-mails. Shoppers subscribe in their account (at
 * registration or in the personal details), so the block leads there; with_text adds its text.
 */
export async function Newsletter({ block, locale }: BlockProps<'NewsletterBlock'>) {
  const t = await getTranslations({ locale, namespace: 'ContentBlocks' });
  const button = 'inline-flex min-h-11 items-center rounded-md px-4 py-2 font-semibold';
  return (
    <section aria-labelledby={headingId(block)} className="rounded-xl border border-line bg-tint p-5 md:p-8">
      <h2 id={headingId(block)} className="text-xl font-bold md:text-2xl">
        {block.block_title ?? t('newsletterTitle')}
      </h2>
      {block.newsletter_type === 'with_text' && <RichText html={block.text} locale={locale} />}
      <p className="mt-2 text-muted">{t('newsletterHow')}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <AppLink
          locale={locale}
          href="/registrovat"
          prefetch={false}
          className={`${button} bg-brand text-white hover:bg-brand-dark`}
        >
          {t('newsletterRegister')}
        </AppLink>
        <AppLink
          locale={locale}
          href="/uzivatel/osobni-udaje"
          prefetch={false}
          className={`${button} border border-brand text-brand hover:bg-brand-soft`}
        >
          {t('newsletterAccount')}
        </AppLink>
      </p>
    </section>
  );
}
