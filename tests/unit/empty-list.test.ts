import { describe, expect, it } from 'vitest';
import { emptyListMessage } from '@/lib/talents/empty-list';
import { EMPTY_QUERY } from '@/lib/talents/list-query';

describe('what an empty talent list says', () => {
  it('names the name searched for, alone or with other filters', () => {
    expect(emptyListMessage({ ...EMPTY_QUERY, q: 'Zé' })).toBe('noName');
    expect(emptyListMessage({ ...EMPTY_QUERY, q: 'Zé', gender: 'woman' })).toBe(
      'noNameWithFilters',
    );
  });

  it('blames the filters, a page past the end, or an empty roster', () => {
    expect(emptyListMessage({ ...EMPTY_QUERY, hair: 'red' })).toBe('noMatches');
    expect(emptyListMessage({ ...EMPTY_QUERY, page: 4 })).toBe('noPage');
    expect(emptyListMessage(EMPTY_QUERY)).toBe('noTalents');
  });
});
