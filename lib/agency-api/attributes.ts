import 'server-only';
import * as z from '@/lib/zod';
import type { Locale } from '@/lib/i18n/routing';
import { CACHE_TAGS, OPTIONS_REVALIDATE_SECONDS, cachedRead } from './cache';
import { read } from './read';

const entry = z.object({ id: z.number(), value: z.string() });
export type Attribute = z.infer<typeof entry>;

const attributes = z.object({
  countries: z.array(entry).optional(),
  states: z.array(entry).optional(),
  cities: z.array(entry).optional(),
  licenses: z.array(entry).optional(),
});

async function attributesCall(params: Record<string, string | number>) {
  return read('main', { url: '/api/talents/attributes', params }, attributes);
}

/** Read from the API now, past the cache: the health check uses it. */
export async function fetchCountriesAndLicenses(locale: Locale) {
  const data = await attributesCall({ language: locale, countries: 1, licenses: 1 });
  return { countries: data.countries ?? [], licenses: data.licenses ?? [] };
}

async function fetchStates(locale: Locale, country: number): Promise<Attribute[]> {
  return (await attributesCall({ language: locale, states: country })).states ?? [];
}

async function fetchCities(locale: Locale, country: number, state: number): Promise<Attribute[]> {
  const cities = JSON.stringify({ country, state });
  return (await attributesCall({ language: locale, cities })).cities ?? [];
}

const optionsCache = { revalidate: OPTIONS_REVALIDATE_SECONDS, tags: [CACHE_TAGS.attributes] };

export const getCountriesAndLicenses = cachedRead(
  'attributes:countries',
  fetchCountriesAndLicenses,
  optionsCache,
);
export const getStates = cachedRead('attributes:states', fetchStates, optionsCache);
export const getCities = cachedRead('attributes:cities', fetchCities, optionsCache);
