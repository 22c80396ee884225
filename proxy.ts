import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { agencyApiAnswers, RETRY_AFTER_SECONDS } from './lib/agency-api/reachability';
import { rememberRendered, servedInOutage } from './lib/agency-api/outage-pages';
import { internalPathLocale, isKnownInternalPath } from './lib/i18n/internal-paths';
import { blankFiltersSearch, perRequestPath } from './lib/i18n/query-routes';
import { routing } from './lib/i18n/routing';
import { tooLargePostTarget } from './lib/forms/too-large';

const handleI18nRouting = createMiddleware(routing);

// next-intl maps public, localized paths onto the internal app/[lang] folders
// (and redirects /pt/... and words of another language to the right address).
// Added here, as it does not do them:
// - its redirects are temporary (307); ours name the canonical address of a
//   page for good, so they are permanent (308);
// - a talent list with a query (?gender=woman, ?page=2) is rendered by the
//   list's results page on each request, while the bare list stays a cached
//   page; likewise a later page of the blog (/blog?page=2), a shared
//   selection (/favoritos?ids=12,45) and a profile with a chosen tab or unit
//   (?media=snap, ?height=ftin) are rendered by their own pages
//   (lib/i18n/query-routes.ts);
// - a page that needs the agency API now (one of those, or one not in the page
//   cache yet: lib/agency-api/outage-pages.ts) is answered with the
//   "unavailable" page of its language, status 503 and Retry-After, while the
//   API does not answer: a failed render could only answer 500;
// - a talent list asked with blank filter fields (a GET form sends them all)
//   is redirected to the query of the filters chosen;
// - a form post larger than the site reads is sent back to its form, which
//   says so (lib/forms/too-large.ts);
// - an unknown path is answered with the 404 page of its language, rendered
//   on the server with status 404 (see lib/i18n/internal-paths.ts).
export async function proxy(request: NextRequest) {
  const tooLarge = tooLargePostTarget(request);
  if (tooLarge) return NextResponse.redirect(tooLarge, 303);
  const response = handleI18nRouting(request);
  const location = response.headers.get('location');
  if (location) return NextResponse.redirect(location, 308);
  const rewrite = response.headers.get('x-middleware-rewrite');
  const internal = rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname;
  if (isKnownInternalPath(internal)) {
    const params = request.nextUrl.searchParams;
    const blank = blankFiltersSearch(internal, params);
    if (blank !== null) {
      const canonical = request.nextUrl.clone();
      canonical.search = blank;
      return NextResponse.redirect(canonical, 308);
    }
    const results = perRequestPath(internal, params);
    // In the page cache, or needing no API: served whether it answers or not.
    if (!results && servedInOutage(internal)) return response;
    if (!(await agencyApiAnswers())) {
      return rewriteTo(request, `/${internalPathLocale(internal)}/service-unavailable`, {
        status: 503,
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
      });
    }
    if (!results) {
      rememberRendered(internal);
      return response;
    }
    // next-intl's headers stay; the destination is the results page instead.
    return NextResponse.rewrite(new URL(results, request.url), response);
  }
  return rewriteTo(request, `/${internalPathLocale(internal)}/page-not-found`, { status: 404 });
}

function rewriteTo(request: NextRequest, pathname: string, init: ResponseInit) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url, init);
}

// The proxy runs on Node.js (Next.js 16's proxy.ts has no other runtime).
export const config = {
  // Everything but the site's API, Next's own files, the public images and
  // the files app/ generates: an unknown file-like path gets the 404 page too.
  matcher: ['/((?!api(?:/|$)|_next/|images/|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)'],
};
