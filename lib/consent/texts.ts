import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Translation } from 'vanilla-cookieconsent';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { WIDGETS_CATEGORY } from './config';

/** The consent banner's and choices' texts in a language, and the services' names. */
export async function consentTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  const privacy = pathFor(locale, { page: 'privacy' });
  const texts: Translation = {
    consentModal: {
      title: t('title'),
      description: t('description'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('rejectAll'),
      showPreferencesBtn: t('choose'),
      closeIconLabel: t('close'),
    },
    preferencesModal: {
      title: t('preferencesTitle'),
      acceptAllBtn: t('acceptAll'),
      acceptNecessaryBtn: t('rejectAll'),
      savePreferencesBtn: t('save'),
      closeIconLabel: t('close'),
      sections: [
        {
          title: t('necessaryTitle'),
          description: t('necessaryDescription'),
          linkedCategory: 'necessary',
        },
        {
          title: t('widgetsTitle'),
          description: t('widgetsDescription'),
          linkedCategory: WIDGETS_CATEGORY,
        },
        {
          title: t('moreTitle'),
          description: t.markup('moreDescription', {
            link: (chunks) => `<a href="${privacy}">${chunks}</a>`,
          }),
        },
      ],
    },
  };
  return { texts, services: { maps: t('maps'), reviews: t('reviews') } };
}
