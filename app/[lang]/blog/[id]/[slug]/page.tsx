import type { Metadata } from 'next';
import { Link } from '@/components/navigation/Link';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { NotFoundInPage } from '@/components/errors/NotFoundInPage';
import { PostNotFoundView } from '@/components/errors/PostNotFoundView';
import { PostDate } from '@/components/blog/PostDate';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { CoverImage } from '@/components/ui/CoverImage';
import { CmsHtml } from '@/components/ui/CmsHtml';
import { PageTitle } from '@/components/ui/PageTitle';
import { postAt } from '@/lib/agency-api/posts';
import { postDate } from '@/lib/blog/post-date';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import { pathFor } from '@/lib/i18n/paths';
import { postHref, translationHrefs } from '@/lib/blog/post-item';
import { pageLocale } from '@/lib/i18n/page-locale';
import { notFoundMetadata } from '@/lib/seo/not-found';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { env } from '@/lib/env';
import { breadcrumbs } from '@/lib/seo/breadcrumbs';
import { absoluteUrl } from '@/lib/seo/url';

type Props = { params: Promise<{ lang: string; id: string; slug: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const post = await postAt(locale, id);
  if (!post) return notFoundMetadata(locale);
  return {
    ...(await pageMetadata(locale, postHref({ id, slug: post.slug }), {
      description: post.description,
      image: post.cover,
      type: 'article',
      translations: translationHrefs(post.translations),
    })),
    title: { absolute: `${post.title} | Blog` },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, slug } = await params;
  const post = await postAt(locale, id);
  if (!post) return <NotFoundInPage view={<PostNotFoundView />} />;
  if (decodeURIComponent(slug) !== post.slug) {
    permanentRedirect({ href: postHref({ id, slug: post.slug }), locale });
  }
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const date = postDate(post.publishedAt, locale);
  const url = absoluteUrl(pathFor(locale, postHref({ id, slug: post.slug })));
  // Posts carry no author of their own: the agency writes them.
  const agency = {
    '@type': 'Organization',
    name: env.SITE_NAME,
    url: absoluteUrl(pathFor(locale, '/')),
  };
  return (
    <Container>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          url,
          inLanguage: locale,
          ...(post.cover ? { image: post.cover } : {}),
          ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
          ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
          author: agency,
          publisher: agency,
          mainEntityOfPage: url,
        }}
      />
      <JsonLd
        data={breadcrumbs(locale, [
          { name: t('title'), href: '/blog' },
          { name: post.title, href: postHref({ id, slug: post.slug }) },
        ])}
      />
      <Link
        href="/blog"
        className="mb-6 inline-flex items-center gap-2 text-sm tracking-widest uppercase hover:text-accent"
      >
        <span aria-hidden="true">←</span> {t('back')}
      </Link>
      <article>
        <PageTitle>{post.title}</PageTitle>
        {date ? <PostDate date={date} className="mt-3 block text-sm text-muted" /> : null}
        {post.cover ? (
          // The page's largest picture, so it is preloaded; decorative, the title says it.
          <div className="relative mt-8 aspect-[3/2] max-w-3xl overflow-hidden bg-ink/5">
            <CoverImage
              src={post.cover}
              alt=""
              fill
              preload
              // The text column's width (max-w-3xl, 48rem), less the page's padding on phones.
              sizes="(min-width: 48rem) 48rem, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
        <CmsHtml html={sanitizeCmsHtml(post.content)} className="mt-8" />
      </article>
    </Container>
  );
}
