import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Translation } from 'vanilla-cookieconsent';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { VIDEOS_CATEGORY, WIDGETS_CATEGORY } from './config';

export async function consentTexts(locale: Locale, widgets: boolean) {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  const privacy = pathFor(locale, '/privacy');
  // The banner and the choices answer with the same buttons.
  const answers = {
    acceptAllBtn: t('acceptAll'),
    acceptNecessaryBtn: t('rejectAll'),
    closeIconLabel: t('close'),
  };
  const texts: Translation = {
    consentModal: {
      title: t('title'),
      description: t('description'),
      showPreferencesBtn: t('choose'),
      ...answers,
    },
    preferencesModal: {
      title: t('preferencesTitle'),
      savePreferencesBtn: t('save'),
      ...answers,
      sections: [
        {
          title: t('necessaryTitle'),
          description: t('necessaryDescription'),
          linkedCategory: 'necessary',
        },
        ...(widgets
          ? [
              {
                title: t('widgetsTitle'),
                description: t('widgetsDescription'),
                linkedCategory: WIDGETS_CATEGORY,
              },
            ]
          : []),
        {
          title: t('videosTitle'),
          description: t('videosDescription'),
          linkedCategory: VIDEOS_CATEGORY,
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
