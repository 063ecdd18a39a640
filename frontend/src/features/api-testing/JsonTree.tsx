import { useIntl } from 'react-intl';
import { apiTestingMessages as m } from './api-testing.messages';
import { JsonList } from './api-testing.styles';

/** Objects and arrays deeper than this start folded. */
const OPEN_DEPTH = 2;

function Scalar({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span className="s">{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className="n">{String(value)}</span>;
  return <span className="l">{JSON.stringify(value)}</span>;
}

function Node({ name, value, depth, last }: { name: string | null; value: unknown; depth: number; last: boolean }) {
  const t = useIntl().formatMessage;
  const label = name === null ? null : (
    <>
      <span className="k">{JSON.stringify(name)}</span>
      <span className="m">: </span>
    </>
  );
  const comma = last ? null : <span className="m">,</span>;
  if (value !== null && typeof value === 'object') {
    const isArray = Array.isArray(value);
    const entries: [string | null, unknown][] = isArray ? (value as unknown[]).map((v) => [null, v]) : Object.entries(value as Record<string, unknown>);
    const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) {
      return (
        <li>
          {label}
          <span className="m">
            {open}
            {close}
          </span>
          {comma}
        </li>
      );
    }
    return (
      <li>
        <details open={depth < OPEN_DEPTH}>
          <summary>
            {label}
            <span className="m">
              {open} <small dir="auto">{t(isArray ? m.jsonItems : m.jsonKeys, { count: entries.length })}</small>
            </span>
          </summary>
          <JsonList>
            {entries.map(([key, child], index) => (
              <Node key={key ?? index} name={key} value={child} depth={depth + 1} last={index === entries.length - 1} />
            ))}
          </JsonList>
          <span className="m">{close}</span>
          {comma}
        </details>
      </li>
    );
  }
  return (
    <li>
      {label}
      <Scalar value={value} />
      {comma}
    </li>
  );
}

/** A parsed JSON value as a tree of native disclosure widgets: each object or array folds with a click, Enter or Space. */
export function JsonTree({ value }: { value: unknown }) {
  return (
    <JsonList data-root="" data-testid="response-json">
      <Node name={null} value={value} depth={0} last />
    </JsonList>
  );
}
