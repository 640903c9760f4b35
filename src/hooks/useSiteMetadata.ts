import { graphql, useStaticQuery } from 'gatsby';

/** The site configuration (src/config/site.ts) as served by GraphQL: one static query, shared by all pages. */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          buildYear
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
  return data.site.siteMetadata;
}
