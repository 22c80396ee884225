// Whole namespaces, named after the components that use them, so a text added to a component is
// never missing. A page adds those of its own client parts.
export const LAYOUT_NAMESPACES = ['LanguageSwitcher', 'ErrorPage', 'Header', 'NotFound', 'Blog'];

type Messages = Record<string, unknown>;

export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]),
  );
}

// The texts of the favorites pages' client components (the selection, the
// favorites board, the quote form): they reach the browser on these pages only.
export const SELECTION_NAMESPACES = [
  'Selection',
  'Share',
  'Favorites',
  'Talents',
  'Forms',
  'Validation',
  'Errors',
  'Options',
  'Units',
];
