import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../e2e/support/pdf';
import { agencyForFile } from '../support/agency-server';

// GET /api/selection-pdf against a real agency API: the composites it renders
// are merged behind a cover that names every talent.
const agency = agencyForFile();

async function modules() {
  agency.siteEnv({ SITE_NAME: 'Casa Agency', FORM_RATE_LIMIT: '1000' });
  return {
    route: await import('@/app/api/selection-pdf/route'),
    talents: {
      ...(await import('@/lib/agency-api/talents')),
      ...(await import('@/lib/agency-api/profile')),
    },
  };
}

const get = (route: { GET: (r: Request) => Promise<Response> }, query: string) =>
  route.GET(new Request(`http://site.test/api/selection-pdf?${query}`));

describe('selection PDF', () => {
  it('has a cover naming every talent, then two pages per composite; a missing one is listed', async () => {
    const { route, talents } = await modules();
    const models = await talents.listAllTalents('models', 'en');
    const withCompo: { id: number; name: string }[] = [];
    let without: { id: number; name: string } | undefined;
    for (const model of models) {
      const profile = await talents.getTalentProfile(model.id, 'en');
      if (profile?.compo && withCompo.length < 3) withCompo.push(model);
      if (profile && !profile.compo) without ??= model;
      if (withCompo.length === 3 && without) break;
    }
    expect(without).toBeDefined();
    const chosen = [withCompo[0]!, without!, withCompo[1]!, withCompo[2]!];
    const response = await get(route, `ids=${chosen.map((t) => t.id).join(',')},999999&lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/filename="Casa Agency selection \d{4}-\d{2}-\d{2}\.pdf"/);
    const bytes = Buffer.from(await response.arrayBuffer());
    // Two pages per composite card, and one drawn for the talent without a card.
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1 + 2 * 3 + 1);
    const cover = pdfText(bytes);
    expect(cover).toContain('Casa Agency');
    chosen.forEach((talent, i) => expect(cover).toContain(`${i + 1}. ${talent.name}`));
    // The talent without a card has a page the site drew: starred, its units said once.
    expect(cover).toContain(`2. ${without!.name} *`);
    expect(cover).toContain('* Pages made by the site: measurements in ft/in, shoe sizes US.');
    expect(cover).not.toContain('composite not available');
    expect(cover).toContain('https://agency.example/en/models/');
    expect(cover).toContain('No longer available: #999999');
    // The way back is the shared selection's page, with every id the link named.
    const ids = [...chosen.map((t) => t.id), 999999].join(',');
    expect(cover.replace(/\n/g, '')).toContain(`https://agency.example/en/selection?ids=${ids}`);
  });

  it('answers bad input and limits with a translated 4xx', async () => {
    const { route } = await modules();
    const many = Array.from({ length: 31 }, (_, i) => i + 1).join(',');
    const tooMany = await get(route, `ids=${many}&lang=es`);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toContain('30 talentos');
    const none = await get(route, 'ids=abc,-1&lang=pt');
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe(
      'Escolha pelo menos um talento para o PDF.',
    );
    expect((await get(route, 'ids=1&lang=fr')).status).toBe(400);
  });

  it('is rate-limited per address like the forms', async () => {
    const { route } = await modules();
    process.env.FORM_RATE_LIMIT = '2';
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(route, 'ids=999998&lang=en')).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
