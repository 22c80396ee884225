import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// lib/ in layers, lowest first (docs/architecture.md, "Layers of lib/"). A folder imports only
// folders of lower layers, never one beside it: so lib/ has no import cycle between folders, pure
// rules never reach an API reader or the browser's code, and the browser's code never reaches the
// server's (BROWSER_ZONE).
export const LIB_LAYERS = [
  // Foundations: the site's zod, ids, constants, configuration.
  ['lib/*.ts', 'lib/shared-store'],
  // Plumbing: languages and addresses; the site's own database; server-only.
  ['lib/i18n', 'lib/server', 'lib/site-db'],
  // Pure rules, in the order they build on each other.
  [
    'lib/lists',
    'lib/units',
    'lib/options',
    'lib/blog',
    'lib/html',
    'lib/home',
    'lib/security',
    'lib/review-boards',
  ],
  ['lib/talents'],
  ['lib/favorites'],
  ['lib/selection'],
  // Browser-only: the hooks, the stores that keep the rules' values in localStorage, the photos'
  // re-encoding, the progress bar. Above the rules it keeps, kept from lib/server by BROWSER_ZONE.
  ['lib/browser'],
  // The forms' schemas; the proxy's helpers (its request predicates, outage state and redirects of
  // the site's earlier addresses), above the list rules those redirects spell.
  ['lib/forms', 'lib/proxy'],
  // Readers and stores: the agency's APIs, read and reshaped into the rules' types; the review
  // boards kept in the site's database.
  ['lib/agency-api', 'lib/review-store'],
  // What the server composes from the readers: SEO metadata, the recruitment and consent
  // settings, route handlers' answers.
  ['lib/seo', 'lib/recruitment', 'lib/consent', 'lib/route-handlers'],
  // The selection's PDF, made from the readers with SEO's absolute addresses.
  ['lib/selection-pdf'],
  // Server Actions.
  ['lib/actions'],
];

const asGlob = (path) => (path.endsWith('.ts') ? path : `${path}/**`);

/** One zone per folder: everything of its own layer (but itself) and of the layers above. */
function layerZones(layers) {
  return layers.flatMap((layer, rank) =>
    layer.map((folder) => ({
      target: asGlob(folder),
      from: [...layer.filter((other) => other !== folder), ...layers.slice(rank + 1).flat()].map(
        asGlob,
      ),
      message: `${folder} lies below what it imports here (see LIB_LAYERS in eslint.config.mjs).`,
    })),
  );
}

// lib/browser stands above the rules, so lib/server is below it: this zone keeps it off.
const BROWSER_ZONE = {
  target: 'lib/browser/**',
  from: ['lib/server/**', 'lib/site-db/**'],
  message:
    'lib/browser runs in the browser: it never imports the server-only lib/server or lib/site-db.',
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'agency-api/data/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
    ],
  },
  {
    // The site's zod is lib/zod.ts, set for the browser's Content-Security-Policy.
    files: ['app/**', 'components/**', 'lib/**', 'instrumentation-client.ts'],
    ignores: ['lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import * as z from '@/lib/zod'.", allowTypeImports: true },
            { name: 'zod/v4/core', message: "Import * as z from '@/lib/zod'." },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx,mts,mjs}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones(LIB_LAYERS), BROWSER_ZONE] }],
      // Type imports are left to the zones above: a cycle of values is what breaks a module's start.
      // Without disableScc the rule maps every package lib/ reaches first, which made it most of
      // the lint's time; the zones already keep any cycle inside one folder.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
    },
  },
];

export default config;
