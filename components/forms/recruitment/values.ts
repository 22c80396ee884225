import type { LabelValue } from '@/lib/forms/fields';

/** What the recruitment form holds before validation. */
export type RecruitmentValues = {
  [key: string]: string | LabelValue | File | undefined | null;
  country?: LabelValue;
  state?: LabelValue;
  city?: LabelValue;
  category?: LabelValue;
  image_1?: File;
  image_2?: File;
  image_3?: File;
  image_4?: File;
};
