// Shown wherever a talent or post picture fails to load.
export const FALLBACK_COVER = '/images/fallback-cover.svg';
