import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { langs, pagesOfEveryType } from './support/pages';

// The server HTML of one page of each type in each language, as a crawler or
// a screen reader gets it, validated with html-validate's standard preset.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

for (const lang of langs) {
  test(`every page type in ${lang} is valid HTML`, async ({ request }) => {
    test.setTimeout(120_000);
    const { pages, missing } = await pagesOfEveryType(lang);
    const paths = [...pages, missing];
    for (const path of paths) {
      const response = await request.get(path);
      expect([200, 404], path).toContain(response.status());
      const report = await validator.validateString(await response.text());
      const problems = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
      );
      expect(problems, `${path} validates`).toEqual([]);
    }
  });
}
