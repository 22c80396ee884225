import { z } from 'zod';
import { EYE_COLORS } from '../options/eyes';
import { GENDER_VALUES } from '../options/gender';
import { HAIR_COLORS } from '../options/hair';
import { optionValues } from '../options/localized';
import {
  chestOptions,
  heightOptions,
  hipsOptions,
  jeansOptions,
  shirtOptions,
  shoesOptions,
  suitOptions,
  waistOptions,
  weightOptions,
} from '../options/measurements';
import { isPastBirthdate } from './dates';
import {
  optionalChoice,
  optionalLabelValue,
  optionalText,
  requiredChoice,
  requiredLabelValue,
  requiredText,
} from './fields';
import { imageFileSchema } from './files';
import { honeypotField } from './honeypot';
import { MAX_FIELD_LENGTH, MAX_TEXT_LENGTH } from './limits';

// Submitted measurements must be values the selects offer, so a tampered
// request cannot store free text in the agency's measurement fields.
const values = {
  height: optionValues(heightOptions()),
  jeans: optionValues(jeansOptions()),
  waist: optionValues(waistOptions()),
  hips: optionValues(hipsOptions()),
  // For men the bust select is the chest (10–200), which also covers the bust range.
  bust: optionValues(chestOptions()),
  shoes: optionValues(shoesOptions()),
  suit: optionValues(suitOptions()),
  shirt: optionValues(shirtOptions()),
  weight: optionValues(weightOptions()),
  hair: optionValues(HAIR_COLORS),
  eyes: optionValues(EYE_COLORS),
};

const email = requiredText(MAX_FIELD_LENGTH).pipe(z.email({ error: 'invalidEmail' }));

const gender = z.enum(GENDER_VALUES, {
  error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'invalidOption'),
});

// Checked when parsing, so "in the past" always means before today.
const birthdate = requiredText().refine((value) => isPastBirthdate(value), {
  error: 'invalidDate',
});

/** Text fields of the recruitment form; required ones as SPEC.md section 5 lists. */
export const recruitmentFieldsSchema = z.object({
  name: requiredText(),
  email,
  phone: requiredText(),
  contact: requiredText(),
  country: requiredLabelValue(),
  state: requiredLabelValue(),
  city: optionalLabelValue(),
  gender,
  category: requiredLabelValue(),
  drt: optionalText(),
  birthdate,
  instagram: optionalText(),
  tiktok: optionalText(),
  address: optionalText(),
  message: optionalText(MAX_TEXT_LENGTH),
  height: requiredChoice(values.height),
  jeans: requiredChoice(values.jeans),
  waist: requiredChoice(values.waist),
  hips: requiredChoice(values.hips),
  bust: requiredChoice(values.bust),
  shoes: requiredChoice(values.shoes),
  hair: optionalChoice(values.hair),
  eyes: optionalChoice(values.eyes),
  suit: optionalChoice(values.suit),
  shirt: optionalChoice(values.shirt),
  weight: optionalChoice(values.weight),
  // Links can carry long query strings, hence the message-sized limit.
  linktowork_a: optionalText(MAX_TEXT_LENGTH),
  linktowork_b: optionalText(MAX_TEXT_LENGTH),
  linktowork_c: optionalText(MAX_TEXT_LENGTH),
  website: honeypotField,
});

export const RECRUITMENT_IMAGE_FIELDS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;

export type RecruitmentImageField = (typeof RECRUITMENT_IMAGE_FIELDS)[number];

/** The four photos, all required: profile, face, full body, photo. */
export const recruitmentFilesSchema = z.object({
  image_1: imageFileSchema,
  image_2: imageFileSchema,
  image_3: imageFileSchema,
  image_4: imageFileSchema,
});

/** Fields and photos together, for the browser form's single resolver. */
export const recruitmentFormSchema = recruitmentFieldsSchema.extend(recruitmentFilesSchema.shape);

export type RecruitmentFieldsInput = z.input<typeof recruitmentFieldsSchema>;
export type RecruitmentFieldsData = z.output<typeof recruitmentFieldsSchema>;
export type RecruitmentFilesInput = z.input<typeof recruitmentFilesSchema>;
export type RecruitmentFormInput = z.input<typeof recruitmentFormSchema>;
