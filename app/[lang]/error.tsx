'use client';

import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/errors/ErrorView';
import { useFailedNavigation } from '@/components/experience/useFailedNavigation';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { API_UNAVAILABLE_DIGEST } from '@/lib/agency-api/digest';
import { usePathnameOf } from '@/lib/i18n/usePathnameOf';

type Props = { error: Error & { digest?: string }; reset: () => void };

// The server marks an unreachable agency API with a known digest, so the
// visitor is told the service is unavailable rather than that we broke.
export default function ErrorPage({ error, reset }: Props) {
  const t = useTranslations('ErrorPage');
  const home = usePathnameOf('/');
  useFailedNavigation();
  const unavailable = error.digest === API_UNAVAILABLE_DIGEST;
  const title = unavailable ? t('unavailableTitle') : t('genericTitle');
  return (
    <ErrorView
      code={unavailable ? '503' : '500'}
      title={title}
      description={unavailable ? t('unavailableDescription') : t('genericDescription')}
    >
      {/* The failed page's metadata never rendered: React places these in the head. */}
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <button type="button" onClick={reset} className={secondaryButton}>
        {t('retry')}
      </button>
      {/* A full load, so a broken client state cannot break the way home too. */}
      <a href={home} className={primaryButton}>
        {t('home')}
      </a>
    </ErrorView>
  );
}
