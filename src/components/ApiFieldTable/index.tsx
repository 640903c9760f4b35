import { Fragment } from 'react';
import { translate } from '../../i18n/translate';
import type { FieldRow } from '../../lib/openapi/viewTypes';
import { ApiText } from '../ApiText';
import { DocLink } from '../DocLink';
import { ScrollTable } from '../ScrollTable';
import { Unverified as UnverifiedBadge } from '../Unverified';
import * as styles from './styles';

/** The type of a field: LTR code, linked to its /types page (or API page) when it has one. */
export function ApiType({ type, href }: { type: string; href?: string }) {
  const code = <code dir="ltr">{type}</code>;
  return href ? <DocLink href={href}>{code}</DocLink> : code;
}

/** Literal values (an enum's), each LTR code, in a Persian list. */
export function CodeValues({ values }: { values: string[] }) {
  return values.map((v, i) => (
    <Fragment key={v}>
      {i ? translate('theme.common.listSeparator') : ''}
      <code dir="ltr">{v}</code>
    </Fragment>
  ));
}

/** The «نیازمند بازبینی» mark of an `x-unverified` operation, response, parameter or field. */
export { Unverified as UnverifiedBadge } from '../Unverified';

/** Examples of objects and long values are left to the example blocks; the table shows short scalars. */
function isShortScalar(json: string): boolean {
  return json.length <= 80 && !json.startsWith('{') && !(json.startsWith('[') && json.includes('{'));
}

/**
 * A string example is shown as its text, isolated with dir="auto" so Persian reads right to left; other
 * values as JSON, left to right.
 */
function ExampleValue({ json }: { json: string }) {
  if (json.startsWith('"')) {
    return (
      <code dir="auto" css={styles.stringValue}>
        {JSON.parse(json) as string}
      </code>
    );
  }
  return <code dir="ltr">{json}</code>;
}

function Details({ row }: { row: FieldRow }) {
  const constraints = row.constraints.map((c) => {
    // A constraint is written `min:…`, `max:…` or `const:…` (fields.ts).
    const [kind, ...rest] = c.split(':');
    return { label: translate(`theme.ApiFieldTable.${kind as 'min' | 'max' | 'const'}`), value: rest.join(':') };
  });
  return (
    <>
      {row.enum ? (
        <span css={styles.detail}>
          {translate('theme.ApiFieldTable.enum')} <CodeValues values={row.enum} />
        </span>
      ) : null}
      {row.defaultValue !== undefined ? (
        <span css={styles.detail}>
          {translate('theme.ApiFieldTable.default')} <code dir="ltr">{row.defaultValue}</code>
        </span>
      ) : null}
      {constraints.map((c) => (
        <span css={styles.detail} key={c.label}>
          {c.label} <code dir="ltr">{c.value}</code>
        </span>
      ))}
      {row.example !== undefined && !row.enum && isShortScalar(row.example) ? (
        <span css={styles.detail}>
          {translate('theme.ApiFieldTable.example')} <ExampleValue json={row.example} />
        </span>
      ) : null}
    </>
  );
}

function Rows({ rows, level, parent }: { rows: FieldRow[]; level: number; parent: string }) {
  return (
    <>
      {rows.map((row) => {
        const path = parent ? `${parent}.` : '';
        return (
          <Fragment key={path + row.name}>
            <tr data-field={path + row.name}>
              <th scope="row" css={[styles.name, styles.depth(level)]}>
                <span dir="ltr" css={styles.fieldName}>
                  {path ? <span css={styles.path}>{path}</span> : null}
                  <code>{row.name}</code>
                </span>
                <br />
                {row.required ? (
                  <span css={[styles.badge, styles.required]}>{translate('theme.ApiFieldTable.required')}</span>
                ) : (
                  <span css={styles.badge}>{translate('theme.ApiFieldTable.optional')}</span>
                )}
                {row.unverified ? <UnverifiedBadge /> : null}
              </th>
              <td css={styles.type}>
                <ApiType
                  type={row.binary ? `${row.type} (${translate('theme.ApiFieldTable.file')})` : row.type}
                  href={row.href}
                />
                {row.nullable ? <span css={styles.detail}>{translate('theme.ApiFieldTable.nullable')}</span> : null}
                {row.format ? (
                  <span css={styles.detail} dir="ltr">
                    {row.format}
                  </span>
                ) : null}
              </td>
              <td>
                <ApiText text={row.description} />
                <Details row={row} />
              </td>
            </tr>
            {row.children.length ? (
              <Rows
                rows={row.children}
                level={level + 1}
                parent={`${path}${row.name}${row.type.startsWith('array<') ? '[]' : ''}`}
              />
            ) : null}
          </Fragment>
        );
      })}
    </>
  );
}

export interface ApiFieldTableProps {
  rows: FieldRow[];
  /** Names the table for assistive technology, e.g. the schema or body it describes. */
  name: string;
}

/**
 * A nested field table: one row per property, nested properties indented under their parent with the
 * parent's path, each with its type (linked to its page), required or optional, description, allowed
 * values and example. Static markup: everything is in the HTML without JavaScript.
 */
export function ApiFieldTable({ rows, name }: ApiFieldTableProps) {
  if (!rows.length) return <p>{translate('theme.ApiFieldTable.empty')}</p>;
  return (
    <ScrollTable>
      <caption css={styles.visuallyHidden}>{translate('theme.ApiFieldTable.caption', { name })}</caption>
      <thead>
        <tr>
          <th scope="col">{translate('theme.ApiFieldTable.field')}</th>
          <th scope="col">{translate('theme.ApiFieldTable.type')}</th>
          <th scope="col">{translate('theme.ApiFieldTable.description')}</th>
        </tr>
      </thead>
      <tbody>
        <Rows rows={rows} level={0} parent="" />
      </tbody>
    </ScrollTable>
  );
}
