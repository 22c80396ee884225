'use client';

import { useTranslations } from 'next-intl';
import { useFailedNavigation } from '@/components/experience/useFailedNavigation';
import { Link } from '@/components/navigation/Link';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { ErrorView } from './ErrorView';

// A client component: the server cannot tell this not-found boundary's language (no params;
// reading the request would make the static post page dynamic), so the page's provider does.
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
