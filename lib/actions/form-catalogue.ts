import 'server-only';
import { findTalents } from '@/lib/agency-api/catalogue';
import {
  getCities,
  getCountriesAndLicenses,
  getStates,
  type Attribute,
} from '@/lib/agency-api/attributes';
import type { LabelValue } from '@/lib/forms/fields';
import { AGENCY_LIMITS } from '@agency/rules/limits';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/url';
import { categoryId } from '@/lib/talents/categories';
import { profileHref } from '@/lib/talents/profile-href';

// The visitor sends ids; everything shown to the agency (names, labels, links) comes from the
// API, never from the browser.

export type Checked<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      errors: Record<string, string>;
      message?: 'favoritesUnavailable';
      unavailable?: number[];
    };

type QuoteEntry = { id: number; name: string; category: string; link: string };

export async function checkFavorites(
  favorites: readonly { id: number }[],
  locale: Locale,
): Promise<Checked<QuoteEntry[]>> {
  const ids = [...new Set(favorites.map((talent) => talent.id))];
  const { found, unknown } = await findTalents(ids, locale);
  if (unknown.length > 0) {
    return {
      ok: false,
      errors: { favorites: 'invalidOption' },
      message: 'favoritesUnavailable',
      unavailable: unknown,
    };
  }
  const { licenses } = await getCountriesAndLicenses(locale);
  const entries = found.map((talent) => ({
    id: talent.id,
    name: talent.name,
    category:
      licenses.find((license) => license.id === categoryId(talent.category))?.value ??
      talent.category,
    link: absoluteUrl(pathFor(locale, profileHref(talent.category, talent))),
  }));
  // The agency API's limit on the list as sent; far above what 200 real talents take.
  if (JSON.stringify(entries).length > AGENCY_LIMITS.favoritesChars) {
    return { ok: false, errors: { favorites: 'tooManyFavorites' } };
  }
  return { ok: true, data: entries };
}

function pick(options: Attribute[], chosen: string | undefined): LabelValue | null {
  if (!chosen) return null;
  const option = options.find((o) => String(o.id) === chosen);
  return option ? { label: option.value, value: option.id } : null;
}

type Places = { country: string; state: string; city?: string; category: string };

export async function checkPlaces<T extends Places>(
  values: T,
  locale: Locale,
): Promise<Checked<Record<string, unknown>>> {
  const errors: Record<string, string> = {};
  const { countries, licenses } = await getCountriesAndLicenses(locale);
  const category = pick(licenses, values.category);
  if (!category) errors.category = 'invalidOption';
  const country = pick(countries, values.country);
  if (!country) errors.country = 'invalidOption';
  const state = country ? pick(await getStates(locale, Number(country.value)), values.state) : null;
  if (!state) errors.state = 'invalidOption';
  // A state implies its country.
  const city =
    values.city && state
      ? pick(await getCities(locale, Number(country!.value), Number(state.value)), values.city)
      : null;
  if (values.city && !city) errors.city = 'invalidOption';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    data: { ...values, category: category!, country: country!, state: state!, city },
  };
}
