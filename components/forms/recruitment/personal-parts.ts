import type { TextFieldSpec } from './TextInput';

// The personal part of the application, in page order: PersonalFields renders it, and the error
// summary (useRecruitmentFields) names its fields in the same order from it.
export const PERSONAL_PARTS = [
  { kind: 'text', name: 'name', type: 'text', autoComplete: 'name' },
  { kind: 'text', name: 'email', type: 'email', autoComplete: 'email' },
  { kind: 'text', name: 'phone', type: 'tel', autoComplete: 'tel' },
  { kind: 'text', name: 'contact', type: 'text', autoComplete: 'off' },
  { kind: 'place', names: ['country', 'state', 'city'] },
  { kind: 'select', name: 'gender' },
  { kind: 'select', name: 'category' },
  { kind: 'text', name: 'drt', type: 'text', autoComplete: 'off' },
  { kind: 'text', name: 'instagram', type: 'text', autoComplete: 'off' },
  { kind: 'text', name: 'tiktok', type: 'text', autoComplete: 'off' },
] as const satisfies readonly (
  | ({ kind: 'text' } & TextFieldSpec)
  | { kind: 'place'; names: readonly string[] }
  | { kind: 'select'; name: 'gender' | 'category' }
)[];

export type PersonalPart = (typeof PERSONAL_PARTS)[number];

/** The parts a visitor is asked: a minor's contact person is the guardian, asked above. */
export const personalParts = (minor: boolean): PersonalPart[] =>
  PERSONAL_PARTS.filter((part) => !(minor && 'name' in part && part.name === 'contact'));

type NamesOf<P> = P extends { names: readonly (infer N)[] }
  ? N
  : P extends { name: infer N }
    ? N
    : never;
export type PersonalFieldName = NamesOf<PersonalPart>;

/** The field names of those parts, in page order. */
export const personalFieldNames = (minor: boolean): PersonalFieldName[] =>
  personalParts(minor).flatMap((part): PersonalFieldName[] =>
    'names' in part ? [...part.names] : [part.name],
  );
