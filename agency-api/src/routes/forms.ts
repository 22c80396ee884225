import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import { isLang } from '../lib/langs.js';
import { readForm, type FormInput } from '../forms/read.js';
import { storeSubmission, type SubmissionKind } from '../forms/store.js';
import {
  SCOUT_FILES,
  validateContact,
  validateFavorites,
  validateScout,
} from '../forms/validate.js';

type Validator = (input: FormInput) => Record<string, unknown>;

/** POST /api/contact/:lang, /api/favorites/:lang, /api/get-scouted/:lang -> 201 {data:{id}}. */
export function formRoutes(app: FastifyInstance, { db, uploadsDir }: Ctx): void {
  const route = (kind: SubmissionKind, validate: Validator, fileFields: readonly string[]) =>
    app.post(`/api/${kind}/:lang`, async (req: FastifyRequest, reply: FastifyReply) => {
      const { lang } = req.params as { lang: string };
      if (!isLang(lang)) {
        if (req.isMultipart())
          for await (const part of req.parts()) if (part.type === 'file') part.file.resume();
        throw notFound();
      }
      const input = await readForm(req, fileFields);
      const fields = validate(input);
      const id = await storeSubmission(db, uploadsDir, kind, lang, fields, input.files);
      return reply.code(201).send({ data: { id } });
    });
  route('contact', validateContact, []);
  route('favorites', validateFavorites, []);
  route('get-scouted', validateScout, SCOUT_FILES);
}
