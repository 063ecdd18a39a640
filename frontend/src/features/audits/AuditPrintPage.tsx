import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { AUDIT_TYPES, type InjectedReport } from './audit-types';
import { AuditReport } from './AuditReport';
import { auditMessages as m, pageMessages } from './audits.messages';
import { Muted, PageHeader, Url } from './audits.styles';
import { Eyebrow } from '../../shared/ui/Eyebrow';
import { PrintModeContext } from './print-mode';

declare global {
  interface Window {
    /** Set by the PDF exporter (addInitScript) before the page's scripts run. */
    __STACKLENS_AUDIT_REPORT__?: unknown;
  }
}

/** A report worth rendering: the envelope's fields the page reads, of a known type. */
function readInjected(value: unknown): InjectedReport | null {
  const report = value as Partial<InjectedReport> | null | undefined;
  const result = report?.result;
  if (!result || typeof result !== 'object' || !AUDIT_TYPES.includes(result.type) || !result.overall || !result.details || !Array.isArray(result.findings)) return null;
  const audit = report.audit ?? { id: '', type: result.type, url: result.url, createdAt: result.collectedAt };
  return { audit, result: { ...result, failures: Array.isArray(result.failures) ? result.failures : [] } };
}

/**
 * On paper only the report prints: the site header, footer, cookie banner and skip link are hidden
 * (every element that neither contains the report nor is inside it), and A4 margins apply.
 */
const PrintStyle = createGlobalStyle`
  @page {
    size: A4;
    margin: 14mm 12mm;
  }

  @media print {
    html, body {
      background: #fff !important;
      color: #000;
      -webkit-print-color-adjust: exact;
      print-color-adjust: exact;
    }

    body *:not(:has([data-audit-print])):not([data-audit-print]):not([data-audit-print] *) {
      display: none !important;
    }

    main, main * {
      min-block-size: 0 !important;
    }

    a {
      color: inherit;
      text-decoration: none;
    }

    h2, h3, h4 {
      break-after: avoid;
    }

    tr, li, figure {
      break-inside: avoid;
    }
  }
`;

const Sheet = styled.article`
  display: grid;
  gap: 1.25rem;
  inline-size: 100%;
  max-inline-size: 60rem;
  margin-inline: auto;
  padding-block: 1.5rem;
  text-align: start;

  @media print {
    max-inline-size: none;
    padding: 0;
  }
`;

const Footer = styled.footer`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  padding-block-start: 0.5rem;
`;

/**
 * `/{lang}/stack-audit/print`: the printable report the PDF export renders in Chromium. The worker
 * injects `window.__STACKLENS_AUDIT_REPORT__ = { audit, result }` before any script, waits for
 * `[data-report-ready="true"]` and prints to A4. Nothing is fetched: the page needs no session.
 */
export function AuditPrintPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [report] = useState(() => readInjected(window.__STACKLENS_AUDIT_REPORT__));
  const [ready, setReady] = useState(false);
  const type = report?.result.type;
  useDocumentTitle(type ? `${t(pageMessages[`${type}.title`])} · ${t(m.printTitle)}` : t(m.printTitle));

  // Set after the report is in the DOM (effects run after commit), and after fonts, so the PDF never catches a
  // half-laid-out page. Never without a report: the exporter then times out instead of printing the notice.
  useEffect(() => {
    if (!report) return;
    let cancelled = false;
    void document.fonts.ready.then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [report]);

  return (
    <PrintModeContext.Provider value={true}>
      <PrintStyle />
      <Sheet data-audit-print="" data-testid="audit-print" data-report-ready={ready ? 'true' : 'false'} data-report-state={report ? 'report' : 'missing'}>
        {report ? (
          <>
            <PageHeader>
              <Eyebrow $variant="caps">{t(m.printTitle)}</Eyebrow>
              <h1>{t(pageMessages[`${report.result.type}.title`])}</h1>
              <p>
                <Url>{report.result.url}</Url>
              </p>
            </PageHeader>
            <AuditReport result={report.result} createdAt={report.audit.createdAt} />
            <Footer>
              {t(m.printGenerated)} · {intl.formatDate(report.result.collectedAt || report.audit.createdAt, { dateStyle: 'long', timeStyle: 'short' })}
            </Footer>
          </>
        ) : (
          <div role="alert" data-testid="audit-print-missing">
            <h1>{t(m.printTitle)}</h1>
            <Muted>{t(m.printMissing)}</Muted>
          </div>
        )}
      </Sheet>
    </PrintModeContext.Provider>
  );
}
