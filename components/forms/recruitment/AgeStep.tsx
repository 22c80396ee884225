import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { AgePath } from '@agency/rules/age';
import { Field, inputClass } from '../Field';
import type { RecruitmentValues } from '@/lib/forms/recruitment';

type Props = { path: AgePath | null; minAge: number };

// Asked before anything else because it decides the path: too young, a minor or an adult.
export function AgeStep({ path, minAge }: Props) {
  const forms = useTranslations('Forms');
  const t = useTranslations('Recruitment');
  const { register, formState } = useFormContext<RecruitmentValues>();
  // Under the minimum age the panel below says it all; no red message on the field too.
  const error = path === 'tooYoung' ? undefined : formState.errors.birthdate?.message;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('ageIntro')}</p>
      <div className="max-w-xs">
        <Field id="recruitment-birthdate" label={forms('birthdate')} required error={error}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('birthdate')}
              type="date"
              autoComplete="bday"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {path === 'tooYoung' ? (
        <div role="alert" data-testid="too-young" className="border-l-4 border-accent bg-ink/5 p-4">
          <p className="font-medium">{t('tooYoungTitle')}</p>
          <p className="mt-2 text-sm leading-relaxed">{t('tooYoung', { minAge })}</p>
        </div>
      ) : null}
      {path === 'minor' ? (
        <p data-testid="minor-notice" className="border-l-4 border-ink/40 bg-ink/5 p-4 text-sm">
          {t('minorNotice')}
        </p>
      ) : null}
    </div>
  );
}
