import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Options } from 'highcharts';
import { Chart } from '../../shared/charts';
import { Icon } from '../../shared/ui/Icon';
import type { Tone } from '../../shared/ui/tone';
import type { AuditResult, ContentPage, ContentScoreBand, KeywordDensityBand, ReadabilityBand, SeoElementBand, WordCountBand } from './audit-types';
import { AuditTabs } from './AuditTabs';
import { auditMessages as m } from './audits.messages';
import { Card, Code, Facts, GaugeGrid, List, Muted, Row, Split, StatGrid, Table, TableWrap, Url } from './audits.styles';
import { contentMessages as c } from './content.messages';
import { FindingsList } from './FindingsList';
import { pickMessage } from './pick-message';
import { formatPercent } from './format';
import { usePrintMode } from './print-mode';
import { ExternalLink, PageSelect, PerPage, Stat, ToneLabel } from './results-ui';
import { humanizeRule, ruleText } from './rule-text';
import { ScoreGauge } from './ScoreGauge';

const CONTENT_TONE: Record<ContentScoreBand, Tone> = { excellent: 'good', good: 'good', average: 'warn', poor: 'bad', critical: 'bad' };
const WORD_TONE: Record<WordCountBand, Tone> = { 'too-short': 'bad', short: 'warn', good: 'good', excellent: 'good' };
const DENSITY_TONE: Record<KeywordDensityBand, Tone> = { optimal: 'good', 'too-low': 'warn', 'too-high': 'bad' };
const SEO_TONE: Record<SeoElementBand, Tone> = { missing: 'bad', 'too-short': 'warn', 'too-long': 'warn', good: 'good' };
const READ_TONE: Record<ReadabilityBand, Tone> = {
  'very-easy': 'good',
  easy: 'good',
  'fairly-easy': 'good',
  standard: 'good',
  'fairly-difficult': 'warn',
  difficult: 'bad',
  'very-difficult': 'bad',
};
const LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const TIPS = [c.tip1, c.tip2, c.tip3, c.tip4, c.tip5, c.tip6, c.tip7, c.tip8];

const Outline = styled.ol`
  display: grid;
  gap: 0.3rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
  }
`;

const Trend = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.125rem;
  font-weight: 700;
`;

const Up = styled(Icon)`
  transform: rotate(-90deg);
`;
const Down = styled(Icon)`
  transform: rotate(90deg);
