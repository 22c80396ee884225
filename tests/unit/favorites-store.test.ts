// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const ANA = { id: 7, name: 'Ana Lima', cover: null, category: 'models' };
const RUI = { id: 12, name: 'Rui Sá', cover: null, category: 'actors' };

afterEach(() => localStorage.clear());

describe('favorites store', () => {
  it('keeps what is stored when a talent is added before the favorites were read', async () => {
    localStorage.setItem('favorites', JSON.stringify({ '7': ANA }));
    vi.resetModules();
    const { favoritesActions, loadFavoritesReader } = await import('@/lib/favorites/store');
    favoritesActions.add(RUI);
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ '7': ANA });
    await loadFavoritesReader();
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ '7': ANA, '12': RUI });
  });

  it('saves at once when nothing is stored, without waiting for the reader', async () => {
    vi.resetModules();
    const { favoritesActions } = await import('@/lib/favorites/store');
    favoritesActions.add(RUI);
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ '12': RUI });
  });
});
