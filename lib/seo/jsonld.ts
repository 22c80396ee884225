// Schema.org descriptions of our pages (JSON-LD), as plain objects.

type Crumb = { name: string; url: string };

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function organization(input: {
  name: string;
  url: string;
  email: string;
  logo?: string | null;
  sameAs: string[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    email: input.email,
    ...(input.logo ? { logo: input.logo } : {}),
    sameAs: input.sameAs,
  };
}

export function profilePage(input: {
  name: string;
  url: string;
  image: string | null;
  height?: string | null;
  updatedAt?: string | null;
  agency: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: input.url,
    ...(input.updatedAt ? { dateModified: input.updatedAt } : {}),
    mainEntity: {
      '@type': 'Person',
      name: input.name,
      ...(input.image ? { image: input.image } : {}),
      ...(input.height
        ? { height: { '@type': 'QuantitativeValue', value: Number(input.height), unitCode: 'CMT' } }
        : {}),
      affiliation: { '@type': 'Organization', name: input.agency },
    },
  };
}

export function blogPosting(input: {
  title: string;
  description: string;
  url: string;
  image: string | null;
  publishedAt: string | null;
  updatedAt: string | null;
  publisher: string;
  publisherUrl: string;
  language: string;
}) {
  // Posts carry no author of their own: the agency writes them.
  const agency = { '@type': 'Organization', name: input.publisher, url: input.publisherUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    url: input.url,
    inLanguage: input.language,
    ...(input.image ? { image: input.image } : {}),
    ...(input.publishedAt ? { datePublished: input.publishedAt } : {}),
    ...(input.updatedAt ? { dateModified: input.updatedAt } : {}),
    author: agency,
    publisher: agency,
    mainEntityOfPage: input.url,
  };
}
