import { graphql, useStaticQuery } from 'gatsby';

/** The site configuration (src/config/site.ts) as served by GraphQL: one static query, shared by all pages. */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        buildTime
        siteMetadata {
          title
          tagline
          url
          baseUrl
          titleDelimiter
          hideNavbarOnScroll
          locale {
            code
            htmlLang
            direction
          }
          navbarItems {
            labelId
            href
            external
          }
          announcement {
            id
            text
            linkText
            linkTo
            dismissible
          }
          version {
            name
            label
          }
        }
      }
    }
  `);
  if (!data.site?.siteMetadata) throw new Error('siteMetadata is missing from gatsby-config');
  // The build time fixes the footer year: the same on the server and in the browser, so hydration agrees.
  return { ...data.site.siteMetadata, buildTime: String(data.site.buildTime) };
}
