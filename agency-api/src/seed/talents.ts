import { girthText, heightText, jeansText, shoesText } from '@agency/rules/measurements';
import { talentSearchColumns, type Db } from '../db/open.js';
import type { EyeColor, HairColor } from '@agency/rules/appearance';
import type { ImageItem, MediaItem } from '../lib/urls.js';
import { MEN, SURNAMES, VIMEO_IDS, WOMEN, YOUTUBE_IDS } from './names.js';
import type { Random } from './random.js';
import { PORTRAIT } from './images.js';

type Gender = 'man' | 'woman';

function uniqueName(rng: Random, gender: Gender, used: Set<string>): string {
  const given = gender === 'woman' ? WOMEN : MEN;
  // A given name and a surname while such pairs are left (always, up to the large seed); then,
  // for the huge seed, a second surname as many Brazilian and Portuguese names have.
  for (let attempt = 0; ; attempt++) {
    const first = `${rng.pick(given)} ${rng.pick(SURNAMES)}`;
    const name = attempt < 20 ? first : `${first} ${rng.pick(SURNAMES)}`;
    if (!used.has(name) && !/(?:^| )(\S+) \1$/.test(name)) {
      used.add(name);
      return name;
    }
  }
}

// Rough shares among the agency's talents: brown and black hair and brown eyes most common,
// some blonde and red hair, some blue and green eyes.
const HAIR: Record<Gender, readonly (readonly [HairColor, number])[]> = {
  woman: [
    ['Brown', 20],
    ['Dark Brown', 16],
    ['Black', 15],
    ['Light Brown', 8],
    ['Chocolate', 4],
    ['Blonde', 7],
    ['Light Blonde', 3],
    ['Dark Blonde', 4],
    ['Ash Blonde', 1],
    ['Strawberry Blonde', 1],
    ['Platinum', 1],
    ['Honey', 4],
    ['Red', 2],
    ['Auburn', 2],
    ['Copper', 2],
    ['Mahogany', 1],
    ['Burgundy', 1],
    ['Blue Black', 1],
    ['Highlighted', 5],
    ['Colored', 2],
  ],
  man: [
    ['Brown', 22],
    ['Dark Brown', 18],
    ['Black', 20],
    ['Light Brown', 7],
    ['Chocolate', 2],
    ['Blonde', 5],
    ['Dark Blonde', 4],
    ['Light Blonde', 1],
    ['Red', 2],
    ['Auburn', 2],
    ['Copper', 1],
    ['Blue Black', 1],
    ['Gray', 1],
    ['Salt and Pepper', 2],
    ['Shaved', 3],
    ['Bald', 1],
  ],
};

const EYES: readonly (readonly [EyeColor, number])[] = [
  ['Brown', 30],
  ['Dark Brown', 18],
  ['Light Brown', 8],
  ['Hazel', 8],
  ['Black', 6],
  ['Amber', 2],
  ['Green', 6],
  ['Light Green', 2],
  ['Dark Green', 1],
  ['Gray-Green', 1],
  ['Blue', 7],
  ['Light Blue', 3],
  ['Dark Blue', 2],
  ['Gray-Blue', 1],
  ['Blue-Green', 2],
  ['Gray', 1],
  ['Heterochromia', 0.5],
];

function categoriesFor(rng: Random, index: number): number[] {
  // Every category gets talents: most are models, some also act or create content.
  const main = [1, 1, 1, 2, 2150][index % 5] as number;
  const extra = rng.chance(0.25) ? rng.pick([1, 2, 2150].filter((c) => c !== main)) : undefined;
  return extra === undefined ? [main] : [main, extra].sort((a, b) => a - b);
}

function measurements(rng: Random, gender: Gender) {
  const woman = gender === 'woman';
  return {
    height: heightText(woman ? rng.int(168, 182) : rng.int(178, 192)),
    jeans: jeansText(woman ? rng.int(34, 40) : rng.int(38, 46), rng.int(30, 34)),
    waist: girthText(woman ? rng.int(58, 66) : rng.int(72, 84)),
    hips: girthText(woman ? rng.int(86, 94) : rng.int(88, 98)),
    bust: girthText(woman ? rng.int(80, 90) : rng.int(92, 104)),
    shoes: shoesText(woman ? rng.int(35, 40) : rng.int(39, 45)),
  };
}

