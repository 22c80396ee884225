import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
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

/** Countries and licenses (the recruitment categories) in one call. */
export async function getCountriesAndLicenses(locale: Locale) {
  const data = await attributesCall({ language: locale, countries: 1, licenses: 1 });
  return { countries: data.countries ?? [], licenses: data.licenses ?? [] };
}

export async function getStates(locale: Locale, country: number): Promise<Attribute[]> {
  return (await attributesCall({ language: locale, states: country })).states ?? [];
}

export async function getCities(
  locale: Locale,
  country: number,
  state: number,
): Promise<Attribute[]> {
  const cities = JSON.stringify({ country, state });
  return (await attributesCall({ language: locale, cities })).cities ?? [];
}
