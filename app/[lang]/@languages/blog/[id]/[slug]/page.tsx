import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { postAt } from '@/lib/agency-api/posts';
import { translationHrefs } from '@/lib/blog/post-item';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string; id: string; slug: string }> };

// On a post, the header's language switch leads to the post's translations (the agency API names
// them), in the server's HTML too: a post is another page, with its own id, in each language.
export default async function PostLanguages({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  // A failed read is the post page's to show (in <main>): the header keeps a plain switch.
  const post = await postAt(locale, id).catch(() => null);
  return (
    <LanguageSwitcher
      post={post ? { id, translations: translationHrefs(post.translations) } : undefined}
    />
  );
}
