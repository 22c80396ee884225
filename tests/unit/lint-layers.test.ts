// npm run lint fails on an import that breaks lib/'s layers or closes a cycle: the project's own
// ESLint configuration is run on imports written for the test, at paths inside lib/ (nothing is
// written to disk).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules an existing lib/ file breaks once it also has these lines. */
async function rulesBroken(path: string, lines: string): Promise<string[]> {
  const code = `${readFileSync(`${root}${path}`, 'utf8')}\n${lines}\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lib/ layers in npm run lint', () => {
  it('refuses a pure rule that imports an API reader', async () => {
    const lines =
      "import { getSlides } from '@/lib/agency-api/slides';\nexport const read = getSlides;";
    expect(await rulesBroken('lib/talents/slug.ts', lines)).toContain('import/no-restricted-paths');
  }, 30_000);

  it('refuses a folder that imports one beside it or above it, even a type', async () => {
    const type = "import type { Gender } from '@/lib/talents/gender';\nexport type Probe = Gender;";
    expect(await rulesBroken('lib/i18n/paths.ts', type)).toContain('import/no-restricted-paths');
    const beside =
      "import { windowHref } from '@/lib/lists/window';\nexport const probe = windowHref;";
    expect(await rulesBroken('lib/units/height.ts', beside)).toContain(
      'import/no-restricted-paths',
    );
  }, 30_000);

  it("keeps the browser's code and the server's apart, and the rules below the browser", async () => {
    // lib/browser stands above lib/server: its own zone keeps it off.
    const server =
      "import { logFailure } from '@/lib/server/log';\nexport const probe = logFailure;";
    expect(await rulesBroken('lib/browser/hydrated.ts', server)).toContain(
      'import/no-restricted-paths',
    );
    const hook =
      "import { useHydrated } from '@/lib/browser/hydrated';\nexport const probe = useHydrated;";
    expect(await rulesBroken('lib/favorites/map.ts', hook)).toContain('import/no-restricted-paths');
    // A browser store over a rule is the way up.
    const rule = "import { setMark } from '@/lib/selection/marks';\nexport const probe = setMark;";
    expect(await rulesBroken('lib/browser/hydrated.ts', rule)).toEqual([]);
  }, 30_000);

  it('refuses an import that closes a cycle', async () => {
    // The agency API's talents reader imports the categories: the categories importing it back
    // close a cycle of two files.
    const lines =
      "import { getTalentPage } from '@/lib/agency-api/talents';\nexport const probe = getTalentPage;";
    expect(await rulesBroken('lib/talents/categories.ts', lines)).toContain('import/no-cycle');
  }, 30_000);

  it('accepts an import from a lower layer', async () => {
    const lines =
      "import { categoryId } from '@/lib/talents/categories';\nexport const probe = categoryId;";
    expect(await rulesBroken('lib/agency-api/digest.ts', lines)).toEqual([]);
  }, 30_000);

  it('places every folder of lib/ in a layer, so none escapes the rule', async () => {
    const config = await eslint.calculateConfigForFile(`${root}lib/zod.ts`);
    const [, { zones }] = config.rules['import/no-restricted-paths'];
    const targets = zones.map((zone: { target: string }) => zone.target);
    const folders = readdirSync(`${root}lib`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `lib/${entry.name}/**`);
    expect(targets).toEqual(expect.arrayContaining(folders));
  });
});
