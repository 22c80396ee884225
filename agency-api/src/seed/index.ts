import path from 'node:path';
import type { SeedSize } from '../config.js';
import type { Db } from '../db/open.js';
import { seedContents, seedSlides, SLIDE_COUNT, syncVersionedPages } from './contents.js';
import { COUNTRIES } from './geo.js';
import { portraitSpecs, renderImages, type ImageSpec } from './images.js';
import { linkSeededTranslations, seedPosts } from './posts.js';
import { Random } from './random.js';
import { seedTalents } from './talents.js';

const SIZES: Record<SeedSize, { talents: number; portraits: number }> = {
  default: { talents: 60, portraits: 24 },
  large: { talents: 1000, portraits: 48 },
  // The same 48 portraits as large: only rows grow, so seeding stays quick.
  huge: { talents: 10_000, portraits: 48 },
};
const SEED = 20250101;
const BLOG_COVERS = 12;

function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seeded'").get() !== undefined;
}

function seedGeo(db: Db): void {
  const country = db.prepare(
    'INSERT INTO countries (id, name_pt, name_en, name_es) VALUES (?, ?, ?, ?)',
  );
  const state = db.prepare('INSERT INTO states (country_id, name) VALUES (?, ?)');
  const city = db.prepare('INSERT INTO cities (state_id, name) VALUES (?, ?)');
  for (const c of COUNTRIES) {
    country.run(c.id, c.name.pt, c.name.en, c.name.es);
    for (const s of c.states) {
      const stateId = state.run(c.id, s.name).lastInsertRowid;
      for (const name of s.cities) city.run(stateId, name);
    }
  }
}

function otherSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (let i = 1; i <= SLIDE_COUNT; i++) {
    specs.push({
      file: `slides/desktop-${i}.jpg`,
      width: 1920,
      height: 1080,
      caption: `Campaign ${i}`,
      figures: 3,
      quality: 72,
    });
    specs.push({
      file: `slides/mobile-${i}.jpg`,
      width: 650,
      height: 1150,
      caption: `Campaign ${i}`,
      figures: 1,
      quality: 72,
    });
  }
  for (let i = 1; i <= BLOG_COVERS; i++) {
    specs.push({
      file: `blog/cover-${String(i).padStart(2, '0')}.jpg`,
      width: 1200,
      height: 800,
      caption: `Journal ${i}`,
      figures: 2,
      quality: 72,
    });
  }
  return specs;
}

/**
 * Seeds an empty database once. Existing data is never touched: the 'seeded' marker
 * is written in the same transaction as the data, so a crash leaves either all or nothing.
 */
export async function seedIfEmpty(db: Db, dataDir: string, size: SeedSize): Promise<boolean> {
  if (isSeeded(db)) {
    syncVersionedPages(db);
    linkSeededTranslations(db);
    return false;
  }
  const { talents, portraits } = SIZES[size];
  const rng = new Random(SEED);
  const pool = portraitSpecs(portraits);
  const others = otherSpecs();
  await renderImages(path.join(dataDir, 'media'), [...pool, ...others], rng);
  const covers = others.filter((s) => s.file.startsWith('blog/')).map((s) => s.file);
  let seeded = false;
  db.transaction(() => {
    if (isSeeded(db)) return; // another process seeded while the images were rendering
    seedGeo(db);
    // Hair and eyes come from a stream of their own, so adding them left every value seeded
    // before them (names, measurements, media, posts) as it was.
    seedTalents(
      db,
      rng,
      pool.map((s) => s.file),
      talents,
      new Random(SEED + 1),
    );
    seedPosts(db, rng, covers);
    seedContents(db);
    seedSlides(db);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(
      `${size} ${new Date().toISOString()}`,
    );
    seeded = true;
  }).immediate();
  return seeded;
}
