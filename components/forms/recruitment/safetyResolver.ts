import type { FieldError, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SafetyRules } from '@agency/rules/safety';
import { applicationIssues, recruitmentBrowserSchema } from '@/lib/forms/recruitment';
import type { RecruitmentValues } from './values';

/**
 * The schema's resolver, plus the age and contact rule when other fields
 * already failed. The schema applies the rule itself, but zod skips an
 * object's own check once a field has stopped with its first reason, so
 * without this a minor would learn of the missing guardian fields only after
 * fixing the rest. Same rule function as the schema's: one rule, said at once.
 */
export function recruitmentResolver(rules: SafetyRules): Resolver<RecruitmentValues> {
  const resolver = zodResolver(recruitmentBrowserSchema(rules));
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, FieldError>;
    if (Object.keys(errors).length === 0) return result;
    const merged: Record<string, FieldError> = { ...errors };
    for (const issue of applicationIssues(values, rules))
      merged[issue.path] ??= { type: 'custom', message: issue.message };
    return { values: {}, errors: merged };
  };
}
