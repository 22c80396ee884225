type Props = { data: Record<string, unknown> };

/** Structured data for search engines; '<' is escaped so CMS text cannot close the script. */
export function JsonLd({ data }: Props) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
