import type { Db } from '../db/open.js';
import { girthText, heightText, jeansText, shoesText } from '../lib/measure.js';
import type { ImageItem, MediaItem } from '../lib/urls.js';
import { MEN, SURNAMES, VIMEO_IDS, WOMEN, YOUTUBE_IDS } from './names.js';
import type { Random } from './random.js';
import { PORTRAIT } from './images.js';

type Gender = 'man' | 'woman';

function uniqueName(rng: Random, gender: Gender, used: Set<string>): string {
  for (;;) {
    const name = `${rng.pick(gender === 'woman' ? WOMEN : MEN)} ${rng.pick(SURNAMES)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

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

/** Inserts `count` talents whose images all come from the portrait pool. */
export function seedTalents(db: Db, rng: Random, pool: string[], count: number): void {
  const insert = db.prepare(`INSERT INTO talents
    (id, name, gender, categories, height, jeans, waist, hips, bust, shoes, cover, compo, book, snap, video, updated_at)
    VALUES (@id, @name, @gender, @categories, @height, @jeans, @waist, @hips, @bust, @shoes, @cover, @compo, @book, @snap, @video, @updated_at)`);
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
    insert.run({
      id: i + 1,
      name: uniqueName(rng, gender, used),
      gender,
      categories: JSON.stringify(categoriesFor(rng, i)),
      ...measurements(rng, gender),
      cover: rng.pick(pool),
      compo: compo && JSON.stringify({ photos: compo, updated_at: updatedAt }),
      book: JSON.stringify(book),
      snap: JSON.stringify(snap),
      video: JSON.stringify(video),
      updated_at: updatedAt,
    });
  }
}
