import { useTranslations } from 'next-intl';
import { FailedNavigation } from '@/components/experience/useFailedNavigation';
import { Link } from '@/components/navigation/Link';
import { primaryButton } from '@/components/ui/buttonStyles';
import { usePathnameOf } from '@/lib/i18n/usePathnameOf';
import { BackButton } from './BackButton';
import { ErrorView } from './ErrorView';

export function NotFoundView() {
  const t = useTranslations('NotFound');
  const home = usePathnameOf('/');
  return (
    <ErrorView code="404" title={t('title')} description={t('description')}>
      <FailedNavigation />
      <BackButton label={t('back')} fallbackHref={home} />
      <Link href="/" className={primaryButton}>
        {t('home')}
      </Link>
    </ErrorView>
  );
}
