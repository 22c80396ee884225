import { notFound } from 'next/navigation';
import { lang } from 'next/root-params';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

// A call that names its locale (getTranslations({ locale })) gets it; any other reads the page's
// [lang] root param, which static rendering knows too: no page fixes the locale beforehand.
export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await lang());
  if (!hasLocale(routing.locales, requested)) notFound();
  return {
    locale: requested,
    messages: (await import(`../../messages/${requested}.json`)).default,
  };
});
