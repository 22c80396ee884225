// What a review board's form gets back from its Server Action. `error` is a key of the `Review`
// namespace (a field's or the form's); `values` are what was typed, kept when refused.
export type ReviewFormState = {
  status: 'idle' | 'saved' | 'invalid' | 'error' | 'limited' | 'unavailable';
  error?: string;
  values?: Record<string, string>;
};

export const initialReviewState: ReviewFormState = { status: 'idle' };
