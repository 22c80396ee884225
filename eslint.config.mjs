import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
            { name: 'zod', message: "Import z from '@/lib/zod'.", allowTypeImports: true },
            { name: 'zod/v4/core', message: "Import z from '@/lib/zod'." },
          ],
        },
      ],
    },
  },
];

export default config;
