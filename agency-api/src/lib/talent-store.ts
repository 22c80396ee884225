import type { Db } from '../db/open.js';
import type { MediaItem } from './urls.js';

/** A talent as stored: media paths relative to media/. */
export interface StoredTalent {
  id: number;
  name: string;
  gender: 'man' | 'woman';
  categories: number[];
  height: string;
  jeans: string;
  waist: string;
  hips: string;
  bust: string;
  shoes: string;
  cover: string;
  compo: { photos: string[]; updated_at: string } | null;
  book: MediaItem[];
  snap: MediaItem[];
  video: MediaItem[];
  updated_at: string;
}

type Row = Omit<StoredTalent, 'categories' | 'compo' | 'book' | 'snap' | 'video'> & {
  categories: string;
  compo: string | null;
  book: string;
  snap: string;
  video: string;
};

export function findTalent(db: Db, id: number): StoredTalent | undefined {
  const row = db.prepare('SELECT * FROM talents WHERE id = ?').get(id) as Row | undefined;
  if (!row) return undefined;
  return {
    ...row,
    categories: JSON.parse(row.categories) as number[],
    compo: row.compo === null ? null : (JSON.parse(row.compo) as StoredTalent['compo']),
    book: JSON.parse(row.book) as MediaItem[],
    snap: JSON.parse(row.snap) as MediaItem[],
    video: JSON.parse(row.video) as MediaItem[],
  };
}

/** Parses a talent id from a query or body value; anything else is "no such talent". */
export function talentId(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
