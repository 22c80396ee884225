import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// next-intl's navigation helpers, bound to the site's routing: `getPathname`
// turns an internal route into its public path in a language.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
