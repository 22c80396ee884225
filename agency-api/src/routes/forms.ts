import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import { isLang, type Lang } from '../lib/langs.js';
import { currentPrivacyVersion } from '../forms/privacy-version.js';
import { readForm, type FormInput } from '../forms/read.js';
import { storeSubmission, type SubmissionKind } from '../forms/store.js';
import { reencodePhoto } from '../forms/reencode.js';
import {
  SCOUT_FILES,
  validateContact,
  validateFavorites,
  validateScout,
} from '../forms/validate.js';

type Validator = (
  input: FormInput,
  lang: Lang,
) => { fields: Record<string, unknown>; minor?: boolean };

/** POST /api/contact/:lang, /api/favorites/:lang, /api/get-scouted/:lang -> 201 {data:{id}}. */
export function formRoutes(app: FastifyInstance, { db, uploadsDir, config }: Ctx): void {
  const route = (kind: SubmissionKind, validate: Validator, fileFields: readonly string[]) =>
    app.post(`/api/${kind}/:lang`, async (req: FastifyRequest, reply: FastifyReply) => {
      const { lang } = req.params as { lang: string };
      if (!isLang(lang)) {
        if (req.isMultipart())
          for await (const part of req.parts()) if (part.type === 'file') part.file.resume();
        throw notFound();
      }
      const input = await readForm(req, fileFields);
      const { fields, minor = false } = validate(input, lang);
      // Only what was valid is decoded: re-encoding is the expensive step.
      const files = await Promise.all(input.files.map(reencodePhoto));
      const id = await storeSubmission(db, uploadsDir, {
        kind,
        lang,
        fields,
        files,
        minor,
        createdAt: config.now(),
      });
      return reply.code(201).send({ data: { id } });
    });
  route('contact', (input) => ({ fields: validateContact(input) }), []);
  route('favorites', (input) => ({ fields: validateFavorites(input) }), []);
  const rules = { minAge: config.minAge, today: config.now };
  route(
    'get-scouted',
    (input, lang) => validateScout(input, rules, currentPrivacyVersion(db, lang)),
    SCOUT_FILES,
  );
}
