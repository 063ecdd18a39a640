import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { toneColor } from '../../shared/ui/tone';
import type { AuditResult, Finding, SeoDetails, SeoElementBand } from './audit-types';
import { AuditTabs } from './AuditTabs';
import { auditMessages as m } from './audits.messages';
import { Card, Code, Facts, Muted, Pill, PlainList, scoreBandTone, Split } from './audits.styles';
import { contentMessages as c } from './content.messages';
import { FindingsList } from './FindingsList';
import { ExternalLink, ListTable, ToneLabel, YesNo } from './results-ui';
import { bandOf } from './ScoreGauge';
import { seoMessages as s } from './seo.messages';
import { websiteMessages as w } from './website.messages';

const ELEMENT_TONE: Record<SeoElementBand, 'good' | 'warn' | 'bad'> = { good: 'good', 'too-short': 'warn', 'too-long': 'warn', missing: 'bad' };

const CategoryList = styled(PlainList)`
  display: grid;
  gap: 0.75rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 1.5rem;
  }
`;

const CategoryItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.3rem 0.75rem;
  align-items: baseline;

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

/** A bar that fills from the inline start, so it grows right to left in Arabic. */
const Bar = styled.div<{ $value: number; $color: string }>`
  grid-column: 1 / -1;
  block-size: 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;

  &::before {
    content: '';
    display: block;
    block-size: 100%;
    inline-size: ${({ $value }) => $value}%;
    background: ${({ $color }) => $color};
  }
`;

/**
 * Nine columns fit the dashboard's width when the headings may wrap; the pills inside never do. As a
 * grid item of the tab panel it may shrink below the table's width, so the table scrolls in its frame.
 */
const PagesFrame = styled.div`
  min-inline-size: 0;

  thead th {
    white-space: normal;
  }

  td > span {
    white-space: nowrap;
  }
`;

/** Pages are named by path (the site is the analysed address above), wide enough not to break letter by letter. */
const PageCell = styled.th`
  min-inline-size: 7rem;
`;

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

const Small = styled(Muted)`
  grid-column: 1 / -1;
  font-size: 0.8125rem;
`;

