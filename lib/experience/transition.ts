// Page changes fade out then in (about 1 s in all); when
// the layout itself is replaced (another language's layout) it fades in faster.
export const PAGE_FADE_S = 0.5;
export const LAYOUT_FADE_S = 0.3;
