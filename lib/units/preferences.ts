// Pure: the browser's store (lib/browser/unitsStore.ts) keeps it in localStorage and shares it
// between tabs.
import { parseJson } from '@agency/rules/json';
import { oneOf } from '@/lib/one-of';
import { SHOE_SYSTEMS, type ShoeSystem } from './shoe-systems';
import type { HeightUnit } from './height';

export const HEIGHT_UNITS = ['cm', 'ftin'] as const satisfies readonly HeightUnit[];

export type UnitPreferences = { height: HeightUnit; shoes: ShoeSystem };

/** What the visitor chose; a unit not chosen follows the page's language. */
export type UnitChoice = Partial<UnitPreferences>;

export const UNITS_STORAGE_KEY = 'units';

// Brazil: cm and BR sizes; Spanish readers: cm and EU sizes; English readers (mostly US clients):
// feet and inches and US sizes.
const DEFAULTS: Record<string, UnitPreferences> = {
  pt: { height: 'cm', shoes: 'BR' },
  es: { height: 'cm', shoes: 'EU' },
  en: { height: 'ftin', shoes: 'US' },
};

export function defaultUnits(locale: string): UnitPreferences {
  return DEFAULTS[locale] ?? { height: 'cm', shoes: 'EU' };
}

const isHeightUnit = oneOf(HEIGHT_UNITS);
export const isShoeSystem = oneOf(SHOE_SYSTEMS);

/** Anything damaged is no choice at all, so the page's defaults apply. */
export function parseUnitChoice(stored: string | null | undefined): UnitChoice {
  const value = stored ? parseJson(stored) : undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const { height, shoes } = value as Record<string, unknown>;
  if (height !== undefined && !isHeightUnit(height)) return {};
  if (shoes !== undefined && !isShoeSystem(shoes)) return {};
  return { height, shoes };
}

/** A choice sent in an address (?height=ftin&shoes=US); a value not known is no choice. */
export function unitChoiceFromSearch(params: URLSearchParams): UnitChoice {
  const height = params.get('height');
  const shoes = params.get('shoes');
  return {
    ...(isHeightUnit(height) ? { height } : {}),
    ...(isShoeSystem(shoes) ? { shoes } : {}),
  };
}

/** The search part that carries a choice to unitChoiceFromSearch. */
export function unitSearch(units: UnitPreferences): string {
  return new URLSearchParams({ height: units.height, shoes: units.shoes }).toString();
}

export function serializeUnitChoice(choice: UnitChoice): string {
  return JSON.stringify({ height: choice.height, shoes: choice.shoes });
}

export function resolveUnits(choice: UnitChoice, locale: string): UnitPreferences {
  const defaults = defaultUnits(locale);
  return { height: choice.height ?? defaults.height, shoes: choice.shoes ?? defaults.shoes };
}
