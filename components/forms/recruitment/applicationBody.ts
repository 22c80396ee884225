import { GUARDIAN_FIELDS } from '@agency/rules/safety';
import { RECRUITMENT_IMAGE_FIELDS } from '@/lib/forms/recruitment';
import { toSubmission } from '@/lib/forms/serialize';
import type { RecruitmentValues } from './values';

function withoutGuardian(values: RecruitmentValues): RecruitmentValues {
  const rest: Record<string, unknown> = { ...values };
  for (const field of GUARDIAN_FIELDS) delete rest[field];
  return rest as RecruitmentValues;
}

/**
 * The multipart body the form sends: the fields as flat strings and the
 * prepared photos. An adult's guardian fields (typed before the birth date
 * was corrected) are not sent.
 */
export function applicationBody(values: RecruitmentValues, minor: boolean): FormData {
  const body = new FormData();
  const sent = minor ? values : withoutGuardian(values);
  for (const [key, value] of Object.entries(toSubmission(sent))) body.append(key, value);
  for (const field of RECRUITMENT_IMAGE_FIELDS) {
    const file = values[field];
    if (file instanceof File) body.append(field, file, file.name);
  }
  return body;
}
