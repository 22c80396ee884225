import { activeFilterCount, isFiltered, type TalentQuery } from './list-query';

export type EmptyListMessage =
  'noName' | 'noNameWithFilters' | 'noMatches' | 'noPage' | 'noTalents';

/**
 * What an empty list says: a name search names the name (the filters are not the reason), other
 * filters say so, a page past the end says that, and the whole list says it has no one yet.
 */
export function emptyListMessage(query: TalentQuery): EmptyListMessage {
  if (query.q !== null) return activeFilterCount(query) > 1 ? 'noNameWithFilters' : 'noName';
  if (isFiltered(query)) return 'noMatches';
  return query.page > 1 ? 'noPage' : 'noTalents';
}
