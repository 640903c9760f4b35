import { css } from '@emotion/react';
import { Link } from 'gatsby';
import { translate } from '../../i18n/translate';
import { persianYear } from '../../i18n/format';
import { mq } from '../../theme/tokens';
import { footerColumns } from './links';

const footer = css`
  margin-top: 3rem;
  padding: 2.5rem 1rem 1.5rem;
  background: var(--metis-bg-soft);
  color: var(--metis-text-muted);
  border-top: 1px solid var(--metis-border);
`;

const columns = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.5rem;
  max-width: 1100px;
  margin: 0 auto;
  ${mq.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const title = css`
  margin: 0 0 0.5rem;
  font-weight: 700;
  color: var(--metis-text);
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin: 0.3rem 0;
  }
  a {
    color: var(--metis-text-muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--metis-link);
    text-decoration: underline;
  }
`;

const copyright = css`
  margin: 2rem 0 0;
  text-align: center;
  font-size: 0.875rem;
`;

/**
 * Links into the docs and the copyright line. The year is the Persian-calendar year of the build, so the
 * server and the browser print the same one.
 */
export function Footer({ buildTime }: { buildTime: string }) {
  return (
    <footer css={footer}>
      <nav aria-label={translate('theme.footer.label')}>
        <div css={columns}>
          {footerColumns.map((column) => (
            <div key={column.titleId}>
              <p css={title}>{translate(column.titleId)}</p>
              <ul css={list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{translate(link.labelId)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <p css={copyright}>{translate('theme.footer.copyright', { year: persianYear(new Date(buildTime)) })}</p>
    </footer>
  );
}
