type Props = { html: string; className?: string };

export function CmsHtml({ html, className = '' }: Props) {
  return (
    <div
      className={`prose-cms max-w-3xl ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
