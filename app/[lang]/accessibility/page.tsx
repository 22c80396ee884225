import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccessibilityStatement } from '@/components/content/AccessibilityStatement';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

// The accessibility statement the Lei Brasileira de Inclusão (art. 63) asks of a company's site.
// Its texts are the site's (messages/), not the agency API's: they describe how the site is built.
type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'accessibility');
}

export default async function AccessibilityPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <Container>
      <PageTitle>{t('accessibility')}</PageTitle>
      <AccessibilityStatement locale={locale} />
    </Container>
  );
}