function image(file: string): ImageItem {
  return { file, ...PORTRAIT };
}

/** A book or snap list: mostly single images, with some side-by-side doubles. */
function gallery(rng: Random, pool: string[], count: number): MediaItem[] {
  return Array.from({ length: count }, (): MediaItem => {
    if (rng.chance(0.25))
      return { type: 'double', files: [image(rng.pick(pool)), image(rng.pick(pool))] };
    return { type: 'image', ...image(rng.pick(pool)) };
  });
}

function videos(rng: Random, count: number): MediaItem[] {
  return Array.from({ length: count }, (): MediaItem =>
    rng.chance(0.5)
      ? { type: 'video', provider: 'youtube', file: rng.pick(YOUTUBE_IDS) }
      : { type: 'video', provider: 'vimeo', file: rng.pick(VIMEO_IDS) },
  );
}

/**
 * Inserts `count` talents whose images all come from the portrait pool. Hair and eye colours are
 * drawn from `looks`, the rest from `rng`.
 */
export function seedTalents(
  db: Db,
  rng: Random,
  pool: string[],
  count: number,
  looks: Random,
): void {
  const insert = db.prepare(`INSERT INTO talents
    (id, name, gender, categories, height, jeans, waist, hips, bust, shoes, cover, compo, book, snap, video, updated_at,
     name_search, height_cm, hair, eyes)
    VALUES (@id, @name, @gender, @categories, @height, @jeans, @waist, @hips, @bust, @shoes, @cover, @compo, @book, @snap, @video, @updated_at,
     @name_search, @height_cm, @hair, @eyes)`);
  const used = new Set<string>();
  const base = Date.UTC(2025, 0, 1);
  for (let i = 0; i < count; i++) {
    const gender: Gender = i % 3 === 2 ? 'man' : 'woman';
    const updatedAt = new Date(
      base + rng.int(0, 300) * 86_400_000 + rng.int(0, 86_399) * 1000,
    ).toISOString();
    // The profile variants the site must handle, in a fixed rotation so every seed holds each.
    const variant = i % 10;
    let book: MediaItem[] = [];
    let snap: MediaItem[] = [];
    let video: MediaItem[] = [];
    let compo: string[] | null = null;
    if (variant === 1) snap = gallery(rng, pool, rng.int(3, 6));
    else if (variant === 2) video = videos(rng, rng.int(1, 3));
    else if (variant !== 0) {
      // variant 4 always has 10 single images: the composite PDF budget is measured on such a profile.
      book = variant === 4 ? gallery(rng, pool, 0) : gallery(rng, pool, rng.int(5, 12));
      if (variant === 4)
        for (let k = 0; k < 10; k++)
          book.push({ type: 'image', ...image(pool[(i + k) % pool.length]!) });
      snap = rng.chance(0.6) ? gallery(rng, pool, rng.int(2, 6)) : [];
      video = rng.chance(0.4) ? videos(rng, rng.int(1, 2)) : [];
      if (variant !== 3) compo = [0, 1, 2, 3].map(() => rng.pick(pool));
    }
    const name = uniqueName(rng, gender, used);
    const categories = JSON.stringify(categoriesFor(rng, i));
    const sizes = measurements(rng, gender);
    insert.run({
      id: i + 1,
      name,
      gender,
      categories,
      ...sizes,
      ...talentSearchColumns(name, sizes.height),
      hair: looks.weighted(HAIR[gender]),
      eyes: looks.weighted(EYES),
      cover: rng.pick(pool),
      compo: compo && JSON.stringify({ photos: compo, updated_at: updatedAt }),
      book: JSON.stringify(book),
      snap: JSON.stringify(snap),
      video: JSON.stringify(video),
      updated_at: updatedAt,
    });
  }
}
