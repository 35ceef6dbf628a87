import type { AppLocale } from '@/i18n/routing';
import { certificationWidget } from '@/lib/certification/config';
import { FooterBadgeSlot } from './FooterBadgeSlot';

/**
 * Slot for the optional footer badge widgets: the shop-certification badge, drawn by the shop from
 * its certificate, or by the certification provider's script when one is configured. The markup is
 * the same for every visitor; whether anything shows is decided in the browser, by consent.
 */
export function FooterBadges({ locale }: { locale: AppLocale }) {
  return <FooterBadgeSlot locale={locale} widgetUrl={certificationWidget()?.scriptUrl ?? null} />;
}
