import { cmsRoute } from '@/components/content/CmsPage';

// What the agency never asks, how it contacts people, how to report impersonation: the agency's text.
const safety = cmsRoute('safety', 'safety');

export function generateStaticParams() {
  return [];
}

export const generateMetadata = safety.generateMetadata;
export default safety.Page;
