import { cmsRoute } from '@/components/content/CmsPage';

const privacy = cmsRoute('privacy', 'privacy');

export function generateStaticParams() {
  return [];
}

export const generateMetadata = privacy.generateMetadata;
export default privacy.Page;
