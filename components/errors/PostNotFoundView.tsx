'use client';

import { useTranslations } from 'next-intl';
import { useFailedNavigation } from '@/components/experience/useFailedNavigation';
import { Link } from '@/components/navigation/Link';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { ErrorView } from './ErrorView';

/**
 * A post that does not exist. A client component: the post segment's
 * not-found boundary is rendered where the server cannot tell its language
 * (it gets no params), so the texts come from the page's provider.
 */
export function PostNotFoundView() {
  const t = useTranslations('NotFound');
  const blog = useTranslations('Blog');
  useFailedNavigation();
  return (
    <ErrorView code="404" title={t('title')} description={blog('notFound')}>
      <Link href="/blog" className={primaryButton}>
        {blog('back')}
      </Link>
      <Link href="/" className={secondaryButton}>
        {t('home')}
      </Link>
    </ErrorView>
  );
}
