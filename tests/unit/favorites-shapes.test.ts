import { describe, expect, it } from 'vitest';
import { refreshFavorites } from '@/lib/favorites/map';
import { readFavorites } from '@/lib/favorites/stored';

// Every shape the 'favorites' key has held is read, so no favorite disappears unseen: the
// current one, the SPEC's talent object, the agency's previous site's, a bare {id, name}.

const read = (value: unknown) => readFavorites(JSON.stringify(value));
const COVER = 'https://cdn.example.com/talents/17/cover.jpg';

describe('readFavorites: the shapes a visitor may have stored', () => {
  it('the current shape comes back as it was', () => {
    const current = {
      id: 17,
      name: 'Júlia Dias',
      cover: COVER,
      category: 'models',
      gender: 'woman',
    };
    expect(read({ '17': current })).toEqual({ favorites: { '17': current }, unreadable: 0 });
  });

  it("the SPEC's talent object (no category, with measurements): kept, measurements left out", () => {
    const talent = {
      id: 17,
      name: 'Júlia Dias',
      cover: COVER,
      gender: 'woman',
      height: '1.76/5.9',
      jeans: '36x32',
      waist: '60',
      hips: '90',
      bust: '84',
      shoes: '37 BR',
      book: [],
      snap: [],
      video: [],
    };
    expect(read({ '17': talent })).toEqual({
      favorites: {
        '17': { id: 17, name: 'Júlia Dias', cover: COVER, category: null, gender: 'woman' },
      },
      unreadable: 0,
    });
  });

  it('a bare {id, name}', () => {
    expect(read({ '17': { id: 17, name: 'Júlia Dias' } })).toEqual({
      favorites: {
        '17': { id: 17, name: 'Júlia Dias', cover: null, category: null, gender: null },
      },
      unreadable: 0,
    });
  });

  it("the previous site's entry: a string id, a relative cover, its own category numbers", () => {
    const previous = {
      id: '17',
      name: ' Júlia Dias ',
      cover: '/storage/talents/17/cover.jpg',
      categories: [1],
      gender: 'undefined',
    };
    expect(read({ '17': previous }).favorites).toEqual({
      '17': { id: 17, name: 'Júlia Dias', cover: null, category: null, gender: null },
    });
    // A cover with no scheme or another scheme names no picture here either.
    expect(
      read({ '17': { id: 17, name: 'J', cover: 'covers/17.jpg' } }).favorites['17']?.cover,
    ).toBe(null);
    expect(
      read({ '17': { id: 17, name: 'J', cover: 'data:image/png;base64,AA' } }).favorites['17']
        ?.cover,
    ).toBe(null);
  });

  it('an entry without an id of its own is read by the id it is filed under', () => {
    expect(read({ '17': { name: 'Júlia Dias' } }).favorites).toEqual({
      '17': { id: 17, name: 'Júlia Dias', cover: null, category: null, gender: null },
    });
    expect(read({ '17': true, '23': null }).favorites).toEqual({
      '17': { id: 17, name: '', cover: null, category: null, gender: null },
      '23': { id: 23, name: '', cover: null, category: null, gender: null },
    });
  });

  it("an entry's own id wins over the key it is filed under", () => {
    expect(
      Object.keys(read({ x: { id: 17, name: 'A' }, '5': { id: 23, name: 'B' } }).favorites),
    ).toEqual(['17', '23']);
  });

  it('a list of talents or of ids is read item by item', () => {
    expect(read([{ id: 17, name: 'Júlia Dias' }, 23, '31']).favorites).toEqual({
      '17': { id: 17, name: 'Júlia Dias', cover: null, category: null, gender: null },
      '23': { id: 23, name: '', cover: null, category: null, gender: null },
      '31': { id: 31, name: '', cover: null, category: null, gender: null },
    });
  });

  it('only an entry with no usable id is dropped, and counted', () => {
    const kept = { id: 17, name: 'Júlia Dias' };
    expect(
      read({
        '17': kept,
        x: { id: 'x', name: 'No id' },
        y: { name: 'Nameless key' },
        z: { id: 0 },
        w: { id: -3 },
        v: { id: 17.5 },
        u: { id: 1e10 },
        t: 'Ana',
      }),
    ).toEqual({
      favorites: { '17': { ...kept, cover: null, category: null, gender: null } },
      unreadable: 7,
    });
    expect(read([{ name: 'No id' }, 17])).toEqual({
      favorites: { '17': { id: 17, name: '', cover: null, category: null, gender: null } },
      unreadable: 1,
    });
  });

  it('nothing stored is no favorite; damaged text or a lone value is one unreadable entry', () => {
    expect(readFavorites(null)).toEqual({ favorites: {}, unreadable: 0 });
    expect(readFavorites('null')).toEqual({ favorites: {}, unreadable: 0 });
    expect(readFavorites('{}')).toEqual({ favorites: {}, unreadable: 0 });
    expect(readFavorites('[]')).toEqual({ favorites: {}, unreadable: 0 });
    expect(readFavorites('{"17": {"id": 17')).toEqual({ favorites: {}, unreadable: 1 });
    expect(readFavorites('"17"')).toEqual({ favorites: {}, unreadable: 1 });
  });

  it('what is written back reads the same, with nothing left to drop', () => {
    const { favorites } = read({ '17': { id: '17', name: 'Júlia Dias', height: '1.76' }, x: {} });
    expect(readFavorites(JSON.stringify(favorites))).toEqual({ favorites, unreadable: 0 });
  });
});

describe('refreshFavorites: the catalogue has the last word', () => {
  const old = { id: 17, name: 'Julia', cover: null, category: null, gender: null };
  const gone = { id: 999_999, name: 'Gone Talent', cover: null, category: null, gender: null };
  const listed = {
    id: 17,
    name: 'Júlia Dias',
    cover: COVER,
    category: 'models',
    gender: 'woman' as const,
  };

  it("takes a listed talent's current name, cover and category; keeps one that left as saved", () => {
    expect(refreshFavorites({ '17': old, '999999': gone }, [listed])).toEqual({
      '17': listed,
      '999999': gone,
    });
  });

  it('does not bring back a talent removed while the catalogue was asked', () => {
    expect(refreshFavorites({ '999999': gone }, [listed])).toEqual({ '999999': gone });
  });
});
