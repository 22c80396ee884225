import { useTranslations } from 'next-intl';
import { FailedNavigation } from '@/components/experience/useFailedNavigation';
import { Link } from '@/components/navigation/Link';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { usePathnameOf } from '@/lib/i18n/usePathnameOf';
import { BackButton } from './BackButton';
import { ErrorView } from './ErrorView';

type Props = {
  /** A missing post: the way back leads to the blog list rather than one step back. */
  post?: boolean;
};

/**
 * The 404 page, rendered on the server in the language the layout set (not-found
 * files get no params); only the way back and the bar's failure run in the browser.
 * A missing post's boundary renders it as a client view (see its not-found file).
 */
export function NotFoundView({ post = false }: Props) {
  const t = useTranslations('NotFound');
  const blog = useTranslations('Blog');
  const home = usePathnameOf('/');
  return (
    <ErrorView
      code="404"
      title={t('title')}
      description={post ? blog('notFound') : t('description')}
    >
      <FailedNavigation />
      {post ? (
        <Link href="/blog" className={primaryButton}>
          {blog('back')}
        </Link>
      ) : (
        <BackButton label={t('back')} fallbackHref={home} />
      )}
      <Link href="/" className={post ? secondaryButton : primaryButton}>
        {t('home')}
      </Link>
    </ErrorView>
  );
}
