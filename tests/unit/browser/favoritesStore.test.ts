// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ANA = { id: 7, name: 'Ana Lima', cover: null, category: 'models', gender: null };
const RUI = { id: 12, name: 'Rui Sá', cover: null, category: 'actors', gender: null };

afterEach(() => localStorage.clear());

describe('favorites store', () => {
  it('keeps what is stored when a talent is added before the favorites were read', async () => {
    localStorage.setItem('favorites', JSON.stringify({ '7': ANA }));
    vi.resetModules();
    const { favoritesActions, loadFavoritesReader } = await import('@/lib/browser/favoritesStore');
    favoritesActions.add(RUI);
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ '7': ANA });
    await loadFavoritesReader();
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ '7': ANA, '12': RUI });
  });

  it('saves at once when nothing is stored, without waiting for the reader', async () => {
    vi.resetModules();
    const { favoritesActions } = await import('@/lib/browser/favoritesStore');
    favoritesActions.add(RUI);
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ '12': RUI });
  });

  it("writes the catalogue's answer back in the current shape; the unreadable count is spent once said", async () => {
    localStorage.setItem(
      'favorites',
      JSON.stringify({ '7': { id: '7', name: 'Ana', height: '1.76' }, x: { name: 'No id' } }),
    );
    vi.resetModules();
    const { favoritesActions, loadFavoritesReader, useFavorites, useUnreadableFavorites } =
      await import('@/lib/browser/favoritesStore');
    await loadFavoritesReader();
    const { result } = renderHook(() => [useFavorites(), useUnreadableFavorites()] as const);
    expect(result.current[1]).toBe(1);
    expect(Object.keys(result.current[0])).toEqual(['7']);

    act(() => favoritesActions.refresh([ANA]));
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ '7': ANA });
    expect(result.current).toEqual([{ '7': ANA }, 1]);
    act(() => favoritesActions.dropUnreadable());
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ '7': ANA });
    expect(result.current).toEqual([{ '7': ANA }, 0]);
  });
});
