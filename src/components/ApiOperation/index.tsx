import type { CSSProperties } from 'react';
import { useApiOperation } from '../../contexts/apiReference';
import { codeLines } from '../../lib/codeLines';
import { translate } from '../../i18n/translate';
import { selectForArea } from '../../lib/openapi/select';
import type { BodyView, OperationView, ParameterView, ResponseView, SampleSetView } from '../../lib/openapi/viewTypes';
import { ApiCode } from '../ApiCode';
import { ApiFieldTable, ApiType, UnverifiedBadge } from '../ApiFieldTable';
import { ApiText } from '../ApiText';
import { HydrationBoundary } from '../HydrationBoundary';
import { ScrollTable } from '../ScrollTable';
import { TabItem, Tabs } from '../Tabs';
import * as styles from './styles';

export interface ApiOperationProps {
  /** operationId in content/openapi/; an unknown id fails the build. */
  id: string;
  /** Comma-separated request example keys to show instead of the page's default ones. */
  examples?: string;
}

function Parameters({ parameters }: { parameters: ParameterView[] }) {
  return (
    <ScrollTable>
      <thead>
        <tr>
          <th scope="col">{translate('theme.ApiParameters.name')}</th>
          <th scope="col">{translate('theme.ApiParameters.in')}</th>
          <th scope="col">{translate('theme.ApiParameters.type')}</th>
          <th scope="col">{translate('theme.ApiParameters.description')}</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((p) => (
          <tr key={`${p.in}:${p.name}`}>
            <th scope="row">
              <code dir="ltr">{p.name}</code>
              <br />
              <small>{translate(p.required ? 'theme.ApiFieldTable.required' : 'theme.ApiFieldTable.optional')}</small>
              {p.unverified ? <UnverifiedBadge /> : null}
            </th>
            <td>{translate(`theme.ApiParameters.in.${p.in}`)}</td>
            <td>
              <ApiType type={p.type} />
            </td>
            <td>
              <ApiText text={p.description} />
              {p.enum ? (
                <>
                  {' '}
                  {translate('theme.ApiFieldTable.enum')} <code dir="ltr">{p.enum.join(' | ')}</code>
                </>
              ) : null}
              {p.example !== undefined ? (
                <>
                  <br />
                  <small>
                    {translate('theme.ApiFieldTable.example')} <code dir="ltr">{p.example}</code>
                  </small>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function BodySummary({ body }: { body: BodyView }) {
  return (
    <p css={styles.note}>
      {translate('theme.ApiOperation.contentType')}: <code dir="ltr">{body.contentType}</code>
      {' — '}
      {body.eventSchema ? (
        <>
          {translate('theme.ApiOperation.eventsOf')} <ApiType type={body.eventSchema} href={body.eventHref} />
        </>
      ) : (
        <>
          {translate('theme.ApiOperation.bodyType')}: <ApiType type={body.type} href={body.href} />
        </>
      )}
    </p>
  );
}

function Samples({ sets }: { sets: SampleSetView[] }) {
  return (
    <>
      {sets.map((set) => (
        <div key={set.example} data-sample-set={set.example}>
          {sets.length > 1 && set.summary ? (
            <p css={styles.note}>
              {translate('theme.ApiOperation.samplesFor', { summary: set.summary })}
              {set.unverified ? <UnverifiedBadge /> : null}
            </p>
          ) : set.unverified ? (
            <UnverifiedBadge />
          ) : null}
          {/* groupId "code": every sample group on every page follows the reader's language choice. */}
          <Tabs groupId="code">
            {set.samples.map((s) => (
              <TabItem key={s.value} value={s.value} label={s.label}>
                <ApiCode html={s.html} prism={s.prism} label={s.label} />
              </TabItem>
            ))}
          </Tabs>
        </div>
      ))}
    </>
  );
}

function Response({ response }: { response: ResponseView }) {
  const ok = response.status.startsWith('2');
  return (
    <details css={styles.response} open={ok} data-status={response.status}>
      <summary>
        <code dir="ltr" css={styles.status(response.status)}>
          {response.status}
        </code>
        <span>
          <ApiText text={response.description} />
        </span>
        {response.unverified ? <UnverifiedBadge link={false} /> : null}
      </summary>
      <div>
        {response.bodies.length === 0 ? <p css={styles.note}>{translate('theme.ApiOperation.noBody')}</p> : null}
        {response.bodies.map((body) => (
          <div key={body.contentType}>
            <BodySummary body={body} />
            {ok ? <ApiFieldTable rows={body.rows} name={body.eventSchema ?? body.type} /> : null}
          </div>
        ))}
        {response.examples.map((ex) => (
          <ApiCode
            key={`${ex.contentType}:${ex.key}`}
            html={ex.html}
            prism={ex.prism}
            title={translate('theme.ApiOperation.responseExample', { summary: ex.summary ?? ex.key })}
          />
        ))}
      </div>
    </details>
  );
}

/**
 * The block size an operation is given while it is off screen and not laid out (rem): its parts at the
 * height they take on a phone, where a table row wraps to about four lines. An estimate only: the section
 * takes its real size when it nears the viewport, and keeps it.
 */
export function operationSize(view: OperationView): number {
  const rows = view.parameters.length + (view.requestBody?.rows.length ?? 0);
  const firstSamples = view.samples.map((set) => set.samples[0]?.html ?? '');
  const samples = firstSamples.reduce((sum, html) => sum + codeLines(html) * 1.4 + 8, 0);
  const okRows = view.responses
    .filter((r) => r.status.startsWith('2'))
    .reduce((sum, r) => sum + r.bodies.reduce((n, b) => n + b.rows.length, 0) * 5 + r.examples.length * 12, 0);
  return Math.round(16 + rows * 5 + samples + view.responses.length * 3.5 + okRows);
}

/** The rendering of one operation; exported for tests, which pass the view directly. */
export function OperationReference({ view }: { view: OperationView }) {
  return (
    <section
      css={styles.operation}
      id={view.id}
      aria-label={translate('theme.ApiOperation.region', { summary: view.summary })}
      data-operation={view.id}
      style={{ '--operation-size': `${operationSize(view)}rem` } as CSSProperties}
    >
      <div css={styles.endpoint} dir="ltr" aria-label={translate('theme.ApiOperation.endpoint')} role="group">
        <span css={styles.method(view.method)}>{view.method}</span>
        <code css={styles.path}>{view.path}</code>
      </div>
      {view.unverified ? <UnverifiedBadge /> : null}
      {view.description ? (
        <p>
          <ApiText text={view.description} />
        </p>
      ) : null}
      <dl css={styles.meta}>
        <dt>{translate('theme.ApiOperation.auth')}</dt>
        <dd>
          {view.auth.length === 0
            ? translate('theme.ApiOperation.authPublic')
            : view.auth.map((a, i) => (
                <span key={a.scheme}>
                  {i ? ` ${translate('theme.ApiOperation.authOr')} ` : ''}
                  <code dir="ltr">{a.bearer ? 'Authorization: Bearer tpsg-…' : `${a.header}: tpsg-…`}</code>
                </span>
              ))}
        </dd>
        <dt>{translate('theme.ApiOperation.servers')}</dt>
        <dd>
          {view.servers.map((s, i) => (
            <span key={s}>
              {i ? ` ${translate('theme.ApiOperation.authOr')} ` : ''}
              <code dir="ltr">{s}</code>
            </span>
          ))}
        </dd>
        {view.sdkBaseUrl ? (
          <>
            <dt>{translate('theme.ApiOperation.sdkBase')}</dt>
            <dd>
              <code dir="ltr">{view.sdkBaseUrl}</code>
            </dd>
          </>
        ) : null}
      </dl>
      {view.parameters.length ? (
        <>
          <p css={styles.sectionTitle}>{translate('theme.ApiOperation.parameters')}</p>
          <Parameters parameters={view.parameters} />
        </>
      ) : null}
      {view.requestBody ? (
        <>
          <p css={styles.sectionTitle}>{translate('theme.ApiOperation.requestBody')}</p>
          <BodySummary body={view.requestBody} />
          <ApiFieldTable rows={view.requestBody.rows} name={view.requestBody.type} />
        </>
      ) : null}
      <p css={styles.sectionTitle}>{translate('theme.ApiOperation.samples')}</p>
      <Samples sets={view.samples} />
      <p css={styles.sectionTitle}>{translate('theme.ApiOperation.responses')}</p>
      {view.responses.map((r) => (
        <Response key={r.status} response={r} />
      ))}
    </section>
  );
}

/**
 * One operation of the OpenAPI definition, rendered at build time from the page's own data: method and
 * path, description, auth, parameters, request body fields, code samples in synced language tabs, and
 * responses by status code with their examples.
 */
export function ApiOperation({ id, examples }: ApiOperationProps) {
  const view = useApiOperation(id);
  const keys = examples
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Each operation hydrates on its own, after the page shell, in React's idle slices: a long reference page
  // (eight operations with samples in three languages on /api/session) no longer hydrates in one long task.
  return (
    <HydrationBoundary>
      <OperationReference view={keys?.length ? selectForArea(view, null, keys) : view} />
    </HydrationBoundary>
  );
}