function CategoryScores({ d }: { d: SeoDetails }) {
  const intl = useIntl();
  const theme = useTheme();
  const t = intl.formatMessage;
  return (
    <CategoryList data-testid="seo-categories">
      {d.categories.map((item) => {
        const name = t(s[`category.${item.category}`]);
        return (
          <CategoryItem key={item.category} data-category={item.category} data-score={item.score}>
            <span id={`seo-category-${item.category}`}>{name}</span>
            <strong>{intl.formatNumber(item.score)}</strong>
            <Bar
              role="meter"
              aria-labelledby={`seo-category-${item.category}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.score}
              $value={item.score}
              $color={toneColor(theme, scoreBandTone(bandOf(item.score)))}
            />
            <Small>{t(s.categoryLost, { lost: item.lost, weight: item.weight })}</Small>
          </CategoryItem>
        );
      })}
    </CategoryList>
  );
}

function Priorities({ result }: { result: AuditResult<'seo'> }) {
  const intl = useIntl();
  const theme = useTheme();
  const t = intl.formatMessage;
  const rank = new Map(result.details.ranked.map((item) => [item.findingId, item]));
  const aside = (finding: Finding) => {
    const item = rank.get(finding.id);
    if (!item) return null;
    return (
      <>
        <Pill $color={theme.color.success} data-testid="seo-gain" data-gain={item.gain}>
          {t(s.gain, { gain: item.gain })}
        </Pill>
        <Pill $color={theme.color.textMuted} data-category={item.category}>
          {t(s[`category.${item.category}`])}
        </Pill>
      </>
    );
  };
  if (!result.findings.length) return <Muted data-testid="seo-priorities">{t(s.prioritiesNone)}</Muted>;
  return (
    <>
      <Muted>{t(s.prioritiesNote)}</Muted>
      <FindingsList findings={result.findings} testId="seo-priorities" ordered filter={false} aside={aside} />
    </>
  );
}

function Pages({ d }: { d: SeoDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const band = (value: SeoElementBand) => <ToneLabel tone={ELEMENT_TONE[value]}>{t(c[`seoBand.${value}`])}</ToneLabel>;
  return (
    <PagesFrame>
      <ListTable
        items={d.pages}
        testId="seo-pages"
        columns={[t(s.colPage), t(s.colIndexable), t(s.colTitle), t(s.colDescription), t(s.colCanonical), t(s.colH1), t(s.colOpenGraph), t(s.colStructured), t(s.colAlt)]}
        rowKey={(page) => page.url}
        empty={t(m.none)}
        row={(page) => (
          <>
            <PageCell scope="row" title={page.url}>
              <ExternalLink href={page.url}>{pathOf(page.url)}</ExternalLink>
            </PageCell>
            <td data-col="indexable">
              <YesNo value={page.indexable} />
            </td>
            <td data-col="title">{band(page.title.band)}</td>
            <td data-col="description">{band(page.description.band)}</td>
            <td data-col="canonical">
              <YesNo value={page.canonical !== null} />
            </td>
            <td data-col="h1" data-numeric>
              {intl.formatNumber(page.h1)}
            </td>
            <td data-col="openGraph">
              <YesNo value={page.openGraph.title && page.openGraph.description && page.openGraph.image} />
            </td>
            <td data-col="structured">
              {page.structuredData.types.length ? <Code>{page.structuredData.types.join(', ')}</Code> : t(m.none)}
              {page.structuredData.invalid ? <ToneLabel tone="bad">{t(s.structuredInvalid)}</ToneLabel> : null}
            </td>
            <td data-col="alt" data-numeric>
              {t(s.altCount, { missing: page.images.missingAlt, total: page.images.total })}
            </td>
          </>
        )}
      />
    </PagesFrame>
  );
}

function Crawling({ d }: { d: SeoDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Split>
      <section>
        <h3>
          <Code>robots.txt</Code>
        </h3>
        <Facts data-testid="seo-robots">
          <dt>{t(w.robotsPresent)}</dt>
          <dd>
            <YesNo value={d.robots.present} />
          </dd>
          <dt>{t(w.robotsDisallowsAll)}</dt>
          <dd>
            <YesNo value={d.robots.disallowsAll} good={false} />
          </dd>
          <dt>{t(w.robotsSitemaps)}</dt>
          <dd>{d.robots.sitemapUrls.length ? d.robots.sitemapUrls.map((url) => <ExternalLink key={url} href={url} />) : t(m.none)}</dd>
        </Facts>
      </section>
      <section>
        <h3>{t(w.sitemap)}</h3>
        <Facts data-testid="seo-sitemap">
          <dt>{t(w.sitemapPresent)}</dt>
          <dd>
            <YesNo value={d.sitemap.present} />
          </dd>
          <dt>{t(w.sitemapValid)}</dt>
          <dd>
            <YesNo value={d.sitemap.valid} />
          </dd>
          <dt>{t(w.sitemapUrls)}</dt>
          <dd data-stat="urls">{intl.formatNumber(d.sitemap.urlCount)}</dd>
        </Facts>
      </section>
    </Split>
  );
}

/** The SEO audit (premium): category scores, the findings ranked by expected gain, the pages and the crawl files. */
export function SeoResults({ result }: { result: AuditResult<'seo'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const d = result.details;
  const sources: [string, number][] = [
    [t(s.sourceContent), d.sources.content],
    [t(s.sourceSemantic), d.sources.semantic.score],
    [t(s.sourceWebsite), d.sources.websiteSeo.score],
  ];
  return (
    <>
      <Card aria-labelledby="seo-summary">
        <h2 id="seo-summary">{t(s.summaryTitle)}</h2>
        <CategoryScores d={d} />
        <Muted>{t(s.summaryNote)}</Muted>
        <h3>{t(s.sourcesTitle)}</h3>
        <Facts data-testid="seo-sources">
          {sources.map(([label, score]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>
                <ToneLabel tone={scoreBandTone(bandOf(score))}>{intl.formatNumber(score)}</ToneLabel>
              </dd>
            </Fragment>
          ))}
        </Facts>
      </Card>
      <Card aria-label={t(m.resultsTitle)}>
        <AuditTabs
          testId="seo-tabs"
          tabs={[
            { key: 'priorities', label: t(s.tabPriorities), render: () => <Priorities result={result} /> },
            { key: 'pages', label: t(s.tabPages), render: () => <Pages d={d} /> },
            { key: 'crawling', label: t(s.tabCrawling), render: () => <Crawling d={d} /> },
          ]}
        />
      </Card>
    </>
  );
}

