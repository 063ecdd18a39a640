import { Fragment, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AuditResult, WebsiteDetails } from './audit-types';
import { AuditTabs } from './AuditTabs';
import { auditMessages as m } from './audits.messages';
import { Card, Code, CodeBlock, Facts, GaugeGrid, List, Muted, Row, SmallButton, Split, StatGrid, Table, TableWrap, Url } from './audits.styles';
import { CopyButton } from './CopyButton';
import { FindingsList, SEVERITIES, SeverityBadge } from './FindingsList';
import { formatBytes, formatMs } from './format';
import { usePrintMode } from './print-mode';
import { CodePairsTable, ExternalLink, Stat, ToneLabel, YesNo } from './results-ui';
import { ruleText } from './rule-text';
import { ScoreGauge } from './ScoreGauge';
import { websiteMessages as w } from './website.messages';

/** Lines of the sitemap and URLs shown before "Show more". */
const PREVIEW_LINES = 12;
const PREVIEW_URLS = 8;

const Social = styled.article`
  display: grid;
  overflow: hidden;
  max-inline-size: 32rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};

  & > div {
    display: grid;
    gap: 0.3rem;
    padding-block: 0.75rem;
    padding-inline: 1rem;
  }

  strong {
    font-size: 1.0625rem;
  }
`;

/** The share image is named, not shown: the page's security policy only loads images from StackLens itself. */
const ImageSlot = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 6rem;
  background: ${({ theme }) => theme.color.bgAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
  text-align: center;
`;

const Checks = styled.div`
  display: grid;
  gap: 1rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > section {
    display: grid;
    gap: 0.6rem;
    align-content: start;
    padding-block: 0.9rem;
    padding-inline: 1rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** Problems of a check: a known rule code is translated, anything else is shown as written. */
function CheckIssues({ issues }: { issues: readonly string[] }) {
  const intl = useIntl();
  if (!issues.length) return null;
  return (
    <div>
      <strong>{intl.formatMessage(w.issuesFound)}</strong>
      <List>
        {issues.map((issue) => (
          <li key={issue} dir="auto">
            {ruleText(intl, issue, {}, issue).title}
          </li>
        ))}
      </List>
    </div>
  );
}

export function Expandable({ lines, limit, render }: { lines: readonly string[]; limit: number; render: (shown: readonly string[]) => ReactNode }) {
  const intl = useIntl();
  const print = usePrintMode();
  const [open, setOpen] = useState(false);
  const long = lines.length > limit;
  const shown = open || print || !long ? lines : lines.slice(0, limit);
  return (
    <>
      {render(shown)}
      {long && !print ? (
        <Row>
          <SmallButton type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)} data-testid="toggle-more">
            {intl.formatMessage(open ? m.showLess : m.showMore)}
          </SmallButton>
        </Row>
      ) : null}
    </>
  );
}

