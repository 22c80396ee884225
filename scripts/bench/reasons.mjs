// Why a budget is missed, as measured on this project (see the figures
// above each list). Matched on the budget's section and name; written by
// hand from the Lighthouse audits and the chunk contents, so revisit them
// when the figures change.
const REASONS = [
  {
    match: (b) => b.section === 'lighthouse' && /home performance/.test(b.name),
    why: 'the largest paint is the first slide, a full-screen photograph requested early (preloaded, high priority) but competing under simulated slow 4G with about 200 KB of JavaScript; the three Swiper sliders and the framework hydrate on a 4x slowed CPU of an already slow shared 2-core host, which is most of the blocking time. Scores on this machine move by 10 to 15 points between runs.',
  },
  {
    match: (b) => b.section === 'lighthouse' && /list performance/.test(b.name),
    why: 'hydrating the whole list at once: every card of the 1,000-talent seed (663 models) is server-rendered, so its markup travels twice (HTML and the inline React payload, 1.6 MB before compression) and React walks it all on start; the favorite toggles are the only client components per card. Rendering the list in pages or virtualizing it would cut this, at the cost of the full list in the HTML that search engines read.',
  },
  {
    match: (b) => b.section === 'lighthouse' && /(profile|blog) performance/.test(b.name),
    why: 'the largest paint is a photograph (the first book picture, the first post cover) that arrives after the HTML, CSS and the framework scripts on simulated slow 4G; blocking time is the framework hydrating.',
  },
  {
    match: (b) => b.section === 'lighthouse' && /accessibility/.test(b.name),
    why: "\"image-redundant-alt\" (a best-practice audit, not a WCAG criterion; axe with the WCAG 2.2 tags passes on every screen): each card picture has the talent's or post's name as its alt, as the specification asks, and the name is also the card's visible link text in the same list item.",
  },
  {
    match: (b) => b.section === 'javascript',
    why: "React 19 and the Next.js 16 client router alone are about 118 KB gzip on every page (the two largest chunks, 73 KB and 45 KB), before any page code; next-intl's client provider, framer-motion's LazyMotion core (about 12 KB; the animations load later), the header's menus and the favorites store make the rest. The list adds only about 7 KB of its own. Meeting 130 KB would mean dropping client-side navigation or the page transitions.",
  },
  {
    match: (b) => b.section === 'rps',
    why: 'every page request to `next start` goes through the middleware (Node.js runtime: the localized path is read and rewritten onto the internal route), a lookup in the page cache and gzip on the fly, where the static server only gzips a buffer it holds. On 2 cores shared with autocannon the middleware dominates.',
  },
];

/** The reason of a missed budget, or null when none is written down. */
export function reasonFor(budget) {
  return REASONS.find((reason) => reason.match(budget))?.why ?? null;
}
