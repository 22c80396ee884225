'use client';

import { useTranslations } from 'next-intl';
import { useFailedNavigation } from '@/components/experience/useFailedNavigation';
import { Link } from '@/components/navigation/Link';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { usePathnameOf } from '@/lib/i18n/usePathnameOf';
import { BackButton } from './BackButton';
import { ErrorView } from './ErrorView';

type Props = { variant?: 'page' | 'post' };

/** The 404 page; a client component, as not-found files get no params. */
export function NotFoundView({ variant = 'page' }: Props) {
  const t = useTranslations('NotFound');
  const blog = useTranslations('Blog');
  const home = usePathnameOf('/');
  useFailedNavigation();
  const homeLink = (
    <Link href="/" className={variant === 'post' ? secondaryButton : primaryButton}>
      {t('home')}
    </Link>
  );
  if (variant === 'post') {
    return (
      <ErrorView code="404" title={t('title')} description={blog('notFound')}>
        <Link href="/blog" className={primaryButton}>
          {blog('back')}
        </Link>
        {homeLink}
      </ErrorView>
    );
  }
  return (
    <ErrorView code="404" title={t('title')} description={t('description')}>
      <BackButton label={t('back')} fallbackHref={home} />
      {homeLink}
    </ErrorView>
  );
}
