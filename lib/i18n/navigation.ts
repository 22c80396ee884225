import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const {
  Link: IntlLink,
  redirect,
  permanentRedirect,
  usePathname,
  useRouter,
  getPathname,
} = createNavigation(routing);
