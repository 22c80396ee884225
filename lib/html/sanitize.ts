import 'server-only';
import sanitizeHtml from 'sanitize-html';

// CMS HTML is rendered only after this: scripts, event handlers, styles and javascript: URLs go.
// The page owns its h1, so CMS headings start at h2.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'small',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' },
    }),
  },
};

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, options);
}
