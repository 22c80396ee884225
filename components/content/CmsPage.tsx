import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/Container';
import { CmsHtml } from '@/components/ui/CmsHtml';
import { PageTitle } from '@/components/ui/PageTitle';
import { getContent, type ContentType } from '@/lib/agency-api/contents';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export function cmsRoute(type: ContentType, page: 'about' | 'privacy' | 'safety') {
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
        </Container>
      );
    },
  };
}
