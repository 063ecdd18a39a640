import { useIntl, type IntlShape } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { engagementBandColor, levelColor } from './bands';
import { useReportArgs } from './dashboard-context';
import { ENGAGEMENT_BAND_RANGES, ENGAGEMENT_BANDS, type EngagementBand, type EngagementFactor, type EngagementQualityReport, type ReadingPattern } from './dashboard-types';
import { useEngagementReportQuery } from './reports.api';
import { BAND_EXPLANATIONS, BAND_LABELS, engagementMessages as e, FACTOR_EXPLANATIONS, FACTOR_LABELS, LEVEL_LABELS, PATTERN_LABELS } from './engagement.messages';
import { formatDuration, formatPercent } from './format';
import { ReportView } from './ReportView';
import { Card, Columns, Muted, Pill, Stack, Table, TableWrap } from './ui';

const ScoreBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
`;

const Score = styled.p<{ $color: string }>`
  display: grid;
  place-items: center;
  inline-size: 7rem;
  block-size: 7rem;
  border: 0.5rem solid ${({ $color }) => $color};
  border-radius: 50%;
  font-size: 2.25rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const BandNote = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  flex: 1 1 14rem;
`;

const BandList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 8.5rem minmax(0, 1fr);
    gap: 0.75rem;
    align-items: start;
    padding-block: 0.4rem;
    padding-inline: 0.6rem;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  li[aria-current='true'] {
    background: ${({ theme }) => theme.color.bgAlt};
    outline: 2px solid ${({ theme }) => theme.color.borderStrong};
  }
`;

const PATTERNS: readonly ReadingPattern[] = ['reader', 'scanner', 'skimmer'];

/** A factor's value with its unit, in the page's language. */
function factorValue(intl: IntlShape, factor: EngagementFactor): string {
  const { value, unit } = factor;
  if (value === null) return '—';
  if (unit === 'date') return intl.formatDate(String(value), { dateStyle: 'medium', timeStyle: 'short' });
  if (unit === 'pattern') return PATTERNS.includes(value as ReadingPattern) ? intl.formatMessage(PATTERN_LABELS[value as ReadingPattern]) : String(value);
  const n = Number(value);
  const num = intl.formatNumber(n, { maximumFractionDigits: 1 });
  switch (unit) {
    case 'percent':
      return formatPercent(intl, n);
    case 'seconds':
      return formatDuration(intl, n);
    case 'per-page-view':
      return intl.formatMessage(e.perPageView, { value: num });
    case 'px-per-second':
      return intl.formatMessage(e.pxPerSecond, { value: intl.formatNumber(n, { maximumFractionDigits: 0 }) });
    case 'per-session':
      return intl.formatMessage(e.perSession, { value: num });
    case 'per-minute':
      return intl.formatMessage(e.perMinute, { value: num });
    case 'count':
      return intl.formatNumber(n);
  }
  return num;
}

/** The translation of the server's explanation code; every ..._NO_DATA code reads "not enough data". */
function explanation(intl: IntlShape, factor: EngagementFactor): string {
  if (factor.level === 'no-data' || factor.code.endsWith('_NO_DATA')) return intl.formatMessage(e.noData);
  const message = FACTOR_EXPLANATIONS[factor.code];
  return message ? intl.formatMessage(message) : factor.explanation;
}

function Factors({ report }: { report: EngagementQualityReport }) {
  const intl = useIntl();
  const theme = useTheme();
  const t = intl.formatMessage;
  return (
    <TableWrap>
      <Table data-testid="engagement-factors">
        <caption>{t(e.factorsTitle)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(e.factorColumn)}</th>
            <th scope="col" data-numeric>
              {t(e.valueColumn)}
            </th>
            <th scope="col">{t(e.levelColumn)}</th>
            <th scope="col">{t(e.meaningColumn)}</th>
          </tr>
        </thead>
        <tbody>
          {report.factors.map((factor) => (
            <tr key={factor.key} data-factor={factor.key} data-level={factor.level}>
              <th scope="row">{FACTOR_LABELS[factor.key] ? t(FACTOR_LABELS[factor.key]) : factor.key}</th>
              <td data-numeric data-testid={`factor-value-${factor.key}`}>
                {factorValue(intl, factor)}
              </td>
              <td>
                <Pill $color={levelColor(theme, factor.level)}>{LEVEL_LABELS[factor.level] ? t(LEVEL_LABELS[factor.level]) : factor.level}</Pill>
              </td>
              <td>{explanation(intl, factor)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

/** The server scores only periods with enough sessions. */
const isScored = (report: EngagementQualityReport): report is EngagementQualityReport & { score: number; band: EngagementBand } =>
  report.score !== null && report.band !== null;

/** Engagement quality (docs/product.md §5.9, bands §13.2): the score and its band, what each band means, every factor explained. */
export function EngagementTab() {
  const intl = useIntl();
  const theme = useTheme();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const state = useEngagementReportQuery(args, options);
  return (
    <ReportView state={state} testId="engagement" hasData={isScored} empty={{ title: t(e.notEnough), testId: 'engagement-empty' }}>
      {(report) => {
        const band = report.band;
        const color = engagementBandColor(theme, band);
        return (
          <Stack>
            <Columns>
              <Card aria-labelledby="engagement-score-title">
                <h3 id="engagement-score-title">{t(e.score)}</h3>
                <ScoreBox>
                  <Score $color={color} data-testid="engagement-score" aria-label={t(e.outOf, { score: report.score })}>
                    {intl.formatNumber(report.score)}
                  </Score>
                  <BandNote>
                    <Pill $color={color} $solid data-testid="engagement-band" data-band={band}>
                      {t(BAND_LABELS[band])}
                    </Pill>
                    <p>{t(BAND_EXPLANATIONS[band])}</p>
                  </BandNote>
                </ScoreBox>
                <Muted>{t(e.scoreNote)}</Muted>
              </Card>
              <Card aria-labelledby="engagement-bands-title">
                <h3 id="engagement-bands-title">{t(e.bandsTitle)}</h3>
                <BandList data-testid="engagement-bands">
                  {ENGAGEMENT_BANDS.map((b) => {
                    const [min, max] = ENGAGEMENT_BAND_RANGES[b];
                    return (
                      <li key={b} aria-current={b === band} data-band={b}>
                        <span>
                          <Pill $color={engagementBandColor(theme, b)} $solid={b === band}>
                            {t(BAND_LABELS[b])}
                          </Pill>
                          <Muted>{t(e.bandRange, { min, max })}</Muted>
                        </span>
                        <span>{t(BAND_EXPLANATIONS[b])}</span>
                      </li>
                    );
                  })}
                </BandList>
              </Card>
            </Columns>
            <Factors report={report} />
            <Card aria-labelledby="engagement-patterns-title">
              <h3 id="engagement-patterns-title">{t(e.patternsTitle)}</h3>
              <BandList>
                {PATTERNS.map((p) => (
                  <li key={p} data-pattern={p}>
                    <strong>{t(PATTERN_LABELS[p])}</strong>
                    <span>{t(e.patternCount, { count: report.readingPatterns[p] ?? 0 })}</span>
                  </li>
                ))}
              </BandList>
            </Card>
          </Stack>
        );
      }}
    </ReportView>
  );
}
