// next/root-params is filled in by Next's compiler; a test has no page around it, so every server
// call in a test names its locale and this is never reached.
export async function lang(): Promise<string> {
  throw new Error('No [lang] root param outside a page: name the locale.');
}
