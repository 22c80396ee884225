import { describe, expect, it } from 'vitest';
import {
  validateLeaveBoard,
  validateNewBoard,
  validateReviewer,
  validateTalentReview,
} from '@/lib/forms/review';

const BOARD = 'AbCdEfGhIjKlMnOpQrStUv';

describe('review board forms', () => {
  it('a name: given, spaces collapsed, at most 60 characters as a person counts them', () => {
    expect(validateReviewer({ board: BOARD, name: '  Ana   Souza ' })).toEqual({
      ok: true,
      data: { board: BOARD, name: 'Ana Souza' },
    });
    expect(validateReviewer({ board: BOARD, name: ' \u200b ' })).toMatchObject({
      errors: { name: 'nameRequired' },
    });
    expect(validateReviewer({ board: BOARD })).toMatchObject({ errors: { name: 'nameRequired' } });
    expect(validateReviewer({ board: BOARD, name: '😀'.repeat(60) }).ok).toBe(true);
    expect(validateReviewer({ board: BOARD, name: 'a'.repeat(61) })).toMatchObject({
      errors: { name: 'nameTooLong' },
    });
  });

  it('a board is named by its shape only; a field the form lacks is refused', () => {
    expect(validateReviewer({ board: 'short', name: 'Ana' })).toMatchObject({
      errors: { board: 'notFound' },
    });
    expect(validateLeaveBoard({ board: BOARD }).ok).toBe(true);
    expect(validateLeaveBoard({ board: `${BOARD}/x` }).ok).toBe(false);
    expect(validateReviewer({ board: BOARD, name: 'Ana', admin: '1' })).toMatchObject({
      errors: { admin: 'unknownField' },
    });
  });

  it('a review: one of the marks or none, a comment of at most 500 characters', () => {
    const base = { board: BOARD, talent: '12' };
    expect(validateTalentReview({ ...base, mark: 'yes', comment: '  Great\r\nfit ' })).toEqual({
      ok: true,
      data: { ...base, mark: 'yes', comment: 'Great\nfit' },
    });
    // Neither: the reviewer's word is withdrawn.
    expect(validateTalentReview(base)).toEqual({
      ok: true,
      data: { ...base, mark: '', comment: '' },
    });
    expect(validateTalentReview({ ...base, mark: 'love' })).toMatchObject({
      errors: { mark: 'mark' },
    });
    expect(validateTalentReview({ ...base, comment: 'x'.repeat(500) }).ok).toBe(true);
    expect(validateTalentReview({ ...base, comment: 'x'.repeat(501) })).toMatchObject({
      errors: { comment: 'commentTooLong' },
    });
    expect(validateTalentReview({ ...base, talent: '12a' })).toMatchObject({
      errors: { talent: 'notOnBoard' },
    });
  });

  it('a new board needs ids, at most a board of them', () => {
    expect(validateNewBoard({ ids: '12, 45,12' })).toEqual({ ok: true, data: { ids: [12, 45] } });
    expect(validateNewBoard({ ids: 'x,,' })).toMatchObject({ errors: { ids: 'noTalents' } });
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(validateNewBoard({ ids: many })).toMatchObject({ errors: { ids: 'tooManyTalents' } });
    expect(validateNewBoard({ ids: ' ' })).toMatchObject({ errors: { ids: 'noTalents' } });
    expect(validateNewBoard({})).toMatchObject({ errors: { ids: 'noTalents' } });
  });
});
