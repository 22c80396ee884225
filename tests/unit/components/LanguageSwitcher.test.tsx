// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { headerTexts, renderIn, type Lang } from './render';

// The page the visitor is on: its public path and the params Next gives the
// internal route it was rewritten to.
const navigation = vi.hoisted(() => ({
  pathname: '/en',
  params: {} as Record<string, string>,
  push: vi.fn(),
}));

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => navigation.pathname,
  useParams: () => navigation.params,
  useRouter: () => ({ push: navigation.push, prefetch: vi.fn() }),
}));

function onPage(lang: Lang, pathname: string, params: Record<string, string> = {}) {
  navigation.pathname = pathname;
  navigation.params = { lang, ...params };
  renderIn(lang, <LanguageSwitcher {...headerTexts(lang).languages} />);
}

/** Each language link's address, by its accessible name. */
function hrefs() {
  const names = { English: 'en', Español: 'es', Português: 'pt' } as const;
  return Object.fromEntries(
    Object.entries(names).map(([name, lang]) => [
      lang,
      screen.getByRole('link', { name }).getAttribute('href'),
    ]),
  );
}

beforeEach(() => {
  navigation.push.mockReset();
});

afterEach(cleanup);

describe('language switcher', () => {
  it('is a labelled navigation whose current language is marked', () => {
    onPage('es', '/es/sobre-nosotros');
    const nav = screen.getByRole('navigation', { name: 'Idioma' });
    expect(nav).toBeDefined();
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('hreflang')).toBe('en');
  });

  it('links a fixed page to its word in each language', () => {
    onPage('pt', '/sobre-nos');
    expect(hrefs()).toEqual({ en: '/en/about-us', es: '/es/sobre-nosotros', pt: '/sobre-nos' });
  });

  it('keeps a profile’s id and name and translates its category', () => {
    onPage('en', '/en/actors/12/ana-lima', { category: 'actors', id: '12', name: 'ana-lima' });
    expect(hrefs()).toEqual({
      en: '/en/actors/12/ana-lima',
      es: '/es/actores/12/ana-lima',
      pt: '/atores/12/ana-lima',
    });
  });

  it('sends a post to the blog of the other languages (their posts are others)', () => {
    onPage('en', '/en/blog/63/casting-tips', { id: '63', slug: 'casting-tips' });
    expect(hrefs()).toEqual({ en: '/en/blog/63/casting-tips', es: '/es/blog', pt: '/blog' });
  });

  it('sends a path that is no page to the home of each language', () => {
    onPage('es', '/es/nada');
    expect(hrefs()).toEqual({ en: '/en', es: '/es', pt: '/' });
  });

  it('keeps the query (a filtered list) when switching', () => {
    onPage('pt', '/modelos');
    window.history.replaceState(null, '', '/modelos?gender=woman');
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(navigation.push).toHaveBeenCalledWith('/en/models?gender=woman');
    window.history.replaceState(null, '', '/');
  });

  it('says it is changing the language for a moment after a click', () => {
    onPage('pt', '/contato');
    fireEvent.click(screen.getByRole('link', { name: 'Español' }));
    expect(screen.getByRole('status').textContent).toBe('Mudando o idioma…');
  });
});
