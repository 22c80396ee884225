import { Link } from '@/components/navigation/Link';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { CastingDropdown } from './CastingDropdown';
import { FavoritesLink } from '@/components/favorites/FavoritesLink';
import { LineIcon } from '@/components/ui/LineIcon';
import { MenuIcon } from './MenuIcon';
import { MobileMenu } from './MobileMenu';
import { navText } from './navText';
import { LISTED_CATEGORIES } from '@/lib/talents/categories';

/** `languages`: the language switch, from the layout's slot (app/[lang]/@languages). */
type Props = { locale: Locale; instagramUrl: string; languages: ReactNode };

const linkClass = `inline-flex items-center py-2 hover:text-accent ${navText}`;

export async function Header({ locale, instagramUrl, languages }: Props) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const casting = LISTED_CATEGORIES.map((category) => ({
    key: category,
    href: `/${category}` as const,
    label: t(category),
  }));
  return (
    <header
      data-site-header=""
      className="sticky top-0 z-40 border-b border-ink/10 bg-paper/95 backdrop-blur"
    >
      {/* Narrower side margins from 1024 to 1279 px leave the inline row its room. */}
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between px-4 md:px-8 lg:px-4 xl:px-8">
        <Link
          href="/"
          className="text-lg font-semibold tracking-[0.3em] uppercase lg:text-base lg:tracking-[0.15em] lg:whitespace-nowrap xl:text-lg xl:tracking-[0.3em]"
          aria-label={t('home', { site: env.SITE_NAME })}
        >
          {env.SITE_NAME}
        </Link>
        <FavoritesLink compact href="/favorites" className="mr-1 ml-auto lg:hidden" />
        <a
          href="#site-menu"
          aria-label={t('openMenu')}
          className="menu-link relative z-20 h-11 w-11 items-center justify-center"
        >
          <MenuIcon />
        </a>
        <MobileMenu icon={<MenuIcon />} openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
          <nav aria-label={t('mainMenu')} className="text-sm">
            <ul className="flex flex-col gap-1 pt-2 lg:flex-row lg:items-center lg:gap-3 lg:pt-0 xl:gap-4 2xl:gap-6">
              <li>
                <CastingDropdown label={t('casting')} items={casting} />
              </li>
              {(['about', 'contact', 'blog', 'recruitment'] as const).map((page) => (
                <li key={page}>
                  <Link href={`/${page}` as const} className={linkClass}>
                    {t(page)}
                  </Link>
                </li>
              ))}
              <li className={navText}>
                <FavoritesLink href="/favorites" />
              </li>
              <li>
                <a
                  href={instagramUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 w-11 items-center justify-center hover:text-accent"
                  aria-label={t('instagram')}
                  data-testid="instagram-link"
                >
                  <LineIcon size={20} strokeWidth={1.8}>
                    <rect x="3" y="3" width="18" height="18" rx="5" />
                    <circle cx="12" cy="12" r="4" />
                    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
                  </LineIcon>
                </a>
              </li>
              <li>{languages}</li>
            </ul>
          </nav>
        </MobileMenu>
        {/* See [data-site-header] in globals.css. */}
        <span data-header-end="" hidden />
      </div>
    </header>
  );
}
