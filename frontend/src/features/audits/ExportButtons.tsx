import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { auditMessages as m } from './audits.messages';
import { Row, SmallButton, VisuallyHidden } from './audits.styles';
import { useExportAuditMutation, type ExportFormat } from './audits.api';
import { Banner } from '../../shared/ui/form';

/** Format names are the same in every language. */
const FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'JSON' },
  { format: 'csv', label: 'CSV' },
  { format: 'pdf', label: 'PDF' },
];

type Status = { state: 'idle' } | { state: 'busy'; format: ExportFormat } | { state: 'done'; filename: string } | { state: 'failed'; format: ExportFormat };

/** JSON, CSV and PDF of one finished audit, in the reader's language, fetched with the session's token. */
export function ExportButtons({ auditId }: { auditId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const [exportAudit] = useExportAuditMutation();
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  const run = async (format: ExportFormat) => {
    setStatus({ state: 'busy', format });
    try {
      const file = await exportAudit({ id: auditId, format, lang: intl.locale }).unwrap();
      setStatus({ state: 'done', filename: file.filename });
    } catch {
      setStatus({ state: 'failed', format });
    }
  };

  const busy = status.state === 'busy';
  return (
    <div role="group" aria-labelledby={titleId} data-testid="export">
      <Row>
        <strong id={titleId}>{t(m.exportTitle)}</strong>
        {FORMATS.map(({ format, label }) => (
          <SmallButton
            key={format}
            type="button"
            disabled={busy}
            aria-busy={busy && status.format === format}
            aria-label={t(m.exportAs, { format: label })}
            onClick={() => void run(format)}
            data-testid={`export-${format}`}
          >
            {label}
          </SmallButton>
        ))}
      </Row>
      <VisuallyHidden role="status">{busy ? t(m.exporting, { format: status.format.toUpperCase() }) : ''}</VisuallyHidden>
      <div role="status" data-testid="export-status">
        {status.state === 'done' ? <Banner $tone="success">{t(m.exported, { filename: status.filename })}</Banner> : null}
      </div>
      <div role="alert">{status.state === 'failed' ? <Banner $tone="danger">{t(m.exportFailed, { format: status.format.toUpperCase() })}</Banner> : null}</div>
    </div>
  );
}
