import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.route(/q=julia.*_rsc|_rsc.*q=julia/, async (route) => {
  const response = await route.fetch();
  const body = await response.text();
  console.log('RSC', response.status(), JSON.stringify(response.headers()).slice(0, 600));
  console.log(body.slice(0, 1500));
  console.log('has Júlia', body.includes('Júlia'), body.length);
  await route.fulfill({ response, body });
});
await page.goto('http://127.0.0.1:3210/' + (process.argv[2] ?? 'modelos'));
await page.waitForTimeout(2000);
await page.getByRole('searchbox').fill('julia'); await page.getByRole('searchbox').press('Enter');
await page.waitForTimeout(3000);
console.log(page.url(), await page.getByTestId('talent-count').textContent());
await browser.close();
