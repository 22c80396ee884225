// Forwards to lib/seo/profile.ts, where a profile's metadata moved with the layers
// (docs/architecture.md). Kept only until the profile page imports it from there; then this file
// goes, with its line in eslint.config.mjs.
export { profileMetadata } from '@/lib/seo/profile';
