import { afterEach, describe, expect, it, vi } from 'vitest';
import { agencyForFile } from '../support/agency-server';

// The server-side form checks against a real agency API: ids are looked up in
// its catalogue and what the agency receives is named from there.
const agency = agencyForFile();

afterEach(() => {
  vi.doUnmock('@/lib/agency-api/forms');
  vi.doUnmock('next/headers');
  vi.restoreAllMocks();
});

async function modules() {
  agency.siteEnv();
  return {
    checks: await import('@/lib/actions/form-catalogue'),
    talents: await import('@/lib/agency-api/talents'),
  };
}

describe('checkFavorites', () => {
  it('refuses an id the agency does not have', async () => {
    const { checks } = await modules();
    const result = await checks.checkFavorites([{ id: 999_999_999 }], 'en');
    expect(result).toEqual({
      ok: false,
      errors: { favorites: 'invalidOption' },
      message: 'favoritesUnavailable',
      unavailable: [999_999_999],
    });
  });

  it("sends each talent's id, name, category and profile link from the catalogue", async () => {
    const { checks, talents } = await modules();
    const [model] = await talents.listAllTalents('models', 'en');
    const result = await checks.checkFavorites([{ id: model!.id }], 'en');
    expect(result.ok).toBe(true);
    const [entry] = result.ok ? result.data : [];
    expect(entry).toEqual({
      id: model!.id,
      name: model!.name,
      category: 'Modelo',
      link: expect.stringMatching(new RegExp(`^https://agency\\.example/en/models/${model!.id}/`)),
    });
  });
});

describe('checkPlaces', () => {
  const chosen = {
    country: '1',
    state: '1',
    city: '1',
    category: '1',
  };

  it('takes the labels from the API: the browser sends ids only', async () => {
    const { checks } = await modules();
    const forged = {
      ...chosen,
      category: '2150',
    };
    const result = await checks.checkPlaces(forged, 'en');
    expect(result).toEqual({
      ok: true,
      data: {
        country: { label: 'Brazil', value: 1 },
        state: { label: 'São Paulo', value: 1 },
        city: { label: 'São Paulo', value: 1 },
        category: { label: 'Influencer', value: 2150 },
      },
    });
  });

  it('refuses ids that do not exist or do not belong together', async () => {
    const { checks } = await modules();
    expect(await checks.checkPlaces({ ...chosen, country: '987654' }, 'pt')).toEqual({
      ok: false,
      errors: { country: 'invalidOption', state: 'invalidOption', city: 'invalidOption' },
    });
    // A state of Brazil is not a state of Portugal, nor its cities.
    const { getCountriesAndLicenses } = await import('@/lib/agency-api/attributes');
    const { countries } = await getCountriesAndLicenses('pt');
    const other = countries.find((c) => c.id !== 1)!;
    expect(await checks.checkPlaces({ ...chosen, country: String(other.id) }, 'pt')).toMatchObject({
      ok: false,
      errors: { state: 'invalidOption' },
    });
    expect(await checks.checkPlaces({ ...chosen, category: '3' }, 'pt')).toEqual({
      ok: false,
      errors: { category: 'invalidOption' },
    });
  });
});

describe('submitForm', () => {
  it("answers the agency API's validation refusal with the form's field errors", async () => {
    await modules();
    const { ApiRejectedError } = await import('@/lib/agency-api/errors');
    vi.doMock('@/lib/agency-api/forms', () => ({
      forwardForm: async () => {
        throw new ApiRejectedError(422, {
          message: 'The given data was invalid.',
          errors: { email: ['email'], image_2: ['required'], nickname: ['max'] },
        });
      },
    }));
    vi.doMock('next/headers', () => ({ headers: async () => new Headers() }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { submitForm } = await import('@/lib/actions/submit');
    const typed = { name: 'Ana Lima', phone: '1', message: 'Hola', email: 'a@b' };
    const answer = await submitForm({
      kind: 'contact',
      locale: 'es',
      validated: { ok: true, data: typed },
      fields: ['name', 'phone', 'message', 'email', 'image_2'],
      typed,
    });
    // The refusal of a field the form does not have is not pointed at any field.
    expect(answer).toEqual({
      status: 'invalid',
      fieldErrors: { email: 'invalidEmail', image_2: 'fileRequired' },
      values: typed,
    });
    // Logged once, without what the visitor wrote.
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]![0]);
    expect(JSON.parse(line)).toMatchObject({ route: 'contact form action', status: 422 });
    expect(line).not.toContain('Ana Lima');
  });
});
