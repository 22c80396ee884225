import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/Container';
import { CmsHtml } from '@/components/ui/CmsHtml';
import { PageTitle } from '@/components/ui/PageTitle';
import { getContent, type ContentType } from '@/lib/agency-api/contents';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

/** `after`: what the site adds under the agency's text (the privacy policy's review boards). */
export function cmsRoute(
  type: ContentType,
  page: 'about' | 'privacy' | 'safety',
  after?: (locale: Locale) => ReactNode,
) {
  return {
    generateMetadata: ({ params }: Props): Promise<Metadata> => staticPageMetadata(params, page),
    Page: async function CmsPage({ params }: Props) {
      const locale = await pageLocale(params);
      const t = await getTranslations({ locale, namespace: 'Pages' });
      const content = await getContent(type, locale);
      return (
        <Container>
          <PageTitle>{t(page)}</PageTitle>
          <CmsHtml html={sanitizeCmsHtml(content.html)} className="mt-8" />
          {after?.(locale)}
        </Container>
      );
    },
  };
}
