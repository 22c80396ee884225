// The accessibility statement's own facts (app/[lang]/accessibility): change the date whenever
// its texts in messages/ change, since the statement is dated by law and by the W3C's model.

/** The day the statement was last reviewed (ISO, no time: it is a calendar date). */
export const STATEMENT_DATE = '2026-11-28';

/** How many working days the agency takes at most to answer a reported barrier. */
export const REPLY_WORKING_DAYS = 5;
