import { NextResponse, type NextRequest } from 'next/server';
import { internalPathFor, notFoundInternalPath, resolvePath } from './lib/i18n/paths';

// Public, localized paths are mapped here onto the internal app/[lang] folders,
// so internal names can never be reached directly and every unknown path,
// locale or foreign category word ends on the 404 page of its language.
export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const resolution = resolvePath(pathname);
  if (resolution.kind === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = resolution.to;
    url.search = search;
    return NextResponse.redirect(url, 308);
  }
  const url = request.nextUrl.clone();
  url.pathname =
    resolution.kind === 'page'
      ? internalPathFor(resolution.locale, resolution.route)
      : notFoundInternalPath(resolution.locale);
  return NextResponse.rewrite(url);
}

export const config = {
  runtime: 'nodejs',
  // Everything but the site's API, Next's own files and files with an extension.
  matcher: ['/((?!api|_next|.*\\.[a-zA-Z0-9]+$).*)'],
};
