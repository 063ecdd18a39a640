import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AuditResult, EngagementDetails, EngagementPage } from './audit-types';
import { AuditTabs } from './AuditTabs';
import { auditMessages as m } from './audits.messages';
import { Card, Code, GaugeGrid, Muted, PlainList, Row, StatGrid, Table, TableWrap, Url } from './audits.styles';
import { engagementMessages as e } from './engagement.messages';
import { FindingsList } from './FindingsList';
import { ListTable, PageSelect, PerPage, Stat, ToneLabel, YesNo } from './results-ui';
import { ScoreGauge } from './ScoreGauge';

/** Minimum comfortable tap target (WCAG 2.5.5) and text contrast (WCAG 1.4.3) the techniques check. */
const TAP_TARGET_PX = 44;
const TEXT_CONTRAST = 4.5;
const READABLE_EASE = 60;

type TechniqueKey = 'cta-above-fold' | 'cta-contrast' | 'cta-size' | 'social' | 'interactive' | 'skip-link' | 'search' | 'breadcrumbs' | 'readable';

/** Each technique as a test of one page; "used on N of M pages" comes from the analysed pages themselves. */
const TECHNIQUES: readonly { key: TechniqueKey; uses: (page: EngagementPage) => boolean }[] = [
  { key: 'cta-above-fold', uses: (page) => page.ctas.some((cta) => cta.aboveFold) },
  { key: 'cta-contrast', uses: (page) => page.ctas.length > 0 && page.ctas.every((cta) => cta.contrastRatio !== null && cta.contrastRatio >= TEXT_CONTRAST) },
  { key: 'cta-size', uses: (page) => page.ctas.length > 0 && page.ctas.every((cta) => cta.width >= TAP_TARGET_PX && cta.height >= TAP_TARGET_PX) },
  { key: 'social', uses: (page) => page.social.length > 0 },
  { key: 'interactive', uses: (page) => page.interactive.length > 0 },
  { key: 'skip-link', uses: (page) => page.navigation.hasSkipLink },
  { key: 'search', uses: (page) => page.navigation.hasSearch },
  { key: 'breadcrumbs', uses: (page) => page.navigation.breadcrumbs },
  { key: 'readable', uses: (page) => page.readability.score >= READABLE_EASE },
];

