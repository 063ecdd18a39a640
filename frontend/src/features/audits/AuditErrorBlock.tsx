import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Actions } from '../../shared/ui/Actions';
import { Button } from '../../shared/ui/Button';
import type { AuditStage, AuditType } from './audit-types';
import { codeMessage } from './audit-errors';
import { auditMessages as m } from './audits.messages';
import { Card } from './audits.styles';
import { pickMessage } from './pick-message';

const Block = styled(Card)`
  border-color: ${({ theme }) => theme.color.danger};
  border-inline-start-width: 4px;
`;

/**
 * docs/product.md §10.2: the analysis error with Retry. The headline is the product's message (its own wording for
 * performance); the server's code, translated, says why when it is more specific than "failed".
 */
export function AuditErrorBlock({ type, code, stage, onRetry, retrying }: { type: AuditType; code: string | null; stage: AuditStage | null | undefined; onRetry: () => void; retrying: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const block = useRef<HTMLElement>(null);
  useEffect(() => {
    block.current?.focus();
  }, []);
  const headline = t(type === 'performance' ? m.failedPerformance : m.failed);
  const detail = code && code !== 'AUDIT_FAILED' ? t(codeMessage(code)) : null;
  const stageMessage = stage ? pickMessage(m, `failedStage.${stage}`) : undefined;
  const stageName = stageMessage ? t(stageMessage) : stage === 'robots' ? 'robots.txt' : null;

  return (
    <Block ref={block} tabIndex={-1} role="alert" aria-labelledby="audit-error-title" data-testid="audit-error" data-code={code ?? ''}>
      <h2 id="audit-error-title">{t(m.errorTitle)}</h2>
      <p data-testid="audit-error-message">{headline}</p>
      {detail ? <p data-testid="audit-error-detail">{detail}</p> : null}
      {stageName ? <p>{t(m.failedStage, { stage: stageName })}</p> : null}
      <Actions>
        <Button type="button" $variant="primary" $size="md" onClick={onRetry} aria-busy={retrying} disabled={retrying} data-testid="audit-retry">
          {t(m.retry)}
        </Button>
      </Actions>
    </Block>
  );
}
