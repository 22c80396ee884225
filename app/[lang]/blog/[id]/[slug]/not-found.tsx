import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/errors/ErrorView';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { pathFor } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';

export const metadata = { robots: { index: false, follow: false } };

/** A post that does not exist: the 404 page, with the way back to the blog list. */
export default async function PostNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : 'pt';
  const [t, blog] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    getTranslations({ locale, namespace: 'Blog' }),
  ]);
  return (
    <ErrorView code="404" title={t('title')} description={blog('notFound')}>
      <Link href={pathFor(locale, { page: 'blog' })} className={primaryButton}>
        {blog('back')}
      </Link>
      <Link href={pathFor(locale, { page: 'home' })} className={secondaryButton}>
        {t('home')}
      </Link>
    </ErrorView>
  );
}
