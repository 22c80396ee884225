import type { z } from '@/lib/zod';

/**
 * The fields of a form's schema that refuse to be left empty, so a form marks
 * as required exactly what its schema (shared with the server) requires.
 */
export function requiredFieldNames(schema: z.ZodObject): ReadonlySet<string> {
  return new Set(
    Object.entries(schema.shape)
      .filter(([, field]) => !field.safeParse(undefined).success && !field.safeParse('').success)
      .map(([name]) => name),
  );
}