export function WebsiteResults({ result }: { result: AuditResult<'website'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const d = result.details;
  const social = d.socialPreview;

  return (
    <>
      <Card aria-labelledby="website-ssuc">
        <h2 id="website-ssuc">{t(w.ssucTitle)}</h2>
        <GaugeGrid data-testid="ssuc">
          <ScoreGauge label={t(w.performance)} score={d.metrics.performance.score} band={d.metrics.performance.band} testId="gauge-performance" />
          <ScoreGauge label={t(w.seo)} score={d.metrics.seo.score} band={d.metrics.seo.band} testId="gauge-seo" />
          <ScoreGauge label={t(w.security)} score={d.metrics.security.score} band={d.metrics.security.band} testId="gauge-security" />
          <ScoreGauge label={t(w.usability)} score={d.metrics.usability.score} band={d.metrics.usability.band} testId="gauge-usability" />
        </GaugeGrid>
      </Card>

      <Split>
        <Card aria-labelledby="website-data">
          <h2 id="website-data">{t(w.dataTitle)}</h2>
          <Facts>
            <dt>{t(w.mainUrl)}</dt>
            <dd data-testid="website-main-url">
              <ExternalLink href={d.mainUrl} />
            </dd>
            <dt>{t(w.detectedCount)}</dt>
            <dd data-testid="website-detected-count">{intl.formatNumber(d.detectedUrls.length)}</dd>
          </Facts>
          <h3>{t(w.detectedList, { count: d.detectedUrls.length })}</h3>
          <Expandable
            lines={d.detectedUrls}
            limit={PREVIEW_URLS}
            render={(shown) => (
              <List data-testid="website-detected-urls">
                {shown.map((url) => (
                  <li key={url}>
                    <Url>{url}</Url>
                  </li>
                ))}
              </List>
            )}
          />
        </Card>
        <Card aria-labelledby="website-social">
          <h2 id="website-social">{t(w.socialTitle)}</h2>
          <Social data-testid="social-preview">
            <ImageSlot>{social.image ? <Url>{social.image}</Url> : t(w.socialNoImage)}</ImageSlot>
            <div>
              {social.siteName ? <Muted dir="auto">{social.siteName}</Muted> : null}
              <strong dir="auto">{social.title ?? t(w.socialNoTitle)}</strong>
              <Muted dir="auto">{social.description ?? t(w.socialNoDescription)}</Muted>
              <Muted>
                <Url>{social.url}</Url>
              </Muted>
            </div>
          </Social>
          {social.twitterCard ? (
            <Muted>
              {t(w.socialCard)}: <Code>{social.twitterCard}</Code>
            </Muted>
          ) : null}
        </Card>
      </Split>

      <Card aria-labelledby="website-sitemap">
        <Row style={{ justifyContent: 'space-between' }}>
          <h2 id="website-sitemap">{t(w.sitemapTitle)}</h2>
          <CopyButton text={d.generatedSitemap} name={t(w.sitemapName)} testId="copy-sitemap" />
        </Row>
        <Muted>{t(w.sitemapBody)}</Muted>
        <Expandable lines={d.generatedSitemap.split('\n')} limit={PREVIEW_LINES} render={(shown) => <CodeBlock data-testid="generated-sitemap">{shown.join('\n')}</CodeBlock>} />
      </Card>

      <Card aria-label={t(m.resultsTitle)}>
        <AuditTabs
          testId="website-tabs"
          tabs={[
            { key: 'technical', label: t(w.tabTechnical), render: () => <Technical d={d} /> },
            {
              key: 'issues',
              label: t(w.tabIssues),
              render: () => (
                <>
                  <Row data-testid="issues-by-severity" aria-label={t(w.bySeverity)}>
                    {SEVERITIES.map((severity) => (
                      <Row key={severity}>
                        <SeverityBadge severity={severity} />
                        <span data-severity-count={severity}>{intl.formatNumber(d.issuesBySeverity[severity] ?? 0)}</span>
                      </Row>
                    ))}
                  </Row>
                  <FindingsList findings={result.findings} testId="website-issues" />
                </>
              ),
            },
            { key: 'pages', label: t(w.tabPages), render: () => <PageDetails pages={d.pages} /> },
            {
              key: 'statistics',
              label: t(w.tabStatistics),
              render: () => (
                <StatGrid data-testid="site-statistics">
                  <Stat label={t(w.pagesAnalysed)} stat="pages">{intl.formatNumber(d.statistics.pagesAnalysed)}</Stat>
                  <Stat label={t(w.totalIssues)} stat="issues">{intl.formatNumber(d.statistics.totalIssues)}</Stat>
                  <Stat label={t(w.averageSize)} stat="size">{formatBytes(intl, d.statistics.averagePageSizeBytes)}</Stat>
                  <Stat label={t(w.averageLoad)} stat="load">{d.statistics.averageLoadTimeMs === null ? t(m.notAvailable) : formatMs(intl, d.statistics.averageLoadTimeMs)}</Stat>
                </StatGrid>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

function Technical({ d }: { d: WebsiteDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headers = Object.entries(d.headers);
  return (
    <>
      <Checks data-testid="technical-checks">
        <section data-check="robots">
          <h3>
            <Code>robots.txt</Code>
          </h3>
          <Facts>
            <dt>{t(w.robotsPresent)}</dt>
            <dd>
              <YesNo value={d.robots.present} />
            </dd>
            <dt>{t(w.robotsStatus)}</dt>
            <dd>{d.robots.status ?? '—'}</dd>
            <dt>{t(w.robotsDisallowsAll)}</dt>
            <dd>
              <YesNo value={d.robots.disallowsAll} good={false} />
            </dd>
            <dt>{t(w.robotsSitemaps)}</dt>
            <dd>
              {d.robots.sitemapUrls.length
                ? d.robots.sitemapUrls.map((url) => (
                    <div key={url}>
                      <Url>{url}</Url>
                    </div>
                  ))
                : t(m.none)}
            </dd>
          </Facts>
          <CheckIssues issues={d.robots.issues} />
        </section>
        <section data-check="sitemap">
          <h3>{t(w.sitemap)}</h3>
          <Facts>
            <dt>{t(w.sitemapPresent)}</dt>
            <dd>
              <YesNo value={d.sitemap.present} />
            </dd>
            <dt>{t(w.sitemapUrl)}</dt>
            <dd>{d.sitemap.url ? <Url>{d.sitemap.url}</Url> : '—'}</dd>
            <dt>{t(w.sitemapUrls)}</dt>
            <dd>{intl.formatNumber(d.sitemap.urlCount)}</dd>
            <dt>{t(w.sitemapValid)}</dt>
            <dd>
              <YesNo value={d.sitemap.valid} />
            </dd>
          </Facts>
          <CheckIssues issues={d.sitemap.issues} />
        </section>
        <section data-check="ssl">
          <h3>SSL/TLS</h3>
          <Facts>
            <dt>{t(w.sslHttps)}</dt>
            <dd>
              <YesNo value={d.ssl.https} />
            </dd>
            <dt>{t(w.sslValid)}</dt>
            <dd>
              <YesNo value={d.ssl.valid} />
            </dd>
            <dt>{t(w.sslProtocol)}</dt>
            <dd>{d.ssl.protocol ? <Code>{d.ssl.protocol}</Code> : '—'}</dd>
            <dt>{t(w.sslIssuer)}</dt>
            <dd dir="auto">{d.ssl.issuer ?? '—'}</dd>
            <dt>{t(w.sslValidTo)}</dt>
            <dd>
              {d.ssl.validTo ? intl.formatDate(d.ssl.validTo, { dateStyle: 'medium' }) : '—'}
              {d.ssl.daysToExpiry !== null ? (
                <>
                  {' '}
                  <ToneLabel tone={d.ssl.daysToExpiry < 0 ? 'bad' : d.ssl.daysToExpiry < 30 ? 'warn' : 'good'}>{t(w.sslDays, { days: d.ssl.daysToExpiry })}</ToneLabel>
                </>
              ) : null}
            </dd>
            {d.ssl.error ? (
              <>
                <dt>{t(w.sslError)}</dt>
                <dd>
                  <Code>{d.ssl.error}</Code>
                </dd>
              </>
            ) : null}
          </Facts>
        </section>
        <section data-check="responsive">
          <h3>{t(w.responsive)}</h3>
          <Facts>
            <dt>{t(w.mobileFriendly)}</dt>
            <dd>
              <YesNo value={d.responsive.mobileFriendly} />
            </dd>
            <dt>{t(w.viewport)}</dt>
            <dd>{d.responsive.viewportMeta ? <Code>{d.responsive.viewportMeta}</Code> : <YesNo value={false} />}</dd>
            <dt>{t(w.overflow)}</dt>
            <dd>
              <YesNo value={d.responsive.horizontalOverflow} good={false} />
            </dd>
            <dt>{t(w.scrollWidth)}</dt>
            <dd>{d.responsive.scrollWidth === null ? '—' : t(w.pixels, { value: d.responsive.scrollWidth })}</dd>
            <dt>{t(w.tapTargets)}</dt>
            <dd>{intl.formatNumber(d.responsive.smallTapTargets)}</dd>
            <dt>{t(w.smallText)}</dt>
            <dd>{intl.formatNumber(d.responsive.smallTextCount)}</dd>
          </Facts>
        </section>
      </Checks>
      <h3>{t(w.headers)}</h3>
      <CodePairsTable rows={headers} testId="website-headers" columns={[t(w.headerName), t(w.headerValue)]} />
    </>
  );
}

function PageDetails({ pages }: { pages: WebsiteDetails['pages'] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const print = usePrintMode();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <TableWrap>
      <Table data-testid="website-pages">
        <thead>
          <tr>
            <th scope="col">{t(w.pageUrl)}</th>
            <th scope="col">{t(w.pageStatus)}</th>
            <th scope="col">{t(w.pageTitle)}</th>
            <th scope="col">{t(w.pageImages)}</th>
            <th scope="col">{t(w.pageLinks)}</th>
            <th scope="col">{t(w.pageScripts)}</th>
            <th scope="col">{t(w.pageStylesheets)}</th>
            <th scope="col">{t(w.pageSize)}</th>
            <th scope="col">{t(w.pageLoad)}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => {
            const expanded = print || open === page.url;
            const detailsId = `page-details-${encodeURIComponent(page.url)}`;
            return (
              <Fragment key={page.url}>
                <tr data-page={page.url}>
                  <th scope="row">
                    <Url>{page.url}</Url>
                    {!print ? (
                      <div>
                        <SmallButton type="button" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setOpen(expanded ? null : page.url)}>
                          {t(expanded ? w.hideDetails : w.viewDetails)}
                        </SmallButton>
                      </div>
                    ) : null}
                  </th>
                  <td data-numeric>{page.status}</td>
                  <td dir="auto">{page.title ?? '—'}</td>
                  <td data-numeric>{intl.formatNumber(page.images)}</td>
                  <td data-numeric>
                    {intl.formatNumber(page.links.internal)} / {intl.formatNumber(page.links.external)}
                  </td>
                  <td data-numeric>{intl.formatNumber(page.scripts)}</td>
                  <td data-numeric>{intl.formatNumber(page.stylesheets)}</td>
                  <td data-numeric>{formatBytes(intl, page.sizeBytes)}</td>
                  <td data-numeric>{page.loadTimeMs === null ? '—' : formatMs(intl, page.loadTimeMs)}</td>
                </tr>
                {expanded ? (
                  <tr id={detailsId}>
                    <td colSpan={9}>
                      <Split>
                        <div>
                          <h4>{t(w.metaTags)}</h4>
                          {page.metaTags.length ? (
                            <List>
                              {page.metaTags.map((tag, index) => (
                                <li key={`${tag.name}-${index}`}>
                                  <Code>{tag.name}</Code>: <span dir="auto">{tag.content}</span>
                                </li>
                              ))}
                            </List>
                          ) : (
                            <Muted>{t(w.noMetaTags)}</Muted>
                          )}
                        </div>
                        <div>
                          <h4>{t(w.headings)}</h4>
                          <Row>
                            {(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((level) => (
                              <span key={level}>
                                <Code>{level.toUpperCase()}</Code> {intl.formatNumber(page.headings[level])}
                              </span>
                            ))}
                          </Row>
                        </div>
                      </Split>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}
