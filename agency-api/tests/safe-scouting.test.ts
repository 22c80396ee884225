/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fourImages,
  hasGpsTag,
  jpeg,
  phoneJpeg,
  scoutForm,
  SCOUT_FIELDS,
} from './form-fixtures.js';
import { call, panelToken, startServer, type TestServer } from './helpers.js';

// The safety rules of an application, sent straight to the agency API as a
// client that skipped the site would: age, guardian, consents, photo metadata.

// A clock the tests move: the age rule and the consent times read it.
const clock = { now: new Date('2026-11-23T12:00:00Z') };
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ now: () => clock.now });
  token = await panelToken(server);
});
afterAll(() => server.close());

const post = (body: FormData) =>
  call(server, token, '/api/get-scouted/pt', { method: 'POST', body });
const stored = async (id: number) =>
  (
    (await (await call(server, token, '/api/submissions?kind=get-scouted')).json()) as any
  ).data.find((s: any) => s.id === id);
const count = async () =>
  ((await (await call(server, token, '/api/submissions')).json()) as any).data.length;
const uploads = () => {
  const dir = path.join(server.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

const GUARDIAN = {
  guardian_name: 'Ana Souza',
  guardian_relationship: 'mother',
  guardian_email: 'ana@example.com',
  guardian_phone: '+55 11 98888-0000',
  guardian_consent: 'true',
};
// Ages on the clock's day (2026-11-23).
const THIRTEEN = '2013-06-01';
const SIXTEEN = '2010-05-10';

describe('age and guardian', () => {
  it('refuses an applicant under the minimum age and stores nothing', async () => {
    const [before, files] = [await count(), uploads()];
    const res = await post(
      scoutForm(await fourImages(), { ...SCOUT_FIELDS, ...GUARDIAN, birthdate: THIRTEEN }),
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as any).errors).toEqual({ birthdate: ['tooYoung'] });
    expect(await count()).toBe(before);
    expect(uploads()).toEqual(files);
  });

  it('counts the age on the clock: 14 on the birthday itself is accepted', async () => {
    const res = await post(
      scoutForm(await fourImages(), { ...SCOUT_FIELDS, ...GUARDIAN, birthdate: '2012-11-23' }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses a minor without a guardian, naming every missing field', async () => {
    const before = await count();
    const res = await post(scoutForm(await fourImages(), { ...SCOUT_FIELDS, birthdate: SIXTEEN }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as any).errors).toEqual({
      guardian_name: ['required'],
      guardian_relationship: ['required'],
      guardian_email: ['required'],
      guardian_phone: ['required'],
      guardian_consent: ['guardianConsentRequired'],
    });
    // The guardian's data without the guardian's own consent is not enough.
    const unconsented = await post(
      scoutForm(await fourImages(), {
        ...SCOUT_FIELDS,
        ...GUARDIAN,
        guardian_consent: 'false',
        birthdate: SIXTEEN,
      }),
    );
    expect(((await unconsented.json()) as any).errors).toEqual({
      guardian_consent: ['guardianConsentRequired'],
    });
    expect(await count()).toBe(before);
  });

  it('stores a minor with the guardian, both consents with time and version, pending', async () => {
    const res = await post(
      scoutForm(await fourImages(), {
        ...SCOUT_FIELDS,
        ...GUARDIAN,
        birthdate: SIXTEEN,
        consent_promotion: 'true',
      }),
    );
    expect(res.status).toBe(201);
    const row = await stored(((await res.json()) as any).data.id);
    const at = clock.now.toISOString();
    const consent = { given: true, at, privacy_version: '2026-11-26' };
    expect(row.minor).toBe(true);
    expect(row.guardian_confirmed_at).toBeNull();
    expect(row.fields.guardian).toEqual({
      name: 'Ana Souza',
      relationship: 'mother',
      email: 'ana@example.com',
      phone: '+55 11 98888-0000',
      consent,
      status: 'pending',
    });
    expect(row.fields.consents).toEqual({ evaluation: consent, promotion: consent });
    expect(row.fields).not.toHaveProperty('guardian_name');
    expect(row.fields).not.toHaveProperty('consent_evaluation');
  });

  it('stores an adult without guardian data, the promotion consent off when not ticked', async () => {
    const res = await post(scoutForm(await fourImages(), { ...SCOUT_FIELDS, ...GUARDIAN }));
    expect(res.status).toBe(201);
    const row = await stored(((await res.json()) as any).data.id);
    expect(row.minor).toBe(false);
    expect(row.fields).not.toHaveProperty('guardian');
    expect(row.fields.consents.promotion).toEqual({
      given: false,
      at: clock.now.toISOString(),
      privacy_version: '2026-11-26',
    });
  });

  it('stores the privacy version it publishes, whatever version the client sends', async () => {
    const res = await post(
      scoutForm(await fourImages(), { ...SCOUT_FIELDS, ...GUARDIAN, privacy_version: 'v1' }),
    );
    expect(res.status).toBe(201);
    const row = await stored(((await res.json()) as any).data.id);
    const published = (
      (await (await call(server, token, '/api/contents/privacy/pt/privacy')).json()) as any
    ).data.version;
    expect(published).toBe('2026-11-26');
    expect(row.fields.consents.evaluation.privacy_version).toBe(published);
    expect(row.fields.consents.promotion.privacy_version).toBe(published);
  });

  it('refuses an application without the evaluation consent or privacy version', async () => {
    const fields: Record<string, string> = { ...SCOUT_FIELDS, consent_evaluation: 'false' };
    delete fields.privacy_version;
    const res = await post(scoutForm(await fourImages(), fields));
    expect(res.status).toBe(422);
    expect(((await res.json()) as any).errors).toEqual({
      consent_evaluation: ['consentRequired'],
      privacy_version: ['required'],
    });
  });
});

describe('photos without metadata', () => {
  it('stores a phone JPEG without its EXIF and GPS position, at most 2000 px long', async () => {
    const photo = await phoneJpeg(2400, 1200);
    const sent = await sharp(photo).metadata();
    expect(hasGpsTag(sent.exif)).toBe(true); // the test's photo does carry a position
    const res = await post(scoutForm({ ...(await fourImages()), image_1: photo }));
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as any).data;
    const file = path.join(server.dataDir, 'uploads', String(id), 'image_1.jpg');
    const kept = await sharp(fs.readFileSync(file)).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(hasGpsTag(kept.exif)).toBe(false);
    expect(kept.xmp).toBeUndefined();
    expect([kept.width, kept.height]).toEqual([2000, 1000]);
  });

  it('refuses with 415 a file that starts like a JPEG but cannot be decoded', async () => {
    const [before, files] = [await count(), uploads()];
    const res = await post(scoutForm({ ...(await fourImages()), image_2: jpeg(3000) }));
    expect(res.status).toBe(415);
    expect(((await res.json()) as any).field).toBe('image_2');
    expect(await count()).toBe(before);
    expect(uploads()).toEqual(files);
  });
});

describe('safety and privacy pages', () => {
  it('has the safety page in three languages and states the configured periods', async () => {
    for (const lang of ['pt', 'en', 'es']) {
      const safety = await call(server, token, `/api/contents/safety/${lang}/safety`);
      expect(safety.status).toBe(200);
      const privacy = (
        (await (await call(server, token, `/api/contents/privacy/${lang}/privacy`)).json()) as any
      ).data;
      expect(privacy.version).toBe('2026-11-26');
      expect(privacy.content).toContain('<strong>180 ');
      expect(privacy.content).toContain('<strong>15 ');
      expect(privacy.content).toContain('privacy@example.com');
      expect(privacy.content).not.toContain('{{');
    }
    const en = ((await (await call(server, token, '/api/contents/safety/en/safety')).json()) as any)
      .data;
    expect(en.content).toContain('We never charge a fee');
    expect(en.content).toContain('never ask for nude or lingerie photos');
  });
});
