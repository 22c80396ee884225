// Shown wherever a talent or post picture fails to load (SPEC.md section 9).
export const FALLBACK_COVER = '/images/fallback-cover.svg';
