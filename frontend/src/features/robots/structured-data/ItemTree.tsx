import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { StructuredDataIssue, StructuredDataItem } from '../../../../../src/modules/devtools/contract';
import { useSentence } from '../FailureBox';
import { isolate, Ltr, Muted, Output, Pill, Row } from '../robots.styles';
import { issueSentence } from './issue-text';
import { sdMessages as sd } from './structured-data.messages';

const FORMAT_NAMES = { 'json-ld': 'JSON-LD', microdata: 'Microdata', rdfa: 'RDFa' } as const;

const ItemBox = styled.li`
  display: grid;
  gap: 0.6rem;
  padding-block: 0.85rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  &[data-state='error'] {
    border-inline-start-color: ${({ theme }) => theme.color.danger};
  }

  &[data-state='warning'] {
    border-inline-start-color: ${({ theme }) => theme.color.warning};
  }

  &[data-state='valid'] {
    border-inline-start-color: ${({ theme }) => theme.color.success};
  }

  h3,
  h4 {
    font-size: 1rem;
  }

  details > summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.color.link};
  }

  details[open] > summary {
    margin-block-end: 0.5rem;
  }
`;

export const ItemList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IssueList = styled.ul`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.4rem;
  }
`;

function Issues({ issues, severity }: { issues: StructuredDataIssue[]; severity: 'error' | 'warning' }) {
  const t = useIntl().formatMessage;
  const say = useSentence();
  if (issues.length === 0) return null;
  return (
    <section>
      <h4>{t(severity === 'error' ? sd.errorsTitle : sd.warningsTitle, { count: issues.length })}</h4>
      <IssueList data-testid={`sd-${severity}s`}>
        {issues.map((issue, index) => (
          <li key={index} data-testid={`sd-${severity}`} data-code={issue.code} data-property={issue.property ?? undefined}>
            <Pill $tone={severity === 'error' ? 'danger' : 'warning'}>{t(severity === 'error' ? sd.error : sd.warning)}</Pill>
            {issue.property ? <Ltr data-testid="sd-issue-property">{issue.property}</Ltr> : null}
            <span>{say(issueSentence(issue, severity))}</span>
            {issue.line ? <Muted as="span">{t(sd.onLine, { line: issue.line })}</Muted> : null}
          </li>
        ))}
      </IssueList>
    </section>
  );
}

/** One item, its issues and its nested items, which are items of their own (contract.ts, StructuredDataItem). */
export function ItemNode({ item, nested = false }: { item: StructuredDataItem; nested?: boolean }) {
  const t = useIntl().formatMessage;
  const state = item.errors.length > 0 ? 'error' : item.warnings.length > 0 ? 'warning' : 'valid';
  return (
    <ItemBox data-testid="sd-item" data-type={item.type ?? ''} data-state={state}>
      <Row>
        <h3>{item.type ? <Ltr>{item.types.join(', ')}</Ltr> : t(sd.untyped)}</h3>
        <Pill $tone="muted">{FORMAT_NAMES[item.format]}</Pill>
        {item.richResult ? (
          <Pill $tone="success" data-testid="sd-rich-result">
            {t(sd.richResult, { type: item.richResult })}
          </Pill>
        ) : nested ? null : (
          <Pill $tone="muted">{t(sd.noRichResult)}</Pill>
        )}
      </Row>
      {item.property ? <Muted>{t(sd.valueOf, { property: isolate(item.property) })}</Muted> : null}
      <Issues issues={item.errors} severity="error" />
      <Issues issues={item.warnings} severity="warning" />
      {state === 'valid' ? <Muted>{t(sd.valid)}</Muted> : null}
      <details>
        <summary>{t(sd.properties)}</summary>
        <Output dir="ltr">{JSON.stringify(item.properties, null, 2)}</Output>
      </details>
      {item.children.length > 0 ? (
        <section>
          <h4>{t(sd.childrenTitle)}</h4>
          <ItemList data-testid="sd-children">
            {item.children.map((child, index) => (
              <ItemNode key={index} item={child} nested />
            ))}
          </ItemList>
        </section>
      ) : null}
    </ItemBox>
  );
}

/** Errors and warnings of an item and of all its nested items. */
export function countIssues(items: StructuredDataItem[]): { errors: number; warnings: number; items: number } {
  return items.reduce(
    (sum, item) => {
      const inner = countIssues(item.children);
      return { errors: sum.errors + item.errors.length + inner.errors, warnings: sum.warnings + item.warnings.length + inner.warnings, items: sum.items + 1 + inner.items };
    },
    { errors: 0, warnings: 0, items: 0 },
  );
}
