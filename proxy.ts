import { createTranslator } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { agencyApiAnswers, RETRY_AFTER_SECONDS } from './lib/agency-api/reachability';
import { internalPathLocale, pageAt } from './lib/i18n/internal-paths';
import { routing, type Locale } from './lib/i18n/routing';
import { actionBodyRefusal } from './lib/proxy/action-body';
import { isActionPost, isCrossOriginPost } from './lib/proxy/action-post';
import { internalPathOf, listPartAddress, movedAddress } from './lib/proxy/moved';
import { needsApiNow, rememberRendered } from './lib/proxy/outage-pages';
import { FORM_BODY_MEGABYTES, tooLargePostTarget } from './lib/proxy/too-large';
import { boardExists } from './lib/review-store/boards';
import { logFailure } from './lib/server/log';
import { siteDb } from './lib/site-db';

const handleI18nRouting = createMiddleware(routing);

// next-intl maps public, localized paths onto the internal app/[lang] folders
// (and redirects /pt/... and words of another language to the right address).
// Every page, with or without a query, is then the page its address names.
// What each page is, the proxy reads from one table, PAGES in lib/i18n/routing.ts
// (lib/i18n/internal-paths.ts finds a path's entry). Added here, because a page cannot do it:
// - its redirects are temporary (307); ours name the canonical address of a
//   page for good, so they are permanent (308);
// - a page that needs the agency API now is answered with the "unavailable"
//   page of its language, status 503 and Retry-After, while the API does not
//   answer. Needing it now: a page whose render reads the API and that is
//   rendered per request (a search, a shared selection), or cached but not rendered
//   since the server started (lib/proxy/outage-pages.ts); the page cache serves the others;
// - an address of the site's earlier spelling (a list's ?page=, ?more= or
//   filters, the favorites' ?ids=) is sent where that page lives now (308): the
//   cached page the path names reads no query (lib/proxy/moved.ts); so is
//   another spelling of a list's part (/modelos/pagina/1 → /modelos);
// - a form post larger than the site reads is sent back to its form, which
//   says so (lib/proxy/too-large.ts): the framework would cut it and answer 500;
// - a Server Action post the framework would fail on (and log as an error) is refused with a
//   short text in the page's language: 403 from a foreign Origin (lib/proxy/action-post.ts), 400
//   for a body it cannot parse, 413 for one without a declared length over the limit
//   (lib/proxy/action-body.ts). A browser posting one of our forms never gets these;
// - a review board's address is answered with the 404 page when the site's database has no such
//   board (a guessed or altered address, or one past its time), and with the 503 page while the
//   database does not answer: a page cannot choose its status;
// - an unknown path (none of the table's pages) is answered with the 404 page of its language,
//   rendered on the server with status 404. It cannot live in a page: next-intl rewrites every
//   unknown path onto app/[lang] (/nope → /pt/nope, which [category] would take), and a page's
//   notFound() outside a Suspense boundary answers an empty document
//   (`<html id="__next_error__">`, vercel/next.js#62228, open). A cached page can wrap it in
//   Suspense (components/errors/NotFoundInPage.tsx), but every unknown word would then become a
//   cached page of its own, for as many words as anyone asks for.
export async function proxy(request: NextRequest) {
  const tooLarge = tooLargePostTarget(request);
  if (tooLarge) return NextResponse.redirect(tooLarge, 303);
  const response = handleI18nRouting(request);
  const location = response.headers.get('location');
  if (location) return NextResponse.redirect(location, 308);
  const rewrite = response.headers.get('x-middleware-rewrite');
  const internal = rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname;
  const locale = internalPathLocale(internal);
  const refusal = await refusedPost(request);
  if (refusal) return refusedPostResponse(refusal, locale);
  const page = pageAt(internal);
  if (!page) return rewriteTo(request, `/${locale}/page-not-found`, { status: 404 });
  const moved = movedTo(request, internal);
  if (moved) return NextResponse.redirect(moved, 308);
  const board = await boardAnswer(request, internal, locale);
  if (board) return board;
  if (!needsApiNow(internal, page)) return response;
  if (!(await agencyApiAnswers())) return unavailable(request, locale);
  rememberRendered(internal, page);
  return response;
}

const REFUSAL_STATUS = { crossOrigin: 403, malformed: 400, tooLarge: 413 } as const;
type Refusal = keyof typeof REFUSAL_STATUS;

async function refusedPost(request: NextRequest): Promise<Refusal | null> {
  if (!isActionPost(request)) return null;
  if (isCrossOriginPost(request.headers)) return 'crossOrigin';
  return actionBodyRefusal(request);
}

// Plain text: its readers are scripts and robots, or a person whose browser shows it as it is.
async function refusedPostResponse(refusal: Refusal, locale: Locale) {
  const messages = (await import(`./messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'RefusedPost' });
  return new NextResponse(t(refusal, { max: FORM_BODY_MEGABYTES }), {
    status: REFUSAL_STATUS[refusal],
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

// An address of the site's earlier spelling, or another spelling of a list's part
// (lib/proxy/moved.ts), asked for by a link. It names the internal page; next-intl spells it in
// the address's language (/pt/models/search → /modelos/busca).
function movedTo(request: NextRequest, internal: string): URL | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const [, ...page] = internal.split('/').filter(Boolean);
  const href =
    page.length === 1
      ? movedAddress(page[0]!, request.nextUrl.searchParams)
      : listPartAddress(page);
  if (!href) return null;
  const target = new URL(`/${internalPathLocale(internal)}${internalPathOf(href)}`, request.url);
  const spelled = handleI18nRouting(new NextRequest(target, { headers: request.headers }));
  return new URL(spelled.headers.get('location') ?? target, request.url);
}

// A review board's page, asked for before its render: a board there is not (a guessed or altered
// address, or one past its time) is the 404 page of its language, and while the site's database
// does not answer, the 503 page, as an unknown path and an outage are.
async function boardAnswer(request: NextRequest, internal: string, locale: Locale) {
  const [, , page, id] = internal.split('/');
  if (page !== 'review' || !id) return null;
  try {
    if (await boardExists(await siteDb(), id, new Date())) return null;
  } catch (error) {
    logFailure({ route: '/[lang]/review/[board]', method: request.method, status: 503, error });
    return unavailable(request, locale);
  }
  return rewriteTo(request, `/${locale}/page-not-found`, { status: 404 });
}

function unavailable(request: NextRequest, locale: Locale) {
  return rewriteTo(request, `/${locale}/service-unavailable`, {
    status: 503,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
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
