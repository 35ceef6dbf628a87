import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { PriceDisplay } from '@/lib/currency';
import { ChunkLoadRecovery } from './ChunkLoadRecovery';
import { CookieBanner } from './CookieBanner';
import { CustomerPrices } from './CustomerPrices';
import { Footer } from './Footer';
import { FooterBadges } from './FooterBadges';
import { HashScroll } from './HashScroll';
import { HeaderTop } from './HeaderTop';
import { LanguageBanner } from './LanguageBanner';
import { MainHeader } from './MainHeader';
import { MainMenu } from './MainMenu';
import { Newsletter } from './Newsletter';
import { NoscriptNotice } from './NoscriptNotice';
import { Notifications } from './Notifications';
import { RouteFocus } from './RouteFocus';
import { PageViews } from './PageViews';
import { WelcomeCampaign } from '../newsletter/WelcomeCampaign';
import { getGlobals } from '@/lib/product/server';
import { SkipLink } from './SkipLink';
import { TopBanner } from './TopBanner';

/** The page frame, top to bottom. */
export async function SiteLayout({
  locale,
  display,
  children,
}: {
  locale: AppLocale;
  display: PriceDisplay;
  children: ReactNode;
}) {
  const [t, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getGlobals(locale, display.currency),
  ]);
  const { functions } = globals.settings;
  return (
    <>
      <ChunkLoadRecovery />
      <SkipLink label={t('skipLink')} />
      <CookieBanner position="top" locale={locale} />
      <LanguageBanner locale={locale} />
      <TopBanner locale={locale} />
      <header>
        <HeaderTop locale={locale} display={display} />
        <MainHeader locale={locale} />
        <MainMenu locale={locale} />
      </header>
      <NoscriptNotice text={t('noscript')} />
      <main id="content" tabIndex={-1} className="shop-container flex-1 py-6 focus:outline-none md:py-8">
        {children}
      </main>
      <Newsletter locale={locale} />
      <Footer locale={locale} />
      {/* Last in the page's flow: the badge appears after hydration, and nothing below it moves. */}
      <FooterBadges locale={locale} />
      <CookieBanner position="bottom" locale={locale} />
      <PageViews
        campaign={{ utm: functions.utmTracking === true, affiliate: functions.affiliateTracking === true }}
      />
      <CustomerPrices locale={locale} currency={display.currency} />
      <RouteFocus />
      <HashScroll />
      {functions.welcomeCampaign && <WelcomeCampaign locale={locale} />}
      <Notifications label={t('notifications')} closeLabel={t('closeNotification')} />
    </>
  );
}
