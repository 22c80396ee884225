import { useTranslations } from 'next-intl';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useValidationText } from './Field';

/** A field as the summary names it: the id it links to and the label the page gives it. */
export type SummaryField = { name: string; id: string; label: string };

type Props = { fields: readonly SummaryField[]; errors: FieldErrors<FieldValues> };

export const ERROR_SUMMARY_TITLE_ID = 'error-summary-title';

/**
 * GOV.UK's error summary, under the form's notice at the top of a refused form, where a post
 * without scripts lands (useActionForm): each refused field named and linked, in page order, so
 * the first Tab reaches the list, not the Send button past the fields marked red. `fields` is the
 * form's page order; an error of a field it does not list (the quote's talents) is said elsewhere.
 */
export function ErrorSummary({ fields, errors }: Props) {
  const t = useTranslations('Forms');
  const text = useValidationText();
  const refused = fields.flatMap((field) => {
    const message = errors[field.name]?.message;
    return typeof message === 'string' ? [{ ...field, message }] : [];
  });
  if (refused.length === 0) return null;
  return (
    <div
      role="group"
      aria-labelledby={ERROR_SUMMARY_TITLE_ID}
      data-testid="error-summary"
      className="border-l-4 border-danger px-4 py-3"
    >
      <p id={ERROR_SUMMARY_TITLE_ID} className="font-medium">
        {t('errorSummary', { count: refused.length })}
      </p>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {refused.map(({ name, id, label, message }) => (
          <li key={name}>
            <a
              href={`#${id}`}
              className="inline-block py-1 text-danger underline underline-offset-4"
            >
              {/* A label that is a sentence (a consent) loses its full stop before the colon. */}
              {label.replace(/\.\s*$/, '')}: {text(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
