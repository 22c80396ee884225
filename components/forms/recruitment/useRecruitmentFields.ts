import { useTranslations } from 'next-intl';
import { GUARDIAN_FIELDS } from '@agency/rules/safety';
import { MEASUREMENT_FIELDS } from '@/lib/forms/measurement-fields';
import { RECRUITMENT_IMAGE_FIELDS } from '@/lib/forms/recruitment';
import type { SummaryField } from '../ErrorSummary';
import { personalFieldNames } from './personal-parts';

type Options = { minor: boolean; man: boolean; siteName: string };

/** The application's fields in page order, as its error summary names and links them. */
export function useRecruitmentFields({ minor, man, siteName }: Options): SummaryField[] {
  const forms = useTranslations('Forms');
  const recruitment = useTranslations('Recruitment');
  const photos = useTranslations('PhotoGuide');
  const site = { site: siteName };
  const field = (name: string, label: string) => ({ name, id: `recruitment-${name}`, label });
  return [
    field('birthdate', forms('birthdate')),
    ...(minor ? GUARDIAN_FIELDS.map((name) => field(name, recruitment(name, site))) : []),
    ...personalFieldNames(minor).map((name) => field(name, forms(name))),
    ...MEASUREMENT_FIELDS.map(({ name }) =>
      field(name, forms(name === 'bust' && man ? 'chest' : name)),
    ),
    ...RECRUITMENT_IMAGE_FIELDS.map((name) => field(name, photos(`slot.${name}.label`))),
    field('consent_evaluation', recruitment('consent_evaluation', site)),
    field('consent_promotion', recruitment('consent_promotion', site)),
  ];
}
