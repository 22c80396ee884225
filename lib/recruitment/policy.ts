import 'server-only';
import type { RecruitmentPolicy } from '@/lib/recruitment/policy-type';
import { getContent } from '@/lib/agency-api/contents';
import { env } from '@/lib/env';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

export async function recruitmentPolicy(locale: Locale): Promise<RecruitmentPolicy> {
  const privacy = await getContent('privacy', locale);
  return {
    siteName: env.SITE_NAME,
    minAge: env.RECRUITMENT_MIN_AGE,
    replyDays: env.RECRUITMENT_REPLY_DAYS,
    retentionDays: env.RECRUITMENT_RETENTION_DAYS,
    minorPendingDays: env.RECRUITMENT_MINOR_PENDING_DAYS,
    privacyEmail: env.PRIVACY_EMAIL,
    // An agency API that does not version its text: the consents say so.
    privacyVersion: privacy.version ?? 'unversioned',
    privacyPath: pathFor(locale, '/privacy'),
    safetyPath: pathFor(locale, '/safety'),
  };
}
