import { cmsRoute } from '@/components/content/CmsPage';
import { ReviewPrivacy } from '@/components/review/ReviewPrivacy';

// The agency's policy, then what the site keeps itself: the review boards.
const privacy = cmsRoute('privacy', 'privacy', (locale) => <ReviewPrivacy locale={locale} />);

export function generateStaticParams() {
  return [];
}

export const generateMetadata = privacy.generateMetadata;
export default privacy.Page;
