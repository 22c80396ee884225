import type { Db } from '../db/open.js';
import { LANGS } from '../lib/langs.js';
import { slugify } from '@agency/rules/slug';
import { TOPICS } from './post-topics.js';
import { postContent, postDescription } from './post-text.js';
import type { Random } from './random.js';

/**
 * Blog posts: every topic in every language, one post per language carrying hostile HTML. A
 * topic's posts share a translation key, so each names its versions in the other languages.
 */
export function seedPosts(db: Db, rng: Random, covers: string[]): void {
  const insert = db.prepare(`INSERT INTO posts
    (type, lang, slug, title, cover, description, content, created_at, updated_at, translation_key)
    VALUES ('blog', @lang, @slug, @title, @cover, @description, @content, @created_at, @updated_at,
      @translation_key)`);
  const newest = Date.UTC(2025, 9, 1, 10);
  for (const lang of LANGS) {
    const slugs = new Set<string>();
    TOPICS.forEach((topic, i) => {
      const title = topic[lang];
      let slug = slugify(title);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
      slugs.add(slug);
      // Posts about a week apart, oldest topic first, so "newest first" is well defined.
      const created = newest - (TOPICS.length - 1 - i) * 7 * 86_400_000 - rng.int(0, 36_000) * 1000;
      insert.run({
        lang,
        slug,
        title,
        cover: covers[i % covers.length],
        description: postDescription(lang, title),
        content: postContent(lang, rng, i === 4),
        created_at: new Date(created).toISOString(),
        updated_at: new Date(created + rng.int(0, 5) * 86_400_000).toISOString(),
        translation_key: topicKey(i),
      });
    });
  }
}

const topicKey = (index: number) => `topic-${index + 1}`;

/**
 * A data folder seeded before posts had translation keys: its seeded posts, found by their
 * title, get their topic's key, so they name their translations too. A post the agency wrote or
 * retitled, or one already keyed, is left as it is.
 */
export function linkSeededTranslations(db: Db): void {
  const link = db.prepare(`UPDATE posts SET translation_key = ?
    WHERE type = 'blog' AND lang = ? AND title = ? AND translation_key IS NULL`);
  db.transaction(() => {
    TOPICS.forEach((topic, i) => {
      for (const lang of LANGS) link.run(topicKey(i), lang, topic[lang]);
    });
  })();
}
