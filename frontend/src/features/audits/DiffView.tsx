import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { AuditSummary } from './audit-types';
import { codeMessage, errorCode } from './audit-errors';
import { useAuditDiffQuery } from './audits.api';
import { auditMessages as m } from './audits.messages';
import { Card, Muted, Row, SmallButton } from './audits.styles';
import { FindingsList } from './FindingsList';
import { formatDateTime } from './format';
import { ToneLabel } from './results-ui';

/**
 * New, fixed and persisting findings between two runs, earlier run first whatever was clicked
 * (GET /api/audits/:earlier/diff/:later: "new" = only in the later run, delta = later − earlier).
 */
export function DiffView({ a, b, onClose }: { a: AuditSummary; b: AuditSummary; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [earlier, later] = Date.parse(a.createdAt) <= Date.parse(b.createdAt) ? [a, b] : [b, a];
  const { data, error, isFetching } = useAuditDiffQuery({ id: earlier.id, otherId: later.id });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [earlier.id, later.id]);

  const delta = data?.scoreDelta ?? 0;
  return (
    <Card aria-labelledby="audit-diff-title" data-testid="diff" aria-busy={isFetching}>
      <Row style={{ justifyContent: 'space-between' }}>
        <h2 id="audit-diff-title" ref={heading} tabIndex={-1}>
          {t(m.diffTitle)}
        </h2>
        <SmallButton type="button" onClick={onClose} data-testid="diff-close">
          {t(m.diffClose)}
        </SmallButton>
      </Row>
      <Muted>{t(m.diffBetween, { from: formatDateTime(intl, earlier.createdAt), to: formatDateTime(intl, later.createdAt) })}</Muted>
      {isFetching && !data ? <Muted>{t(m.diffLoading)}</Muted> : null}
      {error ? (
        <Muted role="alert">
          {t(m.diffError)} {t(codeMessage(errorCode(error)))}
        </Muted>
      ) : null}
      {data ? (
        <>
          <Row>
            <strong>{t(m.diffScore)}</strong>
            <ToneLabel tone={delta > 0 ? 'good' : delta < 0 ? 'bad' : 'neutral'} testId="diff-delta">
              {t(m.diffDelta, { delta })}
            </ToneLabel>
          </Row>
          <section data-testid="diff-new">
            <h3>{t(m.diffNew, { count: data.newFindings.length })}</h3>
            <FindingsList findings={data.newFindings} filter={false} testId="diff-new-list" />
          </section>
          <section data-testid="diff-fixed">
            <h3>{t(m.diffFixed, { count: data.fixedFindings.length })}</h3>
            <FindingsList findings={data.fixedFindings} filter={false} testId="diff-fixed-list" />
          </section>
          <section data-testid="diff-persisting">
            <h3>{t(m.diffPersisting, { count: data.persistingFindings.length })}</h3>
            <FindingsList findings={data.persistingFindings} filter={false} testId="diff-persisting-list" />
          </section>
        </>
      ) : null}
    </Card>
  );
}
