import { parseJson } from '@agency/rules/json';
import { AGENCY_LIMITS } from '@agency/rules/limits';
import type { SafetyRules } from '@agency/rules/safety';
import { MARKS } from '@agency/rules/selection';
import { invalid } from '../lib/errors.js';
import { checkSafety, SAFETY_TEXT, type SafetyRecord } from './applicant-safety.js';
import type { FormInput } from './read.js';

export const SCOUT_TEXT = [
  'name',
  'email',
  'phone',
  'contact',
  'country',
  'state',
  'city',
  'gender',
  'category',
  'drt',
  'birthdate',
  'instagram',
  'tiktok',
  'address',
  'message',
  'height',
  'hips',
  'jeans',
  'shoes',
  'hair',
  'eyes',
  'bust',
  'waist',
  'suit',
  'shirt',
  'weight',
  'linktowork_a',
  'linktowork_b',
  'linktowork_c',
  ...SAFETY_TEXT,
] as const;
const SCOUT_REQUIRED = [
  'name',
  'email',
  'phone',
  'contact',
  'country',
  'state',
  'gender',
  'category',
  'birthdate',
  'height',
  'jeans',
  'waist',
  'hips',
  'bust',
  'shoes',
];
const SCOUT_JSON = ['country', 'state', 'city', 'category'];
export const SCOUT_FILES = ['image_1', 'image_2', 'image_3', 'image_4'] as const;

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, code: string) => (errors[field] ??= []).push(code);

/** Copies the known fields, checking presence and length; unknown text fields are dropped. */
function pick(
  input: FormInput,
  known: readonly string[],
  required: readonly string[],
  errors: Errors,
) {
  const out: Record<string, unknown> = {};
  for (const field of known) {
    const value = input.fields[field];
    if (value === undefined) {
      if (required.includes(field)) add(errors, field, 'required');
      continue;
    }
    const max = field === 'favorites' ? AGENCY_LIMITS.favoritesChars : AGENCY_LIMITS.fieldChars;
    if (value.length > max) add(errors, field, 'max');
    else out[field] = value;
  }
  return out;
}

export function validateContact(input: FormInput): Record<string, unknown> {
  const errors: Errors = {};
  const fields = pick(input, ['name', 'phone', 'message'], ['name', 'phone', 'message'], errors);
  if (input.files.length) add(errors, input.files[0]!.field, 'unknown_file');
  if (Object.keys(errors).length) throw invalid(errors);
  return fields;
}

const MAX_LINK_CHARS = 2048;

function favoriteIds(favorites: unknown): Set<string> {
  const list = Array.isArray(favorites) ? favorites : Object.values(favorites ?? {});
  return new Set(list.map((t) => String((t as { id?: unknown })?.id)));
}

/** `marks` is {talentId: yes|maybe|no} over the quoted talents only; `selection` an http(s) link. */
function checkSelection(fields: Record<string, unknown>, errors: Errors): void {
  if (typeof fields.selection === 'string') {
    const link = fields.selection;
    if (link.length > MAX_LINK_CHARS || !/^https?:\/\/[^\s]+$/.test(link))
      add(errors, 'selection', 'url');
  }
  if (typeof fields.marks !== 'string') return;
  const parsed = parseJson(fields.marks);
  const quoted = favoriteIds(fields.favorites);
  const ok =
    parsed !== null &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    Object.entries(parsed).every(
      ([id, mark]) => quoted.has(id) && (MARKS as readonly unknown[]).includes(mark),
    );
  if (ok) fields.marks = parsed;
  else add(errors, 'marks', parsed === undefined ? 'json' : 'invalid');
}

export function validateFavorites(input: FormInput): Record<string, unknown> {
  const errors: Errors = {};
  const known = ['name', 'phone', 'message', 'favorites'];
  const fields = pick(input, [...known, 'selection', 'marks'], known, errors);
  if (typeof fields.favorites === 'string') {
    const parsed = parseJson(fields.favorites);
    const empty = Array.isArray(parsed)
      ? parsed.length === 0
      : !parsed || typeof parsed !== 'object' || Object.keys(parsed).length === 0;
    const count = Array.isArray(parsed) ? parsed.length : Object.keys(parsed ?? {}).length;
    if (empty) add(errors, 'favorites', parsed === undefined ? 'json' : 'required');
    else if (count > AGENCY_LIMITS.favorites) add(errors, 'favorites', 'max');
    else fields.favorites = parsed;
  }
  checkSelection(fields, errors);
  if (input.files.length) add(errors, input.files[0]!.field, 'unknown_file');
  if (Object.keys(errors).length) throw invalid(errors);
  return fields;
}

function validDate(text: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text) && d.getTime() < now.getTime()
  );
}

/** A valid application: the fields to store and whether the applicant is a minor. */
export type Scout = { fields: Record<string, unknown>; minor: boolean };

/**
 * `privacyVersion` is the privacy text's current version, which the consents
 * are stored with (null: none known, the version the form sent is kept).
 */
export function validateScout(
  input: FormInput,
  rules: SafetyRules,
  privacyVersion: string | null,
): Scout {
  const errors: Errors = {};
  const fields = pick(input, SCOUT_TEXT, SCOUT_REQUIRED, errors);
  const email = fields.email;
  if (typeof email === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    add(errors, 'email', 'email');
  if (typeof fields.gender === 'string' && !['man', 'woman', 'undefined'].includes(fields.gender))
    add(errors, 'gender', 'in');
  if (
    typeof fields.birthdate === 'string' &&
    !validDate(fields.birthdate, (rules.today ?? (() => new Date()))())
  )
    add(errors, 'birthdate', 'date');
  // Select values arrive as {"label":..,"value":..}; they are stored parsed.
  for (const field of SCOUT_JSON) {
    if (typeof fields[field] !== 'string') continue;
    const parsed = parseJson(fields[field]);
    const ok =
      parsed !== null && typeof parsed === 'object' && 'label' in parsed && 'value' in parsed;
    if (ok) fields[field] = parsed;
    else add(errors, field, 'json');
  }
  for (const field of SCOUT_FILES)
    if (!input.files.some((f) => f.field === field)) add(errors, field, 'required');
  const safety: SafetyRecord | undefined = errors.birthdate
    ? undefined
    : checkSafety(fields, rules, errors, privacyVersion);
  if (Object.keys(errors).length || !safety) throw invalid(errors);
  // The flat safety fields are replaced by the record (consents with time and version).
  for (const field of SAFETY_TEXT) delete fields[field];
  return { fields: { ...fields, ...safety.fields }, minor: safety.minor };
}
