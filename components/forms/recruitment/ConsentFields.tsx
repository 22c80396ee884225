import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { CheckboxField } from './CheckboxField';
import type { ApplicationPolicy } from '@/lib/applicant/application-policy';
import type { RecruitmentValues } from '@/lib/forms/recruitment';

function linkTo(href: string) {
  return function RichLink(chunks: React.ReactNode) {
    return (
      <a href={href} className="underline underline-offset-4">
        {chunks}
      </a>
    );
  };
}

/**
 * Two separate consents, as the LGPD wants them: the evaluation (required)
 * and the use of the photos in promotion (optional, unticked). Beside them,
 * what is kept how long, how to have it deleted and when we reply.
 */
export function ConsentFields({ policy }: { policy: ApplicationPolicy }) {
  const t = useTranslations('Applicant');
  const { register, formState } = useFormContext<RecruitmentValues>();
  const errors = formState.errors;
  return (
    <div className="flex flex-col gap-4">
      <CheckboxField
        id="recruitment-consent_evaluation"
        label={t('consent_evaluation', { site: policy.siteName })}
        required
        error={errors.consent_evaluation?.message}
        registration={register('consent_evaluation')}
      />
      <CheckboxField
        id="recruitment-consent_promotion"
        label={t('consent_promotion', { site: policy.siteName })}
        registration={register('consent_promotion')}
      />
      <div className="flex flex-col gap-2 text-sm text-muted" data-testid="application-policy">
        <p>
          {t.rich('privacyNote', {
            version: policy.privacyVersion,
            privacy: linkTo(policy.privacyPath),
            safety: linkTo(policy.safetyPath),
          })}
        </p>
        <p>
          {t.rich('retention', {
            days: policy.retentionDays,
            minorDays: policy.minorPendingDays,
            email: policy.privacyEmail,
            mail: linkTo(`mailto:${policy.privacyEmail}`),
          })}
        </p>
        <p>{t('reply', { days: policy.replyDays })}</p>
      </div>
    </div>
  );
}
