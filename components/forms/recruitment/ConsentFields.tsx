import { useTranslations } from 'next-intl';
import { CheckboxField } from './CheckboxField';
import type { RecruitmentPolicy } from '@/lib/recruitment/policy-type';

function linkTo(href: string) {
  return function RichLink(chunks: React.ReactNode) {
    return (
      <a href={href} className="underline underline-offset-4">
        {chunks}
      </a>
    );
  };
}

// Two separate consents, as the LGPD wants them; the promotion one optional and unticked.
export function ConsentFields({ policy }: { policy: RecruitmentPolicy }) {
  const t = useTranslations('Recruitment');
  return (
    <div className="flex flex-col gap-4">
      <CheckboxField
        name="consent_evaluation"
        label={t('consent_evaluation', { site: policy.siteName })}
        required
      />
      <CheckboxField
        name="consent_promotion"
        label={t('consent_promotion', { site: policy.siteName })}
      />
      <div className="flex flex-col gap-2 text-sm text-muted" data-testid="recruitment-policy">
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
