import type { FieldError, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SafetyRules } from '@agency/rules/safety';
import type { z } from '@/lib/zod';
import {
  recruitmentIssues,
  recruitmentSchemaFor,
  type RecruitmentValues,
} from '@/lib/forms/recruitment';

/**
 * zod skips an object's own check once a field has failed, so without this a minor would learn
 * of the missing guardian fields only after fixing the rest.
 */
export function recruitmentResolver(rules: SafetyRules): Resolver<RecruitmentValues> {
  // Any field may still be empty while the visitor fills the form; the schema says which must not.
  const schema = recruitmentSchemaFor(rules) as z.ZodType<RecruitmentValues, RecruitmentValues>;
  const resolver = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, FieldError>;
    if (Object.keys(errors).length === 0) return result;
    const merged: Record<string, FieldError> = { ...errors };
    for (const issue of recruitmentIssues(values, rules))
      merged[issue.path] ??= { type: 'custom', message: issue.message };
    return { values: {}, errors: merged };
  };
}
