'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

type Props = { children: React.ReactNode };

/**
 * Wraps the one navigation of the header: on a phone it is a panel that
 * slides open from the toggle; from 1024 px it is always shown inline.
 */
export function MobileMenu({ children }: Props) {
  const t = useTranslations('Header');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);

  // Every route change closes the menu (SPEC.md, Layout).
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="relative z-20 inline-flex h-11 w-11 items-center justify-center lg:hidden"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="relative block h-4 w-6">
          <span
            className={`absolute left-0 block h-0.5 w-6 bg-current transition-transform duration-300 ${open ? 'top-2 rotate-45' : 'top-0'}`}
          />
          <span
            className={`absolute top-2 left-0 block h-0.5 w-6 bg-current transition-opacity duration-300 ${open ? 'opacity-0' : 'opacity-100'}`}
          />
          <span
            className={`absolute left-0 block h-0.5 w-6 bg-current transition-transform duration-300 ${open ? 'top-2 -rotate-45' : 'top-4'}`}
          />
        </span>
      </button>
      <div
        id="site-menu"
        data-open={open}
        className={`absolute inset-x-0 top-full origin-top border-b border-ink/10 bg-paper px-4 pb-6 shadow-lg transition-[opacity,transform,visibility] duration-300 lg:visible lg:static lg:flex lg:translate-y-0 lg:border-0 lg:bg-transparent lg:p-0 lg:opacity-100 lg:shadow-none ${
          open ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-2 opacity-0'
        }`}
      >
        {children}
      </div>
    </>
  );
}
