/** What the layout's client components translate (header, language switch, error view). */
export const LAYOUT_MESSAGES = [
  'LanguageSwitcher',
  'ErrorPage',
  'Header.favorites',
  'Header.favoritesCount',
  // A missing post's view (components/errors/PostNotFoundView).
  'NotFound.title',
  'NotFound.home',
  'Blog.back',
  'Blog.notFound',
] as const;

type Messages = Record<string, unknown>;

/** The catalogue narrowed to whole namespaces or single `Namespace.key` entries. */
export function pickMessages(messages: Messages, wanted: readonly string[]): Messages {
  const picked: Record<string, Messages> = {};
  for (const entry of wanted) {
    const [namespace, key] = entry.split('.') as [string, string | undefined];
    const source = messages[namespace];
    if (!source || typeof source !== 'object') continue;
    if (key === undefined) picked[namespace] = { ...picked[namespace], ...(source as Messages) };
    else if (key in source) {
      picked[namespace] = { ...picked[namespace], [key]: (source as Messages)[key] };
    }
  }
  return picked;
}
