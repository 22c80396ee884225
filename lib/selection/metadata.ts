// Forwards to lib/seo/selection.ts, where a shared selection's metadata moved with the layers
// (docs/architecture.md). Kept only until the shared selection's page imports it from there; then
// this file goes, with its line in eslint.config.mjs.
export { selectionMetadata } from '@/lib/seo/selection';
