'use client';

import { SmartLink as Link } from '@/components/experience/SmartLink';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import { useViewTexts } from './ViewTexts';
import { BackButton } from './BackButton';
import { ErrorView } from './ErrorView';

type Props = { variant?: 'page' | 'post' };

/**
 * The 404 page. A client component: not-found files get no params, so its
 * texts come from the layout, translated on the server (ViewTextsProvider),
 * with no translation library in the browser (this view is part of every
 * page's first load).
 */
export function NotFoundView({ variant = 'page' }: Props) {
  const t = useViewTexts().notFound;
  const home = (
    <Link href={t.homeHref} className={variant === 'post' ? secondaryButton : primaryButton}>
      {t.home}
    </Link>
  );
  if (variant === 'post') {
    return (
      <ErrorView code="404" title={t.title} description={t.postDescription}>
        <Link href={t.blogHref} className={primaryButton}>
          {t.blog}
        </Link>
        {home}
      </ErrorView>
    );
  }
  return (
    <ErrorView code="404" title={t.title} description={t.description}>
      <BackButton label={t.back} fallbackHref={t.homeHref} />
      {home}
    </ErrorView>
  );
}
