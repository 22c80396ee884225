import type { Generated } from 'kysely';

// The site's own database: what only the site knows (the agency API keeps talents, forms and
// photos). Dates are ISO 8601 strings in UTC, which both dialects store and compare alike.

export interface ReviewBoardTable {
  /** 128 random bits, base64url: the board's unguessable address. */
  id: string;
  locale: string;
  /** The board's talents, in the selection's order: a JSON array of ids. */
  talent_ids: string;
  created_at: string;
  /** When the board and its reviews are deleted (REVIEW_RETENTION_DAYS after creation). */
  expires_at: string;
}

export interface ReviewerTable {
  /** Random, shown in the page's markup to tell reviewers apart; never a credential. */
  id: string;
  board_id: string;
  name: string;
  /** 1 for the board's first reviewer, and so on: the order the board lists them in. */
  position: number;
  /** SHA-256 of the reviewer's key, which only their browser's cookie holds. */
  key_hash: string;
  created_at: string;
}

export interface ReviewMarkTable {
  board_id: string;
  reviewer_id: string;
  talent_id: number;
  /** yes, maybe or no; null when the reviewer only commented. */
  mark: string | null;
  comment: string | null;
  updated_at: string;
  /** Bumped on every change: a change counted once, however many instances write. */
  revision: Generated<number>;
}

export interface SiteDatabase {
  review_boards: ReviewBoardTable;
  reviewers: ReviewerTable;
  review_marks: ReviewMarkTable;
}
