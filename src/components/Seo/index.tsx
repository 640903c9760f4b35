import { Helmet } from 'react-helmet';
import { useSiteMetadata } from '../../hooks/useSiteMetadata';

export interface SeoProps {
  /** The page's own title; the site title is appended after the delimiter. */
  title: string;
  description?: string | null;
  /** The page's route, for the canonical URL. */
  route: string;
  /** The not-found page is not canonical anywhere and must not be indexed. */
  noindex?: boolean;
}

/** `<title>page | site</title>`, the description and the canonical URL of a page. */
export function Seo({ title, description, route, noindex }: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = title === site.title ? title : `${title} ${site.titleDelimiter} ${site.title}`;
  const canonical = `${site.url.replace(/\/$/, '')}${route === '/' ? '/' : route}`;
  const metaDescription = description || site.tagline;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
    </Helmet>
  );
}
