import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import type { Finding, Severity } from './audit-types';
import { auditMessages as m } from './audits.messages';
import { Code, CodeBlock, Muted, Pill, PlainList, Row, SmallButton, severityColor, Stack, Url } from './audits.styles';
import { usePrintMode } from './print-mode';
import { ruleText } from './rule-text';

export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info'];

const Item = styled.li<{ $color: string }>`
  display: grid;
  gap: 0.5rem;
  padding-block: 0.85rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  break-inside: avoid;

  h4 {
    font-size: 1rem;
    line-height: 1.4;
  }

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.link};
    font-weight: 600;
    inline-size: fit-content;
  }

  details[open] > summary {
    margin-block-end: 0.5rem;
  }
`;

const Explain = styled.div`
  display: grid;
  gap: 0.6rem;

  h5 {
    margin-block: 0 0.15rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Where = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function SeverityBadge({ severity }: { severity: Severity }) {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <Pill $color={severityColor(theme, severity)} data-severity={severity}>
      {intl.formatMessage(m[`severity.${severity}`])}
    </Pill>
  );
}

function FindingItem({ finding, showPage, aside }: { finding: Finding; showPage: boolean; aside?: ReactNode }) {
  const intl = useIntl();
  const theme = useTheme();
  const print = usePrintMode();
  const text = ruleText(intl, finding.rule, finding.params, finding.message);
  const body = (
    <Explain>
      {text.description ? (
        <div>
          <h5>{intl.formatMessage(m.findingDescription)}</h5>
          <p>{text.description}</p>
        </div>
      ) : null}
      {text.impact ? (
        <div>
          <h5>{intl.formatMessage(m.findingImpact)}</h5>
          <p>{text.impact}</p>
        </div>
      ) : null}
      {text.remediation ? (
        <div>
          <h5>{intl.formatMessage(m.findingRemediation)}</h5>
          <p>{text.remediation}</p>
        </div>
      ) : null}
      {finding.evidence ? (
        <div>
          <h5>{intl.formatMessage(m.findingEvidence)}</h5>
          <CodeBlock data-testid="finding-evidence">{finding.evidence}</CodeBlock>
        </div>
      ) : null}
    </Explain>
  );
  const hasBody = !!(text.description || text.impact || text.remediation || finding.evidence);

  return (
    <Item $color={severityColor(theme, finding.severity)} data-testid="finding" data-rule={finding.rule} data-finding-id={finding.id}>
      <Row>
        <SeverityBadge severity={finding.severity} />
        <h4>{text.title}</h4>
        {aside}
      </Row>
      {showPage || finding.selector ? (
        <Where>
          {showPage ? (
            <span>
              {intl.formatMessage(m.findingPage)}: <Url>{finding.pageUrl}</Url>
            </span>
          ) : null}
          {finding.selector ? (
            <span>
              {intl.formatMessage(m.findingSelector)}: <Code data-testid="finding-selector">{finding.selector}</Code>
            </span>
          ) : null}
        </Where>
      ) : null}
      {hasBody ? (
        print ? (
          body
        ) : (
          <details>
            <summary>{intl.formatMessage(m.findingDetails)}</summary>
            {body}
          </details>
        )
      ) : null}
    </Item>
  );
}

const order = (severity: Severity) => SEVERITIES.indexOf(severity);

interface FindingsListProps {
  findings: readonly Finding[];
  testId?: string;
  filter?: boolean;
  /** Keep the order given (a ranking) instead of sorting by severity. */
  ordered?: boolean;
  /** Something shown after a finding's title (the SEO audit's expected gain). */
  aside?: (finding: Finding) => ReactNode;
}

/**
 * Findings, most severe first (or in the order given), each with its translated rule texts, the raw
 * evidence (left to right in a code block) and the element. A severity filter appears when there is
 * something to filter.
 */
export function FindingsList({ findings, testId = 'findings', filter = true, ordered = false, aside }: FindingsListProps) {
  const intl = useIntl();
  const print = usePrintMode();
  const filterId = useId();
  const [shown, setShown] = useState<Severity | 'all'>('all');
  const sorted = ordered ? [...findings] : [...findings].sort((a, b) => order(a.severity) - order(b.severity));
  const visible = shown === 'all' ? sorted : sorted.filter((f) => f.severity === shown);
  const present = SEVERITIES.filter((s) => findings.some((f) => f.severity === s));
  const showPage = new Set(findings.map((f) => f.pageUrl)).size > 1;

  if (!findings.length) return <Muted data-testid={testId}>{intl.formatMessage(m.findingsNone)}</Muted>;

  return (
    <Stack data-testid={testId}>
      {filter && !print && present.length > 1 ? (
        <Row role="group" aria-labelledby={filterId}>
          <span id={filterId}>{intl.formatMessage(m.findingsFilter)}</span>
          <SmallButton type="button" aria-pressed={shown === 'all'} onClick={() => setShown('all')}>
            {intl.formatMessage(m.findingsAll)} ({intl.formatNumber(findings.length)})
          </SmallButton>
          {present.map((severity) => (
            <SmallButton key={severity} type="button" aria-pressed={shown === severity} onClick={() => setShown(severity)} data-testid={`filter-${severity}`}>
              {intl.formatMessage(m[`severity.${severity}`])} ({intl.formatNumber(findings.filter((f) => f.severity === severity).length)})
            </SmallButton>
          ))}
        </Row>
      ) : null}
      <PlainList>
        {visible.map((finding) => (
          <FindingItem key={finding.id} finding={finding} showPage={showPage} aside={aside?.(finding)} />
        ))}
      </PlainList>
    </Stack>
  );
}
