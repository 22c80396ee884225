// A part of the blog is no post: the header's plain language switch, not blog/[id]/[slug]'s.
export { default } from '../../../default';
