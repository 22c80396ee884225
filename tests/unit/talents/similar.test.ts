import { describe, expect, it } from 'vitest';
import { MAX_SIMILAR_TALENTS, similarTalents, type Likeness } from '@/lib/talents/similar';

let nextId = 100;
const talent = (given: Partial<Likeness>): Likeness => ({
  id: nextId++,
  name: `Talent ${nextId}`,
  gender: 'woman',
  heightCm: 175,
  hair: 'brown',
  eyes: 'brown',
  ...given,
});
const ids = (talents: Likeness[]) => talents.map((t) => t.id);

const ana = talent({ id: 1, name: 'Ana', heightCm: 175, hair: 'blonde', eyes: 'blue' });

describe('similarTalents', () => {
  it('ranks by nearness in height, above or below alike', () => {
    const far = talent({ id: 2, heightCm: 160 });
    const near = talent({ id: 3, heightCm: 177 });
    const nearest = talent({ id: 4, heightCm: 174 });
    expect(ids(similarTalents(ana, [far, near, nearest]))).toEqual([4, 3, 2]);
  });

  it('at the same nearness, shares of hair and eye colour come first', () => {
    const none = talent({ id: 2, heightCm: 176, hair: 'black', eyes: 'brown' });
    const both = talent({ id: 3, heightCm: 174, hair: 'blonde', eyes: 'blue' });
    const eyes = talent({ id: 4, heightCm: 176, hair: 'red', eyes: 'blue' });
    expect(ids(similarTalents(ana, [none, eyes, both]))).toEqual([3, 4, 2]);
  });

  it('a colour unknown on both sides is not shared', () => {
    const plain = { ...ana, hair: null, eyes: null };
    const unknown = talent({ id: 2, name: 'B', heightCm: 176, hair: null, eyes: null });
    const known = talent({ id: 3, name: 'A', heightCm: 176, hair: 'red', eyes: 'green' });
    expect(ids(similarTalents(plain, [unknown, known]))).toEqual([3, 2]);
  });

  it('breaks full ties by name, then id, whatever the roster order', () => {
    const twin = { heightCm: 176, hair: 'black', eyes: 'brown' } as const;
    const zoe = talent({ id: 2, name: 'Zoe', ...twin });
    const bia2 = talent({ id: 9, name: 'Bia', ...twin });
    const bia1 = talent({ id: 3, name: 'Bia', ...twin });
    expect(ids(similarTalents(ana, [zoe, bia2, bia1]))).toEqual([3, 9, 2]);
    expect(ids(similarTalents(ana, [bia1, zoe, bia2]))).toEqual([3, 9, 2]);
  });

  it('ranks talents without a height after every one with a height', () => {
    const unknown = talent({ id: 2, name: 'A', heightCm: null, hair: 'blonde', eyes: 'blue' });
    const far = talent({ id: 3, heightCm: 150, hair: 'black', eyes: 'brown' });
    const unknownPlain = talent({ id: 4, name: 'B', heightCm: null, hair: 'black' });
    expect(ids(similarTalents(ana, [unknownPlain, unknown, far]))).toEqual([3, 2, 4]);
  });

  it('for a talent without a height, only the colours rank the others', () => {
    const shorty = { ...ana, heightCm: null };
    const colourless = talent({ id: 2, name: 'A', heightCm: 175, hair: 'black', eyes: 'green' });
    const alike = talent({ id: 3, name: 'Z', heightCm: 190, hair: 'blonde', eyes: 'blue' });
    const noHeight = talent({ id: 4, name: 'M', heightCm: null, hair: 'blonde', eyes: 'green' });
    expect(ids(similarTalents(shorty, [colourless, alike, noHeight]))).toEqual([3, 4, 2]);
  });

  it('keeps to the talent’s gender, a talent without one to others without one', () => {
    const man = talent({ id: 2, gender: 'man', heightCm: 175 });
    const unknown = talent({ id: 3, gender: null, heightCm: 175 });
    const woman = talent({ id: 4, gender: 'woman', heightCm: 185 });
    expect(ids(similarTalents(ana, [man, unknown, woman]))).toEqual([4]);
    expect(ids(similarTalents({ ...ana, gender: null }, [man, unknown, woman]))).toEqual([3]);
  });

  it('never names the talent itself, even as another copy in the roster', () => {
    expect(similarTalents(ana, [ana, { ...ana }])).toEqual([]);
  });

  it('a category of one has no similar talents', () => {
    expect(similarTalents(ana, [ana])).toEqual([]);
    expect(similarTalents(ana, [])).toEqual([]);
  });

  it('names at most six, the nearest', () => {
    const roster = Array.from({ length: 20 }, (_, i) =>
      talent({ id: 200 + i, heightCm: 175 + (i % 2 ? i : -i) }),
    );
    const similar = similarTalents(ana, roster);
    expect(similar).toHaveLength(MAX_SIMILAR_TALENTS);
    expect(ids(similar)).toEqual([200, 201, 202, 203, 204, 205]);
    expect(similarTalents(ana, roster, 2)).toHaveLength(2);
  });

  it('keeps the roster items whole and leaves the roster as it was', () => {
    const item = { ...talent({ id: 2 }), cover: 'a.jpg' };
    const roster = [item];
    expect(similarTalents(ana, roster)[0]).toBe(item);
    expect(roster).toEqual([item]);
  });
});