`;

/** Content analysis: site-wide summary, then each page's details in the sections of docs/product.md §12.14. */
export function ContentResults({ result }: { result: AuditResult<'content'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const print = usePrintMode();
  const details = result.details;
  const [selected, setSelected] = useState(0);
  const urls = details.pages.map((p) => p.url);

  const chart = useMemo<Options>(
    () => ({
      chart: { type: 'bar', height: Math.max(220, 48 * details.pages.length + 80) },
      title: { text: undefined },
      xAxis: { categories: details.pages.map((p) => p.url), labels: { style: { direction: 'ltr' } } },
      yAxis: { min: 0, max: 100, title: { text: t(m.scoreLabel) } },
      legend: { enabled: false },
      series: [{ type: 'bar', name: t(m.scoreLabel), data: details.pages.map((p) => p.contentScore) }],
    }),
    [details.pages, t],
  );

  const page = (index: number) => <PageDetails page={details.pages[index]!} />;

  return (
    <>
      <Card aria-labelledby="content-summary">
        <h2 id="content-summary">{t(c.statisticsTitle)}</h2>
        <Split>
          <GaugeGrid>
            <div>
              <ScoreGauge label={t(c.averageScore)} score={details.averageScore} testId="gauge-content-average" />
              <Row style={{ justifyContent: 'center' }}>
                <ToneLabel tone={CONTENT_TONE[details.averageScoreBand]} testId="content-average-band">
                  {t(c[`contentBand.${details.averageScoreBand}`])}
                </ToneLabel>
              </Row>
            </div>
          </GaugeGrid>
          <div>
            <h3>{t(c.priorityTitle)}</h3>
            {details.improvementPriority ? (
              <div data-testid="content-priority">
                <p>
                  <Url>{details.improvementPriority.url}</Url>
                </p>
                <Muted>{t(c.priorityBody, { score: details.improvementPriority.score })}</Muted>
              </div>
            ) : (
              <Muted>{t(m.none)}</Muted>
            )}
            <h3>{t(c.trendTitle)}</h3>
            {details.trend ? (
              <div data-testid="content-trend" data-trend={details.trend.direction}>
                <Trend>
                  {details.trend.direction === 'improving' ? <Up name="arrow" size={20} /> : details.trend.direction === 'declining' ? <Down name="arrow" size={20} /> : <Icon name="arrow" size={20} directional />}
                  {t(c[`trend.${details.trend.direction}`])}
                </Trend>
                <Muted>{t(c.trendPrevious, { score: details.trend.previousScore })}</Muted>
              </div>
            ) : (
              <Muted data-testid="content-trend">{t(c.trendNone)}</Muted>
            )}
          </div>
        </Split>
        <StatGrid data-testid="content-statistics">
          <Stat label={t(c.totalWords)} stat="totalWords">{intl.formatNumber(details.statistics.totalWords)}</Stat>
          <Stat label={t(c.averageWords)} stat="averageWords">{intl.formatNumber(details.statistics.averageWords, { maximumFractionDigits: 0 })}</Stat>
          <Stat label={t(c.averageReadability)} stat="averageReadability">{intl.formatNumber(details.statistics.averageReadability, { maximumFractionDigits: 1 })}</Stat>
          <Stat label={t(c.totalImages)} stat="totalImages">{intl.formatNumber(details.statistics.totalImages)}</Stat>
          <Stat label={t(c.imagesMissingAlt)} stat="imagesMissingAlt">{intl.formatNumber(details.statistics.imagesMissingAlt)}</Stat>
        </StatGrid>
        {details.pages.length > 1 && !print ? <Chart options={chart} label={t(c.pagesChart)} testId="content-pages-chart" /> : null}
      </Card>

      {details.pages.length ? (
        <Card aria-label={t(m.resultsTitle)}>
          <PageSelect urls={urls} value={selected} onChange={setSelected} />
          <PerPage urls={urls} selected={selected} render={page} />
        </Card>
      ) : null}
    </>
  );
}

function PageDetails({ page }: { page: ContentPage }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const r = page.readability;

  return (
    <AuditTabs
      testId="content-tabs"
      tabs={[
        {
          key: 'overview',
          label: t(c.tabOverview),
          render: () => (
            <Split>
              <GaugeGrid>
                <div>
                  <ScoreGauge label={t(c.pageScore)} score={page.contentScore} testId="gauge-content-page" />
                  <Row style={{ justifyContent: 'center' }}>
                    <ToneLabel tone={CONTENT_TONE[page.contentScoreBand]}>{t(c[`contentBand.${page.contentScoreBand}`])}</ToneLabel>
                  </Row>
                </div>
              </GaugeGrid>
              <Facts data-testid="content-overview">
                <dt>{t(c.wordCount)}</dt>
                <dd>
                  <Row>
                    <span data-stat="wordCount">{intl.formatNumber(page.wordCount)}</span>
                    <ToneLabel tone={WORD_TONE[page.wordCountBand]}>{t(c[`wordBand.${page.wordCountBand}`])}</ToneLabel>
                  </Row>
                </dd>
                <dt>{t(c.readabilityScore)}</dt>
                <dd>
                  <Row>
                    <span data-stat="readability">{intl.formatNumber(r.score, { maximumFractionDigits: 1 })}</span>
                    <ToneLabel tone={READ_TONE[r.band]} testId="readability-band">
                      {t(c[`readBand.${r.band}`])}
                    </ToneLabel>
                  </Row>
                </dd>
                <dt>{t(c.readabilityGrade)}</dt>
                <dd>{intl.formatNumber(r.grade, { maximumFractionDigits: 1 })}</dd>
                <dt>{t(c.readabilityWords)}</dt>
                <dd>{intl.formatNumber(r.words)}</dd>
                <dt>{t(c.readabilitySentences)}</dt>
                <dd>{intl.formatNumber(r.sentences)}</dd>
                <dt>{t(c.readabilityFormula)}</dt>
                <dd>{t(c[`formula.${r.formula}`])}</dd>
                <dt>{t(c.language)}</dt>
                <dd>
                  <Code>{page.language || '—'}</Code>
                </dd>
                <dt>{t(c.links)}</dt>
                <dd data-testid="content-links">{t(c.linksValue, page.links)}</dd>
              </Facts>
            </Split>
          ),
        },
        {
          key: 'headings',
          label: t(c.tabHeadings),
          render: () => (
            <Split>
              <TableWrap>
                <Table data-testid="heading-counts">
                  <caption>{t(c.headingCounts)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t(c.headingLevel)}</th>
                      <th scope="col">{t(c.headingCount)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {LEVELS.map((level) => (
                      <tr key={level}>
                        <th scope="row">
                          <Code>{level.toUpperCase()}</Code>
                        </th>
                        <td data-numeric data-level={level}>
                          {intl.formatNumber(page.headings.counts[level])}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
              <div>
                <h4>{t(c.headingOutline)}</h4>
                {page.headings.outline.length ? (
                  <Outline data-testid="heading-outline">
                    {page.headings.outline.map((heading, index) => (
                      <li key={index} style={{ paddingInlineStart: `${(heading.level - 1) * 1.25}rem` }}>
                        <Code>H{heading.level}</Code>
                        <span dir="auto">{heading.text}</span>
                      </li>
                    ))}
                  </Outline>
                ) : (
                  <Muted>{t(c.headingsNone)}</Muted>
                )}
              </div>
            </Split>
          ),
        },
        { key: 'issues', label: t(c.tabIssues), render: () => <FindingsList findings={page.issues} testId="content-issues" /> },
        {
          key: 'images',
          label: t(c.tabImages),
          render: () => (
            <>
              <StatGrid data-testid="content-images">
                <Stat label={t(c.imagesTotal)} stat="images">{intl.formatNumber(page.images.total)}</Stat>
                <Stat label={t(c.imagesWithAlt)} stat="withAlt">{intl.formatNumber(page.images.withAlt)}</Stat>
                <Stat label={t(c.imagesMissingAltPage)} stat="missingAlt">{intl.formatNumber(page.images.missingAlt)}</Stat>
                <Stat label={t(c.imagesWithDimensions)}>{intl.formatNumber(page.images.withDimensions)}</Stat>
                <Stat label={t(c.imagesMissingDimensions)}>{intl.formatNumber(page.images.missingDimensions)}</Stat>
              </StatGrid>
              {page.images.missingAltSources.length ? (
                <div>
                  <h4>{t(c.imagesMissingAltList)}</h4>
                  <List>
                    {page.images.missingAltSources.map((src) => (
                      <li key={src}>
                        <Code>{src}</Code>
                      </li>
                    ))}
                  </List>
                </div>
              ) : null}
            </>
          ),
        },
        {
          key: 'keywords',
          label: t(c.tabKeywords),
          render: () =>
            page.keywords.length ? (
              <TableWrap>
                <Table data-testid="keywords">
                  <thead>
                    <tr>
                      <th scope="col">{t(c.keyword)}</th>
                      <th scope="col">{t(c.keywordCount)}</th>
                      <th scope="col">{t(c.keywordDensity)}</th>
                      <th scope="col">{t(c.keywordBand)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.keywords.map((k) => (
                      <tr key={k.word}>
                        <th scope="row" dir="auto">
                          {k.word}
                        </th>
                        <td data-numeric>{intl.formatNumber(k.count)}</td>
                        <td data-numeric>{formatPercent(intl, k.density, 2)}</td>
                        <td>
                          <ToneLabel tone={DENSITY_TONE[k.band]}>{t(c[`densityBand.${k.band}`])}</ToneLabel>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
            ) : (
              <Muted>{t(c.keywordsNone)}</Muted>
            ),
        },
        { key: 'seo', label: t(c.tabSeo), render: () => <SeoElements page={page} /> },
        { key: 'recommendations', label: t(c.tabRecommendations), render: () => <Recommendations codes={page.recommendations} /> },
        {
          key: 'tips',
          label: t(c.tabTips),
          render: () => (
            <List data-testid="seo-tips">
              {TIPS.map((tip) => (
                <li key={tip.id}>{t(tip)}</li>
              ))}
            </List>
          ),
        },
      ]}
    />
  );
}

function SeoElements({ page }: { page: ContentPage }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const og = Object.entries(page.meta.openGraph);
  const row = (label: string, el: { value: string | null; length: number; band: SeoElementBand }, key: string) => (
    <tr data-seo={key}>
      <th scope="row">{label}</th>
      <td dir="auto">{el.value ?? '—'}</td>
      <td data-numeric>{t(c.characters, { count: el.length })}</td>
      <td>
        <ToneLabel tone={SEO_TONE[el.band]}>{t(c[`seoBand.${el.band}`])}</ToneLabel>
      </td>
    </tr>
  );
  return (
    <>
      <TableWrap>
        <Table data-testid="seo-elements">
          <thead>
            <tr>
              <th scope="col">{t(c.seoElement)}</th>
              <th scope="col">{t(c.seoValue)}</th>
              <th scope="col">{t(c.seoLength)}</th>
              <th scope="col">{t(c.seoAssessment)}</th>
            </tr>
          </thead>
          <tbody>
            {row(t(c.metaTitle), page.meta.title, 'title')}
            {row(t(c.metaDescription), page.meta.description, 'description')}
            <tr data-seo="canonical">
              <th scope="row">{t(c.canonical)}</th>
              <td colSpan={3}>{page.meta.canonical ? <ExternalLink href={page.meta.canonical} /> : <ToneLabel tone="bad">{t(c['seoBand.missing'])}</ToneLabel>}</td>
            </tr>
          </tbody>
        </Table>
      </TableWrap>
      <h4>{t(c.openGraph)}</h4>
      {og.length ? (
        <TableWrap>
          <Table data-testid="open-graph">
            <thead>
              <tr>
                <th scope="col">{t(c.ogProperty)}</th>
                <th scope="col">{t(c.seoValue)}</th>
              </tr>
            </thead>
            <tbody>
              {og.map(([property, value]) => (
                <tr key={property}>
                  <th scope="row">
                    <Code>{property}</Code>
                  </th>
                  <td dir="auto">{value}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      ) : (
        <ToneLabel tone="bad">{t(c['seoBand.missing'])}</ToneLabel>
      )}
    </>
  );
}

/** Recommendation codes: the content catalog's own texts first, then the rule catalog, then the code in words. */
function Recommendations({ codes }: { codes: readonly string[] }) {
  const intl = useIntl();
  if (!codes.length) return <Muted>{intl.formatMessage(c.recommendationsNone)}</Muted>;
  return (
    <List data-testid="content-recommendations">
      {codes.map((code) => {
        const own = pickMessage(c, `recommendation.${code}`);
        if (own) return <li key={code}>{intl.formatMessage(own)}</li>;
        const rule = ruleText(intl, code, {}, humanizeRule(code));
        return <li key={code}>{rule.remediation ?? rule.title}</li>;
      })}
    </List>
  );
}
