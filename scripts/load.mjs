// npm run load: autocannon on loopback against the production site on the
// large seed, bounded in connections and time, into bench/report.json (key
// `load`) and bench/report.md. Exits 1 if the cached-pages run had any error
// (timeout, reset, failed connection) or any non-2xx answer.
import { cannon } from './bench/cannon.mjs';
import { machine } from './bench/machine.mjs';
import { fetchText, warmPages } from './bench/pages.mjs';
import { writeSection } from './bench/report.mjs';
import { SITE, withStack } from './bench/stack.mjs';

const CACHED_PAGES = ['/', '/sobre-nos', '/en/about-us', '/blog', '/modelos', '/en/models/page/2'];
// Browsers ask for compressed pages; so does the load.
const PAGE_HEADERS = { 'accept-encoding': 'gzip' };

const report = { date: new Date().toISOString(), machine: machine(), runs: [] };

async function measure(name, target, options) {
  console.log(`\n== ${name}: ${options.connections} connections, ${options.duration} s`);
  const result = await cannon(options);
  report.runs.push({ name, target, ...result });
  console.log(
    `   ${result.rps} requests/s, p50 ${result.latency_ms.p50} ms, p99 ${result.latency_ms.p99} ms,` +
      ` non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts}, resets ${result.resets})`,
  );
  return result;
}

let failure;
try {
  await withStack(async () => {
    const pages = await warmPages(SITE);
    for (const path of CACHED_PAGES) await fetchText(SITE + path);

    const cached = await measure('cached pages', CACHED_PAGES.join(' '), {
      url: SITE,
      connections: 100,
      duration: 30,
      headers: PAGE_HEADERS,
      // Every connection cycles through the four pages.
      requests: CACHED_PAGES.map((path) => ({ method: 'GET', path })),
    });
    report.cachedPagesOk = cached.errors === 0 && cached.resets === 0 && cached.non2xx === 0;

    await measure('talent list (1,000)', pages.list, {
      url: SITE + pages.list,
      connections: 100,
      duration: 20,
      headers: PAGE_HEADERS,
    });
    await measure('talent profile', pages.profile, {
      url: SITE + pages.profile,
      connections: 100,
      duration: 20,
      headers: PAGE_HEADERS,
    });
    // Each request is stored by the agency API in the temporary data folder.
    const contact = await contactPost();
    await measure('contact form', 'POST /contato (its Server Action)', {
      url: `${SITE}/contato`,
      connections: 10,
      duration: 10,
      method: 'POST',
      headers: contact.headers,
      body: contact.body,
    });
  });
} catch (error) {
  failure = error;
  console.error(error);
}

if (report.runs.length) {
  const { mdPath } = writeSection('load', report);
  console.log(`\nReport: ${mdPath}`);
}
if (failure) process.exit(1);
if (!report.cachedPagesOk) {
  console.error('LOAD FAILED: the cached-pages run ended with errors or non-2xx answers.');
  process.exit(1);
}
console.log('Cached-pages run: zero errors.');

/**
 * The contact form as a browser without scripts posts it: the page's hidden
 * fields that name its Server Action, then the visitor's, as multipart.
 */
async function contactPost() {
  const html = await (await fetch(`${SITE}/contato`)).text();
  const form = new FormData();
  for (const [, name, value] of html.matchAll(/name="(\$ACTION_[^"]*)"(?: value="([^"]*)")?/g))
    form.append(name, (value ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  for (const [name, value] of Object.entries({
    lang: 'pt',
    name: 'Load',
    phone: '1',
    message: 'load test',
  }))
    form.append(name, value);
  const request = new Request(`${SITE}/contato`, { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type'), origin: SITE },
    body: Buffer.from(await request.arrayBuffer()),
  };
}
