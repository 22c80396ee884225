// Whole namespaces, named after the components that use them, so a text added to a component is
// never missing. A page adds those of its own client parts.
export const LAYOUT_NAMESPACES = ['LanguageSwitcher', 'ErrorPage', 'Header', 'NotFound', 'Blog'];

type Messages = Record<string, unknown>;

export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]),
  );
}

// The texts of the client components of the favorites and the shared selection (the selection,
// the favorites board, the quote form): they reach the browser on these two pages only.
export const SELECTION_NAMESPACES = [
  'Selection',
  'Review',
  'Share',
  'Favorites',
  'Talents',
  'Forms',
  'Validation',
  'Errors',
  'Options',
  'Units',
];
