// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavoriteTalent } from '@/lib/favorites/map';
import { loadFavorites, otherTabWrites, renderIn, type Lang } from './render';

const ANA: FavoriteTalent = { id: 7, name: 'Ana Lima', cover: null, category: 'models' };
const RUI: FavoriteTalent = { id: 12, name: 'Rui Sá', cover: null, category: 'actors' };
const saved = (...talents: FavoriteTalent[]) =>
  JSON.stringify(Object.fromEntries(talents.map((talent) => [String(talent.id), talent])));

vi.mock('@/components/navigation/Link', () => import('../support/link-stub'));

let components: Awaited<ReturnType<typeof loadFavorites>>;

beforeEach(async () => {
  localStorage.clear();
  components = await loadFavorites();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The header's two favorites links (the phone one beside the menu toggle) and two talent cards. */
function renderHeaderAndCards(lang: Lang = 'en') {
  const { FavoriteButton, FavoritesLink } = components;
  return renderIn(
    lang,
    <>
      <header>
        <FavoritesLink compact href="/favorites" />
        <nav>
          <FavoritesLink href="/favorites" />
        </nav>
      </header>
      <main>
        <FavoriteButton talent={ANA} />
        <FavoriteButton talent={RUI} />
      </main>
    </>,
  );
}

/**
 * The link's name: the word, then the count for screen readers. The two are
 * sibling spans, which jsdom joins without a space (a browser's flex layout
 * separates them), so the space is optional here.
 */
const named = (word: string, count: string) => new RegExp(`^${word}\\s?${count}$`);

const links = () => screen.queryAllByRole('link');
/**
 * The number a sighted visitor reads on a badge (screen readers hear the
 * link's name instead), or null without a badge.
 */
const badge = (testId = 'favorites-badge') =>
  screen.queryByTestId(testId)?.querySelector('[aria-hidden="true"]')?.textContent ?? null;

describe('favorites link in the header', () => {
  it('with nothing saved: one link to the favorites page, no count, no phone shortcut', () => {
    renderHeaderAndCards();
    expect(links()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
    expect(badge()).toBeNull();
  });

  it('shows how many talents were saved on an earlier visit, in both links', () => {
    localStorage.setItem('favorites', saved(ANA, RUI));
    renderHeaderAndCards();
    const both = screen.getAllByRole('link', { name: named('Favorites', '2 favorites') });
    expect(both).toHaveLength(2);
    expect(both.map((link) => link.getAttribute('href'))).toEqual(['/favorites', '/favorites']);
    expect(badge('favorites-badge-compact')).toBe('2');
    expect(badge()).toBe('2');
  });

  it('counts up and down as talents are added and removed, and says it in the singular for one', () => {
    renderHeaderAndCards();
    fireEvent.click(screen.getByRole('button', { name: 'Add Ana Lima to favorites' }));
    expect(screen.getAllByRole('link', { name: named('Favorites', '1 favorite') })).toHaveLength(2);
    expect(badge()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Add Rui Sá to favorites' }));
    expect(screen.getAllByRole('link', { name: named('Favorites', '2 favorites') })).toHaveLength(
      2,
    );
    expect(badge()).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana Lima from favorites' }));
    expect(screen.getAllByRole('link', { name: named('Favorites', '1 favorite') })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rui Sá from favorites' }));
    expect(links()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Favorites' })).toBeDefined();
    expect(badge()).toBeNull();
  });

  it('follows the favorites another tab saves, clears or removes', () => {
    renderHeaderAndCards();
    otherTabWrites('favorites', saved(ANA, RUI));
    expect(screen.getAllByRole('link', { name: named('Favorites', '2 favorites') })).toHaveLength(
      2,
    );
    expect(screen.getAllByRole('button', { name: 'Remove Rui Sá from favorites' })).toHaveLength(1);

    otherTabWrites('favorites', saved(RUI));
    expect(screen.getAllByRole('link', { name: named('Favorites', '1 favorite') })).toHaveLength(2);
    expect(badge('favorites-badge-compact')).toBe('1');

    // Another tab cleared the site's storage.
    otherTabWrites(null, null);
    expect(links()).toHaveLength(1);
    expect(badge()).toBeNull();
  });

  it('ignores what another tab does to other keys, and damaged favorites count as none', () => {
    localStorage.setItem('favorites', saved(ANA));
    renderHeaderAndCards();
    otherTabWrites('theme', 'dark');
    expect(screen.getAllByRole('link', { name: named('Favorites', '1 favorite') })).toHaveLength(2);
    otherTabWrites('favorites', '{not json');
    expect(badge()).toBeNull();
    expect(screen.getByRole('link', { name: 'Favorites' })).toBeDefined();
  });

  it('counts in the page language', () => {
    localStorage.setItem('favorites', saved(ANA, RUI));
    renderHeaderAndCards('pt');
    expect(screen.getAllByRole('link', { name: named('Favoritos', '2 favoritos') })).toHaveLength(
      2,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remover Ana Lima dos favoritos' }));
    expect(screen.getAllByRole('link', { name: named('Favoritos', '1 favorito') })).toHaveLength(2);
  });
});
