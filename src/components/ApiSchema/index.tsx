import { useApiSchema } from '../../contexts/apiReference';
import { translate } from '../../i18n/translate';
import type { SchemaView } from '../../lib/openapi/viewTypes';
import { ApiCode } from '../ApiCode';
import { ApiFieldTable, CodeValues, UnverifiedBadge } from '../ApiFieldTable';
import { ApiText } from '../ApiText';
import { DocLink } from '../DocLink';
import * as styles from './styles';

export interface ApiSchemaProps {
  /** Schema name in content/openapi/components/; an unknown name fails the build. */
  name: string;
  /** Also list the operations that use the schema (default true). */
  usage?: boolean | string;
}

/** The rendering of one schema; exported for tests, which pass the view directly. */
export function SchemaReference({ view, usage = true }: { view: SchemaView; usage?: boolean }) {
  return (
    <section
      css={styles.schema}
      id={`schema-${view.name}`}
      aria-label={translate('theme.ApiSchema.region', { name: view.name })}
      data-schema={view.name}
    >
      {view.unverified ? <UnverifiedBadge /> : null}
      {view.description ? (
        <p>
          <ApiText text={view.description} />
        </p>
      ) : null}
      {view.enum ? (
        <p>
          {translate('theme.ApiSchema.values')}: <CodeValues values={view.enum} />
        </p>
      ) : (
        <ApiFieldTable rows={view.rows} name={view.name} />
      )}
      {view.example && !view.enum ? (
        <ApiCode
          html={view.example.html}
          prism={view.example.prism}
          title={translate('theme.ApiSchema.example', { name: view.name })}
        />
      ) : null}
      {usage && view.usedBy.length ? (
        <>
          <p css={styles.title}>{translate('theme.ApiSchema.usedBy')}</p>
          <ul css={styles.usedBy}>
            {view.usedBy.map((op) => (
              <li key={op.id}>
                <DocLink href={`${op.page}#${op.id}`}>{op.summary}</DocLink>{' '}
                <code dir="ltr" css={styles.endpoint}>
                  {op.method} {op.path}
                </code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** One named schema of the OpenAPI definition: description, field table, example and where it is used. */
export function ApiSchema({ name, usage = true }: ApiSchemaProps) {
  const view = useApiSchema(name);
  return <SchemaReference view={view} usage={usage !== false && usage !== 'false'} />;
}
