'use server';

import { agePath } from '@agency/rules/age';
import { GUARDIAN_FIELDS } from '@agency/rules/safety';
import { getCities, getStates } from '@/lib/agency-api/attributes';
import type { UploadFile } from '@/lib/agency-api/forms';
import { env } from '@/lib/env';
import { parseId } from '@/lib/ids';
import { imageFileError, sniffImageType } from '@/lib/forms/files';
import { textFields } from '@/lib/forms/form-data';
import { type AcceptedImageType, IMAGE_EXTENSIONS } from '@agency/rules/limits';
import type { FormState } from '@/lib/forms/form-state';
import {
  PLACES_INTENT,
  recruitmentIssues,
  RECRUITMENT_CHECKBOXES,
  RECRUITMENT_IMAGE_FIELDS,
  RECRUITMENT_TEXT_FIELDS,
  recruitmentSchemaFor,
} from '@/lib/forms/recruitment';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/lib/i18n/routing';
import { attributeOptions } from '@/lib/options/types';
import { checkPlaces } from './form-catalogue';
import { submitForm } from './submit';

// Scripts post the photos they prepared, a browser without them posts them as chosen. Unless sent,
// the answer carries the chosen places' states and cities for a render without scripts.
export async function sendRecruitment(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const typed = textFields(formData, RECRUITMENT_TEXT_FIELDS);
  const lang = formData.get('lang');
  // Lists asked for without scripts: nothing is checked or sent, what was typed comes back.
  if (formData.get(PLACES_INTENT.name) === PLACES_INTENT.value) {
    const listed: FormState = { status: 'idle', fieldErrors: {}, values: typed };
    if (!hasLocale(routing.locales, lang)) return listed;
    return { ...listed, options: await placeOptions(lang, typed.country, typed.state) };
  }
  const values: Record<string, unknown> = { ...typed };
  // A ticked box posts "on"; an unticked one posts nothing.
  for (const box of RECRUITMENT_CHECKBOXES) if (box in values) values[box] = 'true';
  // An adult's guardian fields (typed before the birth date was corrected) are not sent.
  const minor = agePath(typed.birthdate ?? '', env.RECRUITMENT_MIN_AGE, new Date()) === 'minor';
  if (!minor) for (const field of GUARDIAN_FIELDS) delete values[field];
  const photos = await readPhotos(formData, RECRUITMENT_IMAGE_FIELDS);
  const rules = { minAge: env.RECRUITMENT_MIN_AGE };
  const answer = await submitForm({
    kind: 'recruitment',
    locale: formData.get('lang'),
    // The browser's schema with the same minimum age; the clock is the server's own.
    schema: recruitmentSchemaFor(rules),
    values: { ...values, ...photos.checked },
    files: photos.uploads,
    typed,
    check: (data, lang) => checkPlaces(data, lang),
  });
  // zod skips the age rule once a field has failed: its fields are marked with
  // the rest, as the browser form marks them (a minor's guardian at once).
  if (answer.status === 'invalid')
    for (const { path, message } of recruitmentIssues(values, rules))
      answer.fieldErrors[path] ??= message;
  // The confirmation says what happens next, which depends on the age.
  if (answer.status === 'sent') return { ...answer, values: { birthdate: typed.birthdate ?? '' } };
  if (!hasLocale(routing.locales, lang)) return answer;
  return { ...answer, options: await placeOptions(lang, typed.country, typed.state) };
}

async function placeOptions(locale: Locale, country?: string, state?: string) {
  const [countryId, stateId] = [parseId(country), parseId(state)];
  if (countryId === null) return {};
  try {
    const states = attributeOptions(await getStates(locale, countryId));
    if (stateId === null) return { states };
    return { states, cities: attributeOptions(await getCities(locale, countryId, stateId)) };
  } catch {
    // The lists could not be read now: the selects say so and the scripts may try again.
    return {};
  }
}

// The type their file signature proves, never the name or the declared type. Only acceptable ones are
// read whole, under names of ours: a visitor's file name never reaches the agency's storage.
async function readPhotos(formData: FormData, fields: readonly string[]) {
  const checked: Record<string, { type: string; size: number }> = {};
  const uploads: UploadFile[] = [];
  for (const field of fields) {
    const file = formData.get(field);
    // An input left blank arrives as an empty file: the schema says it is missing.
    if (!(file instanceof Blob) || file.size === 0) continue;
    const photo = { type: await sniffImageType(file), size: file.size };
    checked[field] = photo;
    if (imageFileError(photo) !== null) continue;
    const bytes = new Uint8Array(await file.arrayBuffer());
    uploads.push({
      field,
      type: photo.type,
      bytes,
      name: `${field}.${IMAGE_EXTENSIONS[photo.type as AcceptedImageType]}`,
    });
  }
  return { checked, uploads };
}
