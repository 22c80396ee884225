import { describe, expect, it } from 'vitest';
import { categoryId, profileCategory } from '@/lib/talents/categories';
import { isGender } from '@/lib/talents/gender';
import { cutMeasurement, measurementList } from '@/lib/talents/measurements';
import { slugify } from '@/lib/talents/slug';
import { pathFor } from '@/lib/i18n/paths';
import type { Category } from '@/lib/i18n/routing';
import { listedTalent } from '@/lib/talents/list-item';

describe('cutMeasurement', () => {
  it('cuts each value at its separator', () => {
    expect(cutMeasurement('height', '178/5.10')).toBe('178');
    expect(cutMeasurement('waist', '62/24')).toBe('62');
    expect(cutMeasurement('hips', '90/35')).toBe('90');
    expect(cutMeasurement('bust', '84/33')).toBe('84');
    expect(cutMeasurement('jeans', '38x32')).toBe('38');
    expect(cutMeasurement('shoes', '39 BR')).toBe('39');
  });

  it('keeps a value without separator and drops empty ones', () => {
    expect(cutMeasurement('height', '180')).toBe('180');
    expect(cutMeasurement('shoes', '')).toBeNull();
    expect(cutMeasurement('jeans', null)).toBeNull();
  });
});

describe('measurementList', () => {
  const raw = {
    height: '178/5.10',
    jeans: '38x32',
    waist: '62/24',
    hips: '90/35',
    bust: '84/33',
    shoes: '39 BR',
  };

  it('shows waist, hips and bust for women', () => {
    expect(measurementList('woman', raw)).toEqual([
      { label: 'height', value: '178' },
      { label: 'jeans', value: '38' },
      { label: 'waist', value: '62' },
      { label: 'hips', value: '90' },
      { label: 'bust', value: '84' },
      { label: 'shoes', value: '39' },
    ]);
  });

  it('shows the chest, from the bust value, for men', () => {
    expect(measurementList('man', { ...raw, bust: '98/38.5' })).toEqual([
      { label: 'height', value: '178' },
      { label: 'jeans', value: '38' },
      { label: 'chest', value: '98' },
      { label: 'shoes', value: '39' },
    ]);
  });
});

describe('slugify', () => {
  it('folds accents and joins words', () => {
    expect(slugify('João da Silva')).toBe('joao-da-silva');
    expect(slugify('  María  José ')).toBe('maria-jose');
    expect(slugify("D'Ávila Núñez")).toBe('d-avila-nunez');
    expect(slugify('***')).toBe('talent');
  });
});

describe('categories', () => {
  it('maps each category to its agency id', () => {
    expect(categoryId('models')).toBe(1);
    expect(categoryId('actors')).toBe(2);
    expect(categoryId('influencers')).toBe(2150);
    expect(categoryId('creators')).toBe(2150);
  });

  it('has its word in each language', () => {
    expect(pathFor('pt', '/models')).toBe('/modelos');
    expect(pathFor('en', '/actors')).toBe('/en/actors');
    expect(pathFor('es', '/actors')).toBe('/es/actores');
    expect(pathFor('es', '/creators')).toBe('/es/creators');
  });

  it('links a card under the list that shows it when the talent holds its license', () => {
    const card = (licenses: number[], listed: Category) =>
      listedTalent(
        { id: 59, name: 'B', cover: null, gender: null, heightCm: null, licenses },
        listed,
      ).category;
    expect(card([2, 1], 'actors')).toBe('actors');
    expect(card([2150, 2], 'influencers')).toBe('influencers');
    expect(card([2150], 'creators')).toBe('creators');
    // A list shows only its own license's talents; otherwise, the talent's one address.
    expect(card([1], 'actors')).toBe('models');
    // An answer without categories keeps the list's own (canonical) word.
    expect(card([], 'influencers')).toBe('creators');
  });

  it("names the first listed license as a profile's one address", () => {
    expect(profileCategory([2, 1], 'actors')).toBe('models');
    expect(profileCategory([2150, 2], 'influencers')).toBe('actors');
    expect(profileCategory([2150], 'influencers')).toBe('creators');
  });

  it('knows the two genders', () => {
    expect(isGender('man')).toBe(true);
    expect(isGender('woman')).toBe(true);
    expect(isGender('other')).toBe(false);
  });
});

import { firstMediaType, mediaPanelId, mediaTypeOfHash } from '@/lib/talents/media';
import { splitVideoFile } from '@/lib/agency-api/media';

describe('media', () => {
  it('selects the first available type among book, snap, video', () => {
    expect(firstMediaType({ book: [1], snap: [1], video: [1] })).toBe('book');
    expect(firstMediaType({ book: [], snap: [1], video: [1] })).toBe('snap');
    expect(firstMediaType({ book: [], snap: [], video: [1] })).toBe('video');
    expect(firstMediaType({ book: [], snap: [], video: [] })).toBeNull();
  });

  it("opens the tab an address's fragment names, when the profile has it", () => {
    expect(mediaPanelId('snap')).toBe('media-snap');
    expect(mediaTypeOfHash('#media-snap', ['book', 'snap'])).toBe('snap');
    expect(mediaTypeOfHash('#media-video', ['book', 'snap'])).toBeNull();
    expect(mediaTypeOfHash('#content', ['book', 'snap'])).toBeNull();
    expect(mediaTypeOfHash('', ['book'])).toBeNull();
  });

  it("splits a video file 'id/hash' at the slash", () => {
    expect(splitVideoFile('76979871/8b6f7c5e2a')).toEqual({
      videoId: '76979871',
      hash: '8b6f7c5e2a',
    });
    expect(splitVideoFile('dQw4w9WgXcQ')).toEqual({ videoId: 'dQw4w9WgXcQ', hash: null });
  });
});
