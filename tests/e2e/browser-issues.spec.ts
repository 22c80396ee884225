import { expect, test } from '@playwright/test';

// What Chromium's Issues panel (and Lighthouse's "inspector-issues") reports
// on each kind of page: no Content-Security-Policy violation (zod's eval probe
// used to cause one on every page), and no form field the browser cannot fill.

const PAGES = ['/', '/modelos', '/en/models?gender=woman', '/blog', '/contato', '/agenciamiento'];

// Chromium does not fill birth dates and reports the standard "bday" token as
// "wrong but well intended"; it stays for the browsers that do.
const ACCEPTED = new Set(['FormInputHasWrongButWellIntendedAutocompleteValueError']);

test('no page of the site raises a browser issue', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const issues: string[] = [];
  let current = '';
  cdp.on('Audits.issueAdded', ({ issue }) => {
    const generic = issue.details.genericIssueDetails?.errorType;
    if (generic && ACCEPTED.has(generic)) return;
    issues.push(`${current}: ${issue.code}${generic ? ` ${generic}` : ''}`);
  });
  await cdp.send('Audits.enable');
  for (const path of PAGES) {
    current = path;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The checks run once the page's scripts have started.
    await page.waitForLoadState('networkidle');
  }
  const profile = page.locator('#talent-grid a[data-card-link]').first();
  await page.goto('/modelos');
  current = 'a profile';
  await profile.click();
  await expect(page.getByTestId('measurements')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(issues).toEqual([]);
});
