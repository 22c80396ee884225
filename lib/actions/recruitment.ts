'use server';

import { env } from '@/lib/env';
import { textFields } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import {
  PLACES_INTENT,
  RECRUITMENT_CHECKBOXES,
  RECRUITMENT_IMAGE_FIELDS,
  RECRUITMENT_TEXT_FIELDS,
  validateRecruitment,
} from '@/lib/forms/recruitment';
import { checkPlaces } from './form-catalogue';
import { readPhotos } from './photo-uploads';
import { placeLists } from './place-lists';
import { submitForm } from './submit';

// Scripts post the photos they prepared, a browser without them posts them as chosen.
export async function sendRecruitment(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  // Parse: the text as typed, a ticked box (it posts "on") as true, each photo as its bytes prove it.
  const typed = textFields(formData, RECRUITMENT_TEXT_FIELDS);
  const ticked = RECRUITMENT_CHECKBOXES.filter((box) => box in typed).map((box) => [box, true]);
  const photos = await readPhotos(formData, RECRUITMENT_IMAGE_FIELDS);
  // Validate: the browser's own check, with the same minimum age and the server's clock.
  const validated = validateRecruitment(
    { ...typed, ...Object.fromEntries(ticked), ...photos.checked },
    { minAge: env.RECRUITMENT_MIN_AGE },
  );
  // Send, unless a browser without scripts only asked for the lists of places (nothing is sent).
  const listing = formData.get(PLACES_INTENT.name) === PLACES_INTENT.value;
  const answer: FormState = listing
    ? { status: 'idle', fieldErrors: {}, values: typed }
    : await submitForm({
        kind: 'recruitment',
        locale: formData.get('lang'),
        validated,
        fields: [...RECRUITMENT_TEXT_FIELDS, ...RECRUITMENT_IMAGE_FIELDS],
        files: photos.uploads,
        typed,
        check: checkPlaces,
      });
  // Answer: the confirmation says what happens next, which depends on the age; anything else comes
  // back with the chosen places' states and cities, for a render without scripts.
  if (answer.status === 'sent') return { ...answer, values: { birthdate: typed.birthdate ?? '' } };
  return { ...answer, options: await placeLists(formData.get('lang'), typed.country, typed.state) };
}
