export const LOCALE_SWITCH_LOADING_MS = 600;
// The largest page asked of the agency API when a whole roster is needed
// (sitemap, form checks), and how many such pages are read at most.
export const TALENTS_PAGE_SIZE = 1000;
export const MAX_ROSTER_PAGES = 100;
export const BLOG_PAGE_SIZE = 12;
/** The blog grows its first page up to this many portions (/blog/mais/8: 96 posts); then pages. */
export const MAX_BLOG_PORTIONS = 8;
export const SLIDER_AUTOPLAY_MS = 5000;
export const SLIDER_SPEED_MS = 2500;
export const MOBILE_PICTURE_MAX_PX = 650;
export const SLIDER_MODE_BREAKPOINT_PX = 768;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const INFINITE_SCROLL_THRESHOLD = 0.2;
export const INFINITE_SCROLL_MARGIN_PX = 300;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** From this width (64rem: 1024 px at the default text size) the header's menu is inline. */
export const INLINE_MENU_QUERY = '(min-width: 64rem)';
/** How long a loaded video player has to answer before its poster stays, with a link to the video's host. */
export const PLAYER_READY_TIMEOUT_MS = 8000;
/** The reference agency API's address, the default of MAIN_API_URL and PANEL_API_URL. */
export const DEFAULT_API_URL = 'http://127.0.0.1:4000';
/** A review board's limits (its talents are a selection's, MAX_SELECTION): reviewers, a name, a comment (characters). */
export const REVIEW_MAX_REVIEWERS = 50;
export const REVIEW_NAME_MAX = 60;
export const REVIEW_COMMENT_MAX = 500;

/** How often an open review board asks whether the team changed it. */
export const REVIEW_REFRESH_SECONDS = 10;
