// Review boards in the bench: a board as the Lighthouse step measures it (20 talents, 10
// reviewers' marks and comments), and the marks of 50 reviewers posted at once, each mark a
// Server Action posted as a browser without scripts posts it (the page's form, answered with the
// board rendered again), timed from request to full answer; then the board's tallies are read
// back to count the marks lost or doubled.
import { actionFieldsIn, cookiesOf, postAction, sendForm } from '../lib/action-form.mjs';
import { fetchText } from './pages.mjs';

const MARKS = ['yes', 'maybe', 'no'];
const WORDS = { yes: 'Sim', maybe: 'Talvez', no: 'Não' };
/** Reviewer r's mark of the board's t-th talent: spread over the three. */
const markOf = (r, t) => MARKS[(r + t) % MARKS.length];
const COMMENTS = [
  'Great look for the summer campaign, strong in motion.',
  'Seen her at the last casting: very professional, on time.',
  'Maybe for the second shoot; check availability in March.',
  'Not the profile the brand asked for this time.',
  'Perfect height for the runway looks; ask for recent polaroids.',
  'Lovely energy on video. The client liked the previous book.',
  'Too close to the talent we booked last season.',
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** The ids of the first `count` talents the catalogue lists (its list's first pages). */
async function listedIds(site, count) {
  const ids = new Set();
  for (let page = 1; ids.size < count && page <= 10; page++) {
    const path = page === 1 ? '/modelos' : `/modelos/pagina/${page}`;
    const { body } = await fetchText(site + path);
    for (const match of body.matchAll(/href="\/modelos\/(\d+)\//g)) ids.add(Number(match[1]));
  }
  if (ids.size < count) throw new Error(`the catalogue lists ${ids.size} talents, not ${count}`);
  return [...ids].slice(0, count);
}

/** A board of `talents` listed talents, made as a visitor makes it, with `reviewers` joined. */
async function boardWithReviewers(site, talents, reviewers) {
  const ids = await listedIds(site, talents);
  const made = await sendForm(`${site}/favoritos?ids=${ids.join(',')}`, 'create-board', {
    ids: ids.join(','),
    lang: 'pt',
  });
  if (made.status !== 303) throw new Error(`making a board answered ${made.status}`);
  const path = new URL(made.headers.get('location'), site).pathname;
  const board = path.split('/').at(-1);
  const cookies = [];
  for (let r = 0; r < reviewers; r++) {
    const joined = await sendForm(`${site}${path}`, 'join-board', {
      board,
      lang: 'pt',
      name: `Reviewer ${r + 1}`,
    });
    const cookie = cookiesOf(joined);
    if (!cookie.startsWith('review-')) throw new Error(`reviewer ${r + 1} could not join`);
    cookies.push(cookie);
  }
  // A talent's form as a reviewer sees it: its action fields are the same for every talent.
  const page = await fetch(`${site}${path}`, { headers: { cookie: cookies[0] } });
  const fields = actionFieldsIn(await page.text(), 'talent-review-form');
  return { path, board, ids, cookies, fields };
}

/** Reviewer r marks talent t (its index on the board); true once the answer says it is saved. */
async function mark(site, made, r, t, comment = '') {
  const response = await postAction(
    `${site}${made.path}`,
    made.fields,
    { board: made.board, lang: 'pt', talent: String(made.ids[t]), mark: markOf(r, t), comment },
    made.cookies[r],
  );
  const html = await response.text();
  return response.status === 200 && html.includes('Salvo.');
}

/** The page the Lighthouse step measures: 20 talents, each marked and commented by 10 reviewers. */
export async function reviewedBoard(site, { talents = 20, reviewers = 10 } = {}) {
  const made = await boardWithReviewers(site, talents, reviewers);
  for (let r = 0; r < reviewers; r++) {
    for (let t = 0; t < talents; t++) {
      const comment = `${COMMENTS[(r * 3 + t) % COMMENTS.length]} (${r + 1}/${t + 1})`;
      if (!(await mark(site, made, r, t, comment)))
        throw new Error(`reviewer ${r + 1}'s mark of talent ${t + 1} was not saved`);
    }
  }
  return made.path;
}

/** The tally text a board should show for its t-th talent once `reviewers` have marked it. */
function expectedTally(reviewers, t) {
  const counts = { yes: 0, maybe: 0, no: 0 };
  for (let r = 0; r < reviewers; r++) counts[markOf(r, t)]++;
  return MARKS.filter((m) => counts[m] > 0)
    .map((m) => `${WORDS[m]} ${counts[m]}`)
    .join(' · ');
}

/**
 * `reviewers` reviewers (joined first, not timed) each mark every talent of a board of
 * `talents`, all reviewers at once, one mark after the other each; then every talent's tally on
 * the board is compared with the marks sent.
 */
export async function timeMarks(site, { reviewers = 50, talents = 20 } = {}) {
  const made = await boardWithReviewers(site, talents, reviewers);
  const times = [];
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    made.cookies.map(async (_, r) => {
      for (let t = 0; t < talents; t++) {
        const sent = performance.now();
        const saved = await mark(site, made, r, t).catch(() => false);
        times.push(performance.now() - sent);
        if (!saved) errors++;
      }
    }),
  );
  const wall = performance.now() - start;
  const { body } = await fetchText(`${site}${made.path}`);
  let wrong = 0;
  made.ids.forEach((id, t) => {
    const entry = body.split(`data-talent="${id}"`)[1] ?? '';
    const shown = /data-testid="tally"[^>]*>([^<]*)</.exec(entry)?.[1];
    if (shown !== expectedTally(reviewers, t)) wrong++;
  });
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms) => Math.round(ms);
  return {
    reviewers,
    talents,
    marks: times.length,
    errors,
    // Talents whose tally is not the marks sent: one lost or doubled mark makes one.
    wrong_tallies: wrong,
    p50_ms: round(percentile(sorted, 0.5)),
    p95_ms: round(percentile(sorted, 0.95)),
    max_ms: round(sorted.at(-1)),
    marks_per_s: Math.round((times.length / wall) * 10000) / 10,
  };
}
