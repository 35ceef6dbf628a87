import { getRequestConfig } from 'next-intl/server';
import { isAppLocale, routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isAppLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    // Default timezone Europe/Paris
    timeZone: 'Europe/Paris',
  };
});
