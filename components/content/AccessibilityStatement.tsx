import { getTranslations } from 'next-intl/server';
import { REPLY_WORKING_DAYS, STATEMENT_DATE } from '@/lib/accessibility-statement';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';

type Props = { locale: Locale };

// Sections in the order of the W3C's model statement.
const CHECKS = [
  'axe',
  'keyboard',
  'zoom',
  'motion',
  'screenReader',
  'engines',
  'noScript',
] as const;
const LIMITATIONS = ['videos', 'consent', 'gallery'] as const;

// A calendar date, so read in UTC: the server's zone must not move it a day.
function statementDay(locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${STATEMENT_DATE}T00:00:00Z`),
  );
}

export async function AccessibilityStatement({ locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'AccessibilityStatement' });
  const email = env.COMMERCIAL_EMAIL;
  // The same look as the agency's text pages (privacy, safety), for texts that are the site's.
  return (
    <div className="prose-cms mt-8 max-w-3xl">
      <p>{t('intro', { site: env.SITE_NAME })}</p>
      <h2>{t('commitmentTitle')}</h2>
      <p>{t('commitment')}</p>
      <h2>{t('standardTitle')}</h2>
      <p>{t('standard')}</p>
      <h2>{t('checksTitle')}</h2>
      <p>{t('checksIntro')}</p>
      <ul>
        {CHECKS.map((key) => (
          <li key={key}>{t(`checks.${key}`)}</li>
        ))}
      </ul>
      <h2>{t('limitationsTitle')}</h2>
      <p>{t('limitationsIntro')}</p>
      <ul>
        {LIMITATIONS.map((key) => (
          <li key={key}>{t(`limitations.${key}`)}</li>
        ))}
      </ul>
      <h2>{t('feedbackTitle')}</h2>
      <p>
        {t.rich('feedback', {
          email,
          mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
        })}
      </p>
      <p>{t('reply', { days: REPLY_WORKING_DAYS })}</p>
      <h2>{t('datedTitle')}</h2>
      <p>
        {t.rich('dated', {
          date: statementDay(locale),
          time: (chunks) => <time dateTime={STATEMENT_DATE}>{chunks}</time>,
        })}
      </p>
    </div>
  );
}
