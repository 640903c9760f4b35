import { Helmet } from 'react-helmet';
import { siteConfig as site } from '../../config/site';
import { translate } from '../../i18n/translate';
import { markdownTwinPath } from '../../lib/twinPath';

/** Files in static/ made once by tools/make-og-image.mjs (see README there). */
export const SITE_ASSETS = {
  ogImage: { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' },
  faviconIco: '/favicon.ico',
  faviconSvg: '/favicon.svg',
  appleTouchIcon: '/apple-touch-icon.png',
  manifest: '/manifest.webmanifest',
  logo: '/icon-512.png',
  themeColor: '#1a56b8',
} as const;

export interface SeoProps {
  /** The page's own title; the site title is appended after the delimiter. */
  title: string;
  description?: string | null;
  /** The page's route, for the canonical URL. */
  route: string;
  /** The not-found page is not canonical anywhere and must not be indexed. */
  noindex?: boolean;
  /**
   * A documentation page: adds the TechArticle JSON-LD, the article OpenGraph fields and the link to the
   * page's Markdown twin (`<route>.md`).
   */
  article?: { dateModified?: string | null };
}

/** JSON inside <script>: `<` escaped so no string in it can close the element. */
function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The head of a page: title, description, canonical URL, OpenGraph and Twitter cards, JSON-LD, icons and
 * manifest, and for documents the `text/markdown` alternate that AI assistants and tools can fetch.
 */
export function Seo({ title, description, route, noindex, article }: SeoProps) {
  const origin = site.url.replace(/\/$/, '');
  const fullTitle = title === site.title ? title : `${title} ${site.titleDelimiter} ${site.title}`;
  const canonical = `${origin}${route === '/' ? '/' : route}`;
  const metaDescription = description || site.tagline;
  const image = `${origin}${SITE_ASSETS.ogImage.path}`;
  const imageAlt = translate('theme.Seo.ogImageAlt');
  const ogLocale = site.locale.htmlLang.replace('-', '_');
  const twin = article && !noindex ? markdownTwinPath(route) : null;

  const structured = article
    ? {
        '@context': 'https://schema.org',
        '@type': 'TechArticle',
        headline: title,
        description: metaDescription,
        inLanguage: site.locale.htmlLang,
        url: canonical,
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        image,
        ...(article.dateModified ? { dateModified: article.dateModified } : {}),
        isPartOf: { '@type': 'WebSite', name: site.title, url: `${origin}/` },
        publisher: {
          '@type': 'Organization',
          name: site.title,
          url: `${origin}/`,
          logo: { '@type': 'ImageObject', url: `${origin}${SITE_ASSETS.logo}` },
        },
        ...(twin
          ? { encoding: { '@type': 'MediaObject', encodingFormat: 'text/markdown', contentUrl: `${origin}${twin}` } }
          : {}),
      }
    : null;

  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {twin ? <link rel="alternate" type="text/markdown" href={twin} title={`${title} (Markdown)`} /> : null}
      <link rel="icon" href={SITE_ASSETS.faviconIco} sizes="32x32" />
      <link rel="icon" href={SITE_ASSETS.faviconSvg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={SITE_ASSETS.appleTouchIcon} />
      <link rel="manifest" href={SITE_ASSETS.manifest} />
      <meta name="theme-color" content={SITE_ASSETS.themeColor} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content={ogLocale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      {noindex ? null : <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={SITE_ASSETS.ogImage.type} />
      <meta property="og:image:width" content={String(SITE_ASSETS.ogImage.width)} />
      <meta property="og:image:height" content={String(SITE_ASSETS.ogImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {article?.dateModified ? <meta property="article:modified_time" content={article.dateModified} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {structured ? <script type="application/ld+json">{jsonLd(structured)}</script> : null}
    </Helmet>
  );
}
