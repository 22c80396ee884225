// Recruitment categories ("licenses" in the main API). The API names them in
// Portuguese whatever language is asked, so the site words them itself, by id
// (messages: Options.licenses). An id the site does not know yet keeps the
// API's word rather than vanishing.
import type { Option } from './types';

export function licenseOptions(
  licenses: readonly Option[],
  labels: Readonly<Record<string, string>>,
): Option[] {
  return licenses.map(({ value, label }) => ({
    value,
    label: Object.hasOwn(labels, value) ? labels[value]! : label,
  }));
}
