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
];

export default config;
