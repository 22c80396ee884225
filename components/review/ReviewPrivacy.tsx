import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';

// The privacy policy's part the site itself answers for: the review boards live in the site's own
// database, not in the agency's, so their paragraph is the site's text, under the agency's policy.
export async function ReviewPrivacy({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Review' });
  return (
    <section
      aria-labelledby="review-privacy"
      className="mt-10 max-w-3xl"
      data-testid="review-privacy"
    >
      <h2 id="review-privacy" className="text-xl font-light tracking-wide">
        {t('privacyTitle')}
      </h2>
      <p className="mt-3">{t('privacyWhat')}</p>
      <p className="mt-3">{t('privacyWho')}</p>
      <p className="mt-3">{t('privacyKept', { days: env.REVIEW_RETENTION_DAYS })}</p>
    </section>
  );
}
