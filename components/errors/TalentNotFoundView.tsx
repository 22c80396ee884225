'use client';

import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFailedNavigation } from '@/components/experience/useFailedNavigation';
import { Link } from '@/components/navigation/Link';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { isCategory } from '@/lib/i18n/routing';
import { ErrorView } from './ErrorView';

// A client component, like the post's: the segment's not-found.tsx gets no params, and the
// category a visitor came through is in the address.
export function TalentNotFoundView() {
  const t = useTranslations('NotFound');
  const { category } = useParams<{ category?: string }>();
  useFailedNavigation();
  return (
    <ErrorView code="404" title={t('title')} description={t('talentGone')}>
      {isCategory(category) ? (
        <Link href={`/${category}`} className={primaryButton}>
          {t('browse', { category })}
        </Link>
      ) : null}
      <Link href="/" className={secondaryButton}>
        {t('home')}
      </Link>
    </ErrorView>
  );
}
