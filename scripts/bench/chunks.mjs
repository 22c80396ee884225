// What a first-load JavaScript file holds and why a page needs it at once,
// read from the file itself: the framework's files by a string only they
// contain, the site's by the names of the client components they export
// (Turbopack keeps export names in production chunks).

const FRAMEWORK = [
  {
    test: (file) => file.includes('/turbopack-'),
    what: 'Turbopack runtime',
    why: 'loads and links every other chunk',
  },
  {
    test: (_, text) => text.includes('hydrateRoot'),
    what: 'React DOM and the Next.js client entry',
    why: 'renders and hydrates the page',
  },
  {
    test: (_, text) => text.includes('next-router-prefetch') && !exportsOf(text).length,
    what: 'Next.js App Router',
    why: 'client navigation, prefetch and page payloads',
  },
  {
    test: (_, text) => text.includes('UnrecognizedActionError'),
    what: 'Next.js navigation hooks and errors (redirect, notFound)',
    why: 'used by the router and by every client component that reads the route',
  },
  {
    test: (_, text) => text.includes('disableSmoothScrollDuringRouteTransition'),
    what: 'Next.js layout router',
    why: 'mounts the layouts and the page, and scrolls on navigation',
  },
  {
    test: (_, text) => text.includes('handleISRError'),
    what: 'Next.js error boundaries',
    why: 'wrap every segment',
  },
  {
    test: (_, text) => text.includes('Erro · Error'),
    what: 'app/global-error.tsx',
    why: 'the root error page Next requires with every page',
  },
  {
    test: (_, text) => text.includes('AGENCY_API_UNAVAILABLE'),
    what: 'app/[lang]/error.tsx (texts from the layout)',
    why: 'the error boundary Next mounts with every page',
  },
];

// The site's client components, by group: why a page loads them at once.
const GROUPS = [
  {
    names: ['LazyFadeSlider'],
    why: 'home: the slideshow columns and the film; Swiper itself is fetched once the page is interactive',
  },
  {
    names: ['BlogList'],
    why: 'blog: the post list, which owns its cards and loads the next pages in place',
  },
  {
    names: ['MediaGallery', 'ProfileUnits'],
    why: "profile: favorite toggle, unit controls (the values in every unit come from the server), the gallery's tabs, the video posters; slides from the server (Swiper is fetched once the page is interactive)",
  },
  {
    names: ['TalentList', 'HeightSelect', 'HeightUnitToggle'],
    why: 'talent list: the filters form and the list, which owns its cards (favorite buttons, heights in the chosen units, next pages in place, memory for Back)',
  },
  {
    names: ['NotFoundView'],
    why: "the 404 view: Next sends each layout's not-found boundary with its pages",
  },
  {
    names: [
      'PageTransition',
      'NavigationProgress',
      'MobileMenu',
      'LanguageSwitcher',
      'CastingDropdown',
      'FavoritesLink',
      'CookieSettings',
    ],
    why: "layout of every page: header (menu, Casting list, language links, favorites count), page fades (React's ViewTransition), progress bar for Back and Forward, the footer's cookie settings",
  },
  {
    names: ['Link'],
    why: "next-intl's Link with the progress bar, for every site link",
  },
];

/** Names a chunk exports (`e.s(["Name",0,…`), the site's components among them. */
export function exportsOf(text) {
  const names = [...text.matchAll(/\["([A-Z][A-Za-z0-9]{2,})",0,/g)].map((m) => m[1]);
  return [...new Set(names)];
}

/** Why a page loads a file exporting these client components (the first group that names one). */
export function whyFor(names) {
  return GROUPS.find((g) => g.names.some((name) => names.includes(name)))?.why;
}

/** `{ what, why }` of one first-load file. */
export function describeChunk(file, text) {
  const framework = FRAMEWORK.find((entry) => entry.test(file, text));
  if (framework) return { what: framework.what, why: framework.why };
  const names = exportsOf(text);
  if (names.length === 0) return { what: 'Next.js client code', why: 'part of the framework' };
  return {
    what: names.slice(0, 8).join(', ') + (names.length > 8 ? ', …' : ''),
    why: whyFor(names) ?? 'client components of this page',
  };
}