export function EngagementResults({ result }: { result: AuditResult<'user-engagement'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const d = result.details;
  const [selected, setSelected] = useState(0);
  const urls = d.pages.map((page) => page.url);

  return (
    <>
      <Card aria-labelledby="engagement-summary">
        <h2 id="engagement-summary">{t(e.summaryTitle)}</h2>
        <GaugeGrid>
          <ScoreGauge label={t(e.global)} score={d.scores.global} testId="gauge-global" />
          <ScoreGauge label={t(e.navigation)} score={d.scores.navigation} testId="gauge-navigation" />
          <ScoreGauge label={t(e.readability)} score={d.scores.readability} testId="gauge-readability" />
        </GaugeGrid>
        <StatGrid data-testid="engagement-averages">
          <Stat label={t(e.averageScore)} stat="score">{intl.formatNumber(d.averages.score, { maximumFractionDigits: 0 })}</Stat>
          <Stat label={t(e.averageCtas)} stat="ctas">{intl.formatNumber(d.averages.ctaCount, { maximumFractionDigits: 1 })}</Stat>
          <Stat label={t(e.averageInteractive)} stat="interactive">{intl.formatNumber(d.averages.interactiveCount, { maximumFractionDigits: 1 })}</Stat>
          <Stat label={t(e.averageSocial)} stat="social">{intl.formatNumber(d.averages.socialCount, { maximumFractionDigits: 1 })}</Stat>
        </StatGrid>
      </Card>
      <Card aria-label={t(m.resultsTitle)}>
        <AuditTabs
          testId="engagement-tabs"
          tabs={[
            { key: 'elements', label: t(e.tabElements), render: () => <Elements d={d} /> },
            { key: 'issues', label: t(e.tabIssues), render: () => <FindingsList findings={result.findings} testId="engagement-issues" /> },
            { key: 'techniques', label: t(e.tabTechniques), render: () => <Techniques pages={d.pages} /> },
            {
              key: 'details',
              label: t(e.tabDetails),
              render: () => (
                <>
                  <PageSelect urls={urls} value={selected} onChange={setSelected} />
                  <PerPage urls={urls} selected={selected} render={(index) => <PageElements page={d.pages[index]!} />} />
                </>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

function Elements({ d }: { d: EngagementDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <TableWrap>
      <Table data-testid="engagement-pages">
        <thead>
          <tr>
            <th scope="col">{t(e.page)}</th>
            <th scope="col">{t(e.ctas)}</th>
            <th scope="col">{t(e.social)}</th>
            <th scope="col">{t(e.interactive)}</th>
            <th scope="col">{t(e.navFeatures)}</th>
            <th scope="col">{t(e.pageScore)}</th>
          </tr>
        </thead>
        <tbody>
          {d.pages.map((page) => (
            <tr key={page.url} data-page={page.url}>
              <th scope="row">
                <Url>{page.url}</Url>
              </th>
              <td data-numeric data-count="ctas">
                {intl.formatNumber(page.ctas.length)}
              </td>
              <td data-numeric data-count="social">
                {intl.formatNumber(page.social.length)}
              </td>
              <td data-numeric data-count="interactive">
                {intl.formatNumber(page.interactive.length)}
              </td>
              <td>
                <PlainList>
                  <li>
                    {t(e.navLinks)}: {intl.formatNumber(page.navigation.links)}
                  </li>
                  <li>
                    {t(e.skipLink)}: <YesNo value={page.navigation.hasSkipLink} />
                  </li>
                  <li>
                    {t(e.search)}: <YesNo value={page.navigation.hasSearch} />
                  </li>
                  <li>
                    {t(e.breadcrumbs)}: <YesNo value={page.navigation.breadcrumbs} />
                  </li>
                </PlainList>
              </td>
              <td data-numeric>{intl.formatNumber(page.globalScore)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

function Techniques({ pages }: { pages: readonly EngagementPage[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <Muted>{t(e.techniquesIntro)}</Muted>
      <PlainList data-testid="engagement-techniques">
        {TECHNIQUES.map(({ key, uses }) => {
          const count = pages.filter(uses).length;
          const tone = count === pages.length && count > 0 ? 'good' : count > 0 ? 'warn' : 'bad';
          return (
            <li key={key} data-technique={key} data-used={count}>
              <Row>
                <strong>{t(e[`technique.${key}.title`])}</strong>
                <ToneLabel tone={tone}>{t(e.used, { count, total: pages.length })}</ToneLabel>
              </Row>
              <Muted>{t(e[`technique.${key}.body`])}</Muted>
            </li>
          );
        })}
      </PlainList>
    </>
  );
}

function PageElements({ page }: { page: EngagementPage }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const where = (location: EngagementPage['ctas'][number]['location']) => t(e[`location.${location}`]);
  return (
    <>
      <h3>{t(e.ctas)}</h3>
      <ListTable
        testId="cta-table"
        items={page.ctas}
        empty={t(e.none)}
        columns={[t(e.ctaText), t(e.type), t(e.location), t(e.aboveFold), t(e.size), t(e.contrast)]}
        rowKey={(cta) => cta.selector}
        row={(cta) => (
          <>
            <th scope="row" dir="auto">
              {cta.text}
              <div>
                <Code>{cta.selector}</Code>
              </div>
            </th>
            <td>{t(e[`ctaType.${cta.type}`])}</td>
            <td>{where(cta.location)}</td>
            <td>
              <YesNo value={cta.aboveFold} />
            </td>
            <td data-numeric>
              <ToneLabel tone={cta.width >= TAP_TARGET_PX && cta.height >= TAP_TARGET_PX ? 'good' : 'warn'}>
                {t(e.sizeValue, { width: Math.round(cta.width), height: Math.round(cta.height) })}
              </ToneLabel>
            </td>
            <td data-numeric>
              {cta.contrastRatio === null ? (
                '—'
              ) : (
                <ToneLabel tone={cta.contrastRatio >= TEXT_CONTRAST ? 'good' : 'bad'}>{intl.formatNumber(cta.contrastRatio, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}:1</ToneLabel>
              )}
            </td>
          </>
        )}
      />
      <h3>{t(e.social)}</h3>
      <ListTable
        testId="social-table"
        items={page.social}
        empty={t(e.none)}
        columns={[t(e.platform), t(e.type), t(e.location)]}
        rowKey={(item) => item.selector}
        row={(item) => (
          <>
            <th scope="row">
              <bdi>{item.platform}</bdi>
            </th>
            <td>{t(e[`socialType.${item.type}`])}</td>
            <td>{where(item.location)}</td>
          </>
        )}
      />
      <h3>{t(e.interactive)}</h3>
      <ListTable
        testId="interactive-table"
        items={page.interactive}
        empty={t(e.none)}
        columns={[t(e.description), t(e.type), t(e.location)]}
        rowKey={(item) => item.selector}
        row={(item) => (
          <>
            <th scope="row" dir="auto">
              {item.description}
            </th>
            <td>
              <Code>{item.type}</Code>
            </td>
            <td>{where(item.location)}</td>
          </>
        )}
      />
    </>
  );
}
