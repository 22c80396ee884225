import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// next-intl's navigation helpers over the one routing table: links, redirects,
// the router and public paths in any language all come from here.
export const {
  Link: IntlLink,
  redirect,
  permanentRedirect,
  usePathname,
  useRouter,
  getPathname,
} = createNavigation(routing);
