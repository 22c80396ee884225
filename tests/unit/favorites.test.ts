import { describe, expect, it } from 'vitest';
import { addFavorite, favoritesList, isFavorite, removeFavorite } from '@/lib/favorites/map';
import { readFavorites } from '@/lib/favorites/stored';

const parseFavorites = (raw: string | null) => readFavorites(raw).favorites;

const ana = { id: 7, name: 'Ana', cover: 'https://x/a.jpg', category: 'models', gender: null };
const rui = { id: 9, name: 'Rui', cover: null, category: 'actors', gender: null };

describe('favorites map', () => {
  it('adds by id without changing the original', () => {
    const empty = {};
    const one = addFavorite(empty, ana);
    expect(one).toEqual({ '7': ana });
    expect(empty).toEqual({});
    expect(isFavorite(one, 7)).toBe(true);
  });

  it('replaces an entry with the same id instead of duplicating it', () => {
    const twice = addFavorite(addFavorite({}, ana), { ...ana, name: 'Ana Maria' });
    expect(favoritesList(twice)).toHaveLength(1);
    expect(twice['7']?.name).toBe('Ana Maria');
  });

  it('removes by id', () => {
    const map = removeFavorite(addFavorite(addFavorite({}, ana), rui), 7);
    expect(map).toEqual({ '9': rui });
    expect(isFavorite(map, 7)).toBe(false);
  });

  it('restores what was saved and drops what names no talent', () => {
    expect(parseFavorites(JSON.stringify({ '7': ana, '9': rui }))).toEqual({ '7': ana, '9': rui });
    expect(parseFavorites(null)).toEqual({});
    expect(parseFavorites('not json')).toEqual({});
    expect(parseFavorites(JSON.stringify({ x: { id: 'x' }, '7': ana }))).toEqual({ '7': ana });
  });
});

describe('parseFavorites', () => {
  const stored = (entry: unknown) => parseFavorites(JSON.stringify({ '7': entry }));

  it('keeps a whole stored talent and reads each odd field on its own', () => {
    const talent = { id: 7, name: 'Ana', cover: null, category: 'models', gender: 'woman' };
    expect(stored(talent)).toEqual({ '7': talent });
    expect(stored({ ...talent, gender: undefined })).toEqual({ '7': { ...talent, gender: null } });
    expect(stored({ ...talent, extra: 'x' })).toEqual({ '7': talent });
    expect(stored({ ...talent, cover: 3 })).toEqual({ '7': talent });
    expect(stored({ ...talent, gender: 'robot' })).toEqual({ '7': { ...talent, gender: null } });
  });

  it('files each talent under its own id', () => {
    expect(parseFavorites(JSON.stringify({ x: ana }))).toEqual({ '7': ana });
  });
});
