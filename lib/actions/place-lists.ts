import 'server-only';
import { hasLocale } from 'next-intl';
import { getCities, getStates } from '@/lib/agency-api/attributes';
import { parseId } from '@/lib/ids';
import { routing } from '@/lib/i18n/routing';
import { attributeOptions } from '@/lib/options/types';

// The states of the chosen country and the cities of the chosen state, for the recruitment form's
// next render without scripts: the selects cannot ask for them themselves.
export async function placeLists(locale: unknown, country?: string, state?: string) {
  const [countryId, stateId] = [parseId(country), parseId(state)];
  if (!hasLocale(routing.locales, locale) || countryId === null) return {};
  try {
    const states = attributeOptions(await getStates(locale, countryId));
    if (stateId === null) return { states };
    return { states, cities: attributeOptions(await getCities(locale, countryId, stateId)) };
  } catch {
    // The lists could not be read now: the selects say so and the scripts may try again.
    return {};
  }
}
