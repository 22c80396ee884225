'use client';

import { useParams } from 'next/navigation';
import { SmartLink as Link } from '@/components/experience/SmartLink';
import { primaryButton, secondaryButton } from '@/components/ui/buttonStyles';
import type { NotFoundTexts } from '@/lib/errors/not-found-texts';
import { routing, type Locale } from '@/lib/i18n/routing';
import { BackButton } from './BackButton';
import { ErrorView } from './ErrorView';

type Props = { texts: Record<Locale, NotFoundTexts>; variant?: 'page' | 'post' };

/**
 * The 404 page. A client component: not-found files get no params, so the
 * language is read from the route here; its texts come translated from the
 * server (lib/errors/not-found-texts.ts), with no translation library in the
 * browser (this view is part of every page's first load).
 */
export function NotFoundView({ texts, variant = 'page' }: Props) {
  const { lang } = useParams<{ lang?: string }>();
  const locale = (routing.locales as readonly string[]).includes(lang ?? '')
    ? (lang as Locale)
    : routing.defaultLocale;
  const t = texts[locale];
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
