import { describe, expect, it } from 'vitest';
import { missingProductionVariables, missingVariablesMessage } from '@/lib/production-env';

describe('missingProductionVariables', () => {
  it('names every credential and the site address that is unset or empty', () => {
    expect(missingProductionVariables({ NODE_ENV: 'production', MAIN_API_KEY: '' })).toEqual([
      'MAIN_API_KEY',
      'PANEL_API_TOKEN',
      'API_SALT',
      'SITE_URL',
    ]);
    const complete = {
      MAIN_API_KEY: 'k',
      PANEL_API_TOKEN: 't',
      API_SALT: 's',
      SITE_URL: 'https://agency.example',
    };
    expect(missingProductionVariables(complete)).toEqual([]);
    expect(missingVariablesMessage(['API_SALT', 'SITE_URL'])).toMatch(/API_SALT, SITE_URL/);
  });
});
