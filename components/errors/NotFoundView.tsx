'use client';

import { SmartLink as Link } from '@/components/experience/SmartLink';
import { useLocale, useTranslations } from 'next-intl';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { pathFor } from '@/lib/i18n/paths';
import { BackButton } from './BackButton';
import { ErrorView } from './ErrorView';

type Props = { variant?: 'page' | 'post' };

/**
 * The 404 page. A client component: not-found files get no params, and
 * reading the locale from request headers would make cached pages dynamic.
 */
export function NotFoundView({ variant = 'page' }: Props) {
  const t = useTranslations('NotFound');
  const blog = useTranslations('Blog');
  const locale = useLocale();
  const home = (
    <Link
      href={pathFor(locale, { page: 'home' })}
      className={variant === 'post' ? secondaryButton : primaryButton}
    >
      {t('home')}
    </Link>
  );
  if (variant === 'post') {
    return (
      <ErrorView code="404" title={t('title')} description={blog('notFound')}>
        <Link href={pathFor(locale, { page: 'blog' })} className={primaryButton}>
          {blog('back')}
        </Link>
        {home}
      </ErrorView>
    );
  }
  return (
    <ErrorView code="404" title={t('title')} description={t('description')}>
      <BackButton label={t('back')} fallbackHref={pathFor(locale, { page: 'home' })} />
      {home}
    </ErrorView>
  );
}
