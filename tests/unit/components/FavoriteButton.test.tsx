// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FavoriteTalent } from '@/lib/favorites/map';
import { loadFavorites, otherTabWrites, renderIn } from './render';

const ANA: FavoriteTalent = {
  id: 7,
  name: 'Ana Lima',
  cover: 'https://cdn.example/ana.jpg',
  category: 'models',
  gender: 'woman',
};
const RUI: FavoriteTalent = {
  id: 12,
  name: 'Rui Sá',
  cover: null,
  category: 'actors',
  gender: null,
};

const stored = () => JSON.parse(localStorage.getItem('favorites') ?? 'null') as unknown;

let FavoriteButton: Awaited<ReturnType<typeof loadFavorites>>['FavoriteButton'];

beforeEach(async () => {
  localStorage.clear();
  ({ FavoriteButton } = await loadFavorites());
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('favorite button', () => {
  it('is a button named to add the talent, with no pressed state besides its name', () => {
    renderIn('en', <FavoriteButton talent={ANA} />);
    const button = screen.getByRole('button', { name: 'Add Ana Lima to favorites' });
    expect(button.hasAttribute('aria-pressed')).toBe(false);
    expect(stored()).toBeNull();
  });

  it('adds the talent when clicked and removes it when clicked again, kept under “favorites”', () => {
    renderIn('en', <FavoriteButton talent={ANA} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Ana Lima to favorites' }));
    const button = screen.getByRole('button', { name: 'Remove Ana Lima from favorites' });
    expect(button.hasAttribute('aria-pressed')).toBe(false);
    expect(stored()).toEqual({ '7': ANA });

    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Add Ana Lima to favorites' })).toBe(button);
    expect(stored()).toEqual({});
  });

  it('names a talent saved on an earlier visit for removal', () => {
    localStorage.setItem('favorites', JSON.stringify({ '7': ANA }));
    renderIn('en', <FavoriteButton talent={ANA} />);
    renderIn('en', <FavoriteButton talent={RUI} />);
    expect(screen.getAllByRole('button', { name: 'Remove Ana Lima from favorites' })).toHaveLength(
      1,
    );
    expect(screen.getAllByRole('button', { name: 'Add Rui Sá to favorites' })).toHaveLength(1);
  });

  it('keeps the other saved talents when one is added or removed', () => {
    localStorage.setItem('favorites', JSON.stringify({ '12': RUI }));
    renderIn('en', <FavoriteButton talent={ANA} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Ana Lima to favorites' }));
    expect(stored()).toEqual({ '12': RUI, '7': ANA });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana Lima from favorites' }));
    expect(stored()).toEqual({ '12': RUI });
  });

  it('keeps every toggle of the same talent on the page in step', () => {
    renderIn('en', <FavoriteButton talent={ANA} />);
    renderIn('en', <FavoriteButton talent={ANA} />);
    const [first, second] = screen.getAllByRole('button', { name: 'Add Ana Lima to favorites' });
    fireEvent.click(first!);
    expect(second!.getAttribute('aria-label')).toBe('Remove Ana Lima from favorites');
    expect(screen.getAllByRole('button', { name: 'Remove Ana Lima from favorites' })).toHaveLength(
      2,
    );
  });

  it('follows what another tab saves or removes', () => {
    renderIn('en', <FavoriteButton talent={ANA} />);
    const button = screen.getByRole('button', { name: 'Add Ana Lima to favorites' });
    otherTabWrites('favorites', JSON.stringify({ '7': ANA, '12': RUI }));
    expect(button.getAttribute('aria-label')).toBe('Remove Ana Lima from favorites');
    otherTabWrites('favorites', JSON.stringify({ '12': RUI }));
    expect(button.getAttribute('aria-label')).toBe('Add Ana Lima to favorites');
  });

  it.each([
    ['pt', 'Adicionar Ana Lima aos favoritos', 'Remover Ana Lima dos favoritos'],
    ['es', 'Añadir a Ana Lima a favoritos', 'Quitar a Ana Lima de favoritos'],
  ] as const)('is named in the page language (%s)', (lang, add, remove) => {
    renderIn(lang, <FavoriteButton talent={ANA} />);
    fireEvent.click(screen.getByRole('button', { name: add }));
    expect(screen.getAllByRole('button', { name: remove })).toHaveLength(1);
  });

  it('is disabled in the server HTML, where it could do nothing, and works once the page runs', async () => {
    const { NextIntlClientProvider } = await import('next-intl');
    const { renderToString } = await import('react-dom/server');
    const en = (await import('@/messages/en.json')).default;
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <FavoriteButton talent={ANA} />
      </NextIntlClientProvider>,
    );
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const served = holder.querySelector('button')!;
    expect(served.getAttribute('aria-label')).toBe('Add Ana Lima to favorites');
    expect(served.hasAttribute('aria-pressed')).toBe(false);
    expect(served.disabled).toBe(true);

    renderIn('en', <FavoriteButton talent={ANA} />);
    expect(
      (screen.getByRole('button', { name: 'Add Ana Lima to favorites' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });
});
