import { Container } from '@/components/ui/Container';
import { CmsHtml } from '@/components/ui/CmsHtml';
import { PageTitle } from '@/components/ui/PageTitle';
import { getContent, type ContentType } from '@/lib/agency-api/contents';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import type { Locale } from '@/lib/i18n/routing';

type Props = { type: ContentType; locale: Locale; title: string };

/** A page whose body is the agency's CMS content for its language (about us, privacy). */
export async function CmsPage({ type, locale, title }: Props) {
  const content = await getContent(type, locale);
  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <CmsHtml html={sanitizeCmsHtml(content.html)} className="mt-8" />
    </Container>
  );
}
