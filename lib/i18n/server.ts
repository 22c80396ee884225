// Forwards what pages imported from here before the layers (docs/architecture.md): the locale
// from page-locale.ts, metadata from lib/seo/page-metadata.ts. Kept only until the list, blog and
// favorites pages import those directly; then this file goes, with its line in eslint.config.mjs.
export { pageLocale } from './page-locale';
export { pageMetadata, staticPageMetadata } from '@/lib/seo/page-metadata';
