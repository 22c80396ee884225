import { cmsRoute } from '@/components/content/CmsPage';

const about = cmsRoute('about_us', 'about');

export function generateStaticParams() {
  return [];
}

export const generateMetadata = about.generateMetadata;
export default about.Page;
