/** A page of the agency's contents: title and HTML (the site sanitizes it). */
export type Page = { title: string; content: string };
