import { SmartLink as Link } from '@/components/experience/SmartLink';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { CastingDropdown } from './CastingDropdown';
import { InstagramIcon } from './InstagramIcon';
import { FavoritesLink } from './DeferredHeaderParts';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';

type Props = { locale: Locale; instagramUrl: string };

const linkClass = 'inline-flex items-center py-2 tracking-widest uppercase hover:text-accent';

export async function Header({ locale, instagramUrl }: Props) {
  const [t, languages] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'LanguageSwitcher' }),
  ]);
  // The client components' texts, translated here: no translation library in
  // the browser for the header of every page.
  const favorites = {
    label: t('favorites'),
    countLabels: { one: t('favoritesCountOne'), other: t('favoritesCountOther') },
    locale,
  };
  const casting = (['models', 'actors', 'creators'] as const).map((category) => ({
    href: pathFor(locale, { page: 'talentList', category }),
    label: t(category),
  }));
  const pages = (['about', 'contact', 'blog', 'recruitment'] as const).map((page) => ({
    href: pathFor(locale, { page }),
    label: t(page),
  }));
  return (
    <header
      data-site-header=""
      className="sticky top-0 z-40 border-b border-ink/10 bg-paper/95 backdrop-blur"
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between px-4 md:px-8">
        <Link
          href={pathFor(locale, { page: 'home' })}
          className="text-lg font-semibold tracking-[0.3em] uppercase"
          aria-label={t('home', { site: env.SITE_NAME })}
        >
          {env.SITE_NAME}
        </Link>
        <FavoritesLink
          {...favorites}
          compact
          href={pathFor(locale, { page: 'favorites' })}
          className="mr-1 ml-auto lg:hidden"
        />
        <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
          <nav aria-label={t('mainMenu')} className="text-sm">
            <ul className="flex flex-col gap-1 pt-2 lg:flex-row lg:items-center lg:gap-6 lg:pt-0">
              <li>
                <CastingDropdown label={t('casting')} items={casting} />
              </li>
              {pages.map((page) => (
                <li key={page.href}>
                  <Link href={page.href} className={linkClass}>
                    {page.label}
                  </Link>
                </li>
              ))}
              <li className="tracking-widest uppercase">
                <FavoritesLink {...favorites} href={pathFor(locale, { page: 'favorites' })} />
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
                  <InstagramIcon />
                </a>
              </li>
              <li>
                <LanguageSwitcher
                  current={locale}
                  labels={{
                    label: languages('label'),
                    switching: languages('switching'),
                    pt: languages('pt'),
                    en: languages('en'),
                    es: languages('es'),
                  }}
                />
              </li>
            </ul>
          </nav>
        </MobileMenu>
        {/* See [data-site-header] in globals.css. */}
        <span data-header-end="" hidden />
      </div>
    </header>
  );
}
