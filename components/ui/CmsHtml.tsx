type Props = { html: string; className?: string };

/** Renders HTML that lib/html/sanitize.ts has already cleaned on the server. */
export function CmsHtml({ html, className = '' }: Props) {
  return (
    <div
      className={`prose-cms max-w-3xl ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
