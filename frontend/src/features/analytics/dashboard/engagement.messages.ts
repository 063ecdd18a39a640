import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { EngagementBand, FactorKey, FactorLevel, ReadingPattern } from './dashboard-types';

/** Engagement quality (docs/product.md §5.9 factors, §13.2 bands). */
export const engagementMessages = {
  ...defineMessages({
    title: { id: 'analytics.dashboard.engagement.title', defaultMessage: 'Engagement quality', description: 'Heading of the engagement tab' },
    score: { id: 'analytics.dashboard.engagement.score', defaultMessage: 'Engagement score', description: 'Label of the overall score' },
    scoreNote: {
      id: 'analytics.dashboard.engagement.scoreNote',
      defaultMessage: 'A weighted mean of scroll depth, time quality, content consumption, interaction density, click-through rate and form completion rate.',
      description: 'How the overall score is computed',
    },
    bandsTitle: { id: 'analytics.dashboard.engagement.bands', defaultMessage: 'What the bands mean', description: 'Heading of the band legend' },
    factorsTitle: { id: 'analytics.dashboard.engagement.factors', defaultMessage: 'Factors', description: 'Heading of the factor list' },
    factorColumn: { id: 'analytics.dashboard.engagement.col.factor', defaultMessage: 'Factor', description: 'Column' },
    valueColumn: { id: 'analytics.dashboard.engagement.col.value', defaultMessage: 'Value', description: 'Column' },
    levelColumn: { id: 'analytics.dashboard.engagement.col.level', defaultMessage: 'Level', description: 'Column' },
    meaningColumn: { id: 'analytics.dashboard.engagement.col.meaning', defaultMessage: 'What it tells you', description: 'Column: explanation of the factor value' },
    patternsTitle: { id: 'analytics.dashboard.engagement.patterns', defaultMessage: 'Reading patterns', description: 'Heading: how many visits were classified as each reading pattern' },
    noData: { id: 'analytics.dashboard.engagement.noData', defaultMessage: 'Not enough data yet.', description: 'Explanation of a factor without data' },
    notEnough: {
      id: 'analytics.dashboard.engagement.notEnough',
      defaultMessage: 'Not enough data to judge engagement in this period.',
      description: 'Empty state of the engagement tab',
    },
  }),
  outOf: defineMessage<{ score: number }>({ id: 'analytics.dashboard.engagement.outOf', defaultMessage: '{score} out of 100', description: 'The overall score' }),
  bandRange: defineMessage<{ min: number; max: number }>({ id: 'analytics.dashboard.engagement.bandRange', defaultMessage: '{min} to {max}', description: 'Score range of a band' }),
  patternCount: defineMessage<{ count: number }>({ id: 'analytics.dashboard.engagement.patternCount', defaultMessage: '{count, plural, one {# visit} other {# visits}}', description: 'Visits classified as one reading pattern' }),
  perPageView: defineMessage<{ value: string }>({ id: 'analytics.dashboard.engagement.unit.perPageView', defaultMessage: '{value} per page view', description: 'Factor value with its unit' }),
  pxPerSecond: defineMessage<{ value: string }>({ id: 'analytics.dashboard.engagement.unit.pxPerSecond', defaultMessage: '{value} pixels per second', description: 'Factor value with its unit' }),
  perSession: defineMessage<{ value: string }>({ id: 'analytics.dashboard.engagement.unit.perSession', defaultMessage: '{value} per visit', description: 'Factor value with its unit' }),
  perMinute: defineMessage<{ value: string }>({ id: 'analytics.dashboard.engagement.unit.perMinute', defaultMessage: '{value} per active minute', description: 'Factor value with its unit' }),
};

export const FACTOR_LABELS: Record<FactorKey, MessageDescriptor> = defineMessages({
  scrollDepth: { id: 'analytics.dashboard.factor.scrollDepth', defaultMessage: 'Scroll depth', description: 'Engagement factor' },
  interactionDensity: { id: 'analytics.dashboard.factor.interactionDensity', defaultMessage: 'Interaction density', description: 'Engagement factor' },
  timeQuality: { id: 'analytics.dashboard.factor.timeQuality', defaultMessage: 'Time quality (active over total time)', description: 'Engagement factor' },
  contentConsumption: { id: 'analytics.dashboard.factor.contentConsumption', defaultMessage: 'Content consumption', description: 'Engagement factor' },
  averageScrollSpeed: { id: 'analytics.dashboard.factor.averageScrollSpeed', defaultMessage: 'Average scroll speed', description: 'Engagement factor' },
  scrollDirectionChanges: { id: 'analytics.dashboard.factor.scrollDirectionChanges', defaultMessage: 'Scroll direction changes', description: 'Engagement factor' },
  focusedTime: { id: 'analytics.dashboard.factor.focusedTime', defaultMessage: 'Focused time', description: 'Engagement factor' },
  interactionsPerMinute: { id: 'analytics.dashboard.factor.interactionsPerMinute', defaultMessage: 'Interactions per minute', description: 'Engagement factor' },
  clicksPerSession: { id: 'analytics.dashboard.factor.clicksPerSession', defaultMessage: 'Clicks per visit', description: 'Engagement factor' },
  scrollsPerSession: { id: 'analytics.dashboard.factor.scrollsPerSession', defaultMessage: 'Scrolls per visit', description: 'Engagement factor' },
  readingPattern: { id: 'analytics.dashboard.factor.readingPattern', defaultMessage: 'Reading pattern', description: 'Engagement factor' },
  clickThroughRate: { id: 'analytics.dashboard.factor.clickThroughRate', defaultMessage: 'Click-through rate', description: 'Engagement factor' },
  formCompletionRate: { id: 'analytics.dashboard.factor.formCompletionRate', defaultMessage: 'Form completion rate', description: 'Engagement factor' },
  readingTime: { id: 'analytics.dashboard.factor.readingTime', defaultMessage: 'Reading time', description: 'Engagement factor' },
  sessionsAnalysed: { id: 'analytics.dashboard.factor.sessionsAnalysed', defaultMessage: 'Visits analysed', description: 'Engagement factor' },
  averageDuration: { id: 'analytics.dashboard.factor.averageDuration', defaultMessage: 'Average duration', description: 'Engagement factor' },
  analysisDate: { id: 'analytics.dashboard.factor.analysisDate', defaultMessage: 'Analysis date', description: 'Engagement factor' },
});

export const LEVEL_LABELS: Record<FactorLevel, MessageDescriptor> = defineMessages({
  high: { id: 'analytics.dashboard.level.high', defaultMessage: 'High', description: 'Level of an engagement factor' },
  medium: { id: 'analytics.dashboard.level.medium', defaultMessage: 'Medium', description: 'Level of an engagement factor' },
  low: { id: 'analytics.dashboard.level.low', defaultMessage: 'Low', description: 'Level of an engagement factor' },
  comfortable: { id: 'analytics.dashboard.level.comfortable', defaultMessage: 'Comfortable', description: 'Level of the scroll speed' },
  fast: { id: 'analytics.dashboard.level.fast', defaultMessage: 'Fast', description: 'Level of the scroll speed' },
  'very-fast': { id: 'analytics.dashboard.level.veryFast', defaultMessage: 'Very fast', description: 'Level of the scroll speed' },
  info: { id: 'analytics.dashboard.level.info', defaultMessage: 'For information', description: 'Level of a descriptive engagement factor (not scored)' },
  'no-data': { id: 'analytics.dashboard.level.noData', defaultMessage: 'No data', description: 'Level of an engagement factor without data' },
});

export const BAND_LABELS: Record<EngagementBand, MessageDescriptor> = defineMessages({
  excellent: { id: 'analytics.dashboard.band.excellent', defaultMessage: 'Excellent', description: 'Engagement band' },
  good: { id: 'analytics.dashboard.band.good', defaultMessage: 'Good', description: 'Engagement band' },
  average: { id: 'analytics.dashboard.band.average', defaultMessage: 'Average', description: 'Engagement band' },
  poor: { id: 'analytics.dashboard.band.poor', defaultMessage: 'Poor', description: 'Engagement band' },
  'very-poor': { id: 'analytics.dashboard.band.veryPoor', defaultMessage: 'Very poor', description: 'Engagement band' },
});

export const BAND_EXPLANATIONS: Record<EngagementBand, MessageDescriptor> = defineMessages({
  excellent: {
    id: 'analytics.dashboard.band.excellent.explain',
    defaultMessage: 'Visitors read, scroll and act: the pages hold their attention.',
    description: 'What the engagement band means',
  },
  good: {
    id: 'analytics.dashboard.band.good.explain',
    defaultMessage: 'Most visitors engage; a few factors leave room for improvement.',
    description: 'What the engagement band means',
  },
  average: {
    id: 'analytics.dashboard.band.average.explain',
    defaultMessage: 'Visitors engage in part: look at the low factors below to see where they drop off.',
    description: 'What the engagement band means',
  },
  poor: {
    id: 'analytics.dashboard.band.poor.explain',
    defaultMessage: 'Many visitors leave early or barely interact with the pages.',
    description: 'What the engagement band means',
  },
  'very-poor': {
    id: 'analytics.dashboard.band.veryPoor.explain',
    defaultMessage: 'Visitors hardly scroll, read or click: the content or the page layout is not working for them.',
    description: 'What the engagement band means',
  },
});

export const PATTERN_LABELS: Record<ReadingPattern, MessageDescriptor> = defineMessages({
  reader: { id: 'analytics.dashboard.pattern.reader', defaultMessage: 'Readers', description: 'Reading pattern: stays and scrolls at reading pace' },
  scanner: { id: 'analytics.dashboard.pattern.scanner', defaultMessage: 'Scanners', description: 'Reading pattern: moves around looking for something' },
  skimmer: { id: 'analytics.dashboard.pattern.skimmer', defaultMessage: 'Skimmers', description: 'Reading pattern: passes through quickly' },
});

/**
 * The explanation of every code the server sends (ENGAGEMENT_<FACTOR>_<LEVEL>, engagement-quality.ts);
 * every ..._NO_DATA code shares engagementMessages.noData.
 */
export const FACTOR_EXPLANATIONS: Record<string, MessageDescriptor> = defineMessages({
  ENGAGEMENT_SCROLL_DEPTH_HIGH: { id: 'analytics.dashboard.explain.scrollDepthHigh', defaultMessage: 'Visitors scroll through most of each page.', description: 'Engagement factor explanation' },
  ENGAGEMENT_SCROLL_DEPTH_MEDIUM: { id: 'analytics.dashboard.explain.scrollDepthMedium', defaultMessage: 'Visitors see about half of each page.', description: 'Engagement factor explanation' },
  ENGAGEMENT_SCROLL_DEPTH_LOW: {
    id: 'analytics.dashboard.explain.scrollDepthLow',
    defaultMessage: 'Most visitors leave before seeing much of the page.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_INTERACTION_DENSITY_HIGH: {
    id: 'analytics.dashboard.explain.interactionDensityHigh',
    defaultMessage: 'Pages get plenty of clicks and form input.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_INTERACTION_DENSITY_MEDIUM: {
    id: 'analytics.dashboard.explain.interactionDensityMedium',
    defaultMessage: 'Pages get some clicks and form input.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_INTERACTION_DENSITY_LOW: {
    id: 'analytics.dashboard.explain.interactionDensityLow',
    defaultMessage: 'Pages are mostly looked at, rarely used.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_TIME_QUALITY_HIGH: {
    id: 'analytics.dashboard.explain.timeQualityHigh',
    defaultMessage: 'Visitors are active for most of the time the page is open.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_TIME_QUALITY_MEDIUM: {
    id: 'analytics.dashboard.explain.timeQualityMedium',
    defaultMessage: 'Visitors are active for part of the time the page is open.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_TIME_QUALITY_LOW: {
    id: 'analytics.dashboard.explain.timeQualityLow',
    defaultMessage: 'Pages are mostly left open in the background.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_CONTENT_CONSUMPTION_HIGH: {
    id: 'analytics.dashboard.explain.contentConsumptionHigh',
    defaultMessage: 'Most page views reach the end of the content.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_CONTENT_CONSUMPTION_MEDIUM: {
    id: 'analytics.dashboard.explain.contentConsumptionMedium',
    defaultMessage: 'Some page views reach the end of the content.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_CONTENT_CONSUMPTION_LOW: {
    id: 'analytics.dashboard.explain.contentConsumptionLow',
    defaultMessage: 'Few page views reach the end of the content.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_CLICK_THROUGH_RATE_HIGH: {
    id: 'analytics.dashboard.explain.clickThroughRateHigh',
    defaultMessage: 'Many page views lead to a click on a link or button.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_CLICK_THROUGH_RATE_MEDIUM: {
    id: 'analytics.dashboard.explain.clickThroughRateMedium',
    defaultMessage: 'Some page views lead to a click on a link or button.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_CLICK_THROUGH_RATE_LOW: {
    id: 'analytics.dashboard.explain.clickThroughRateLow',
    defaultMessage: 'Few page views lead to a click on a link or button.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_FORM_COMPLETION_RATE_HIGH: {
    id: 'analytics.dashboard.explain.formCompletionRateHigh',
    defaultMessage: 'Most forms that are started are submitted.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_FORM_COMPLETION_RATE_MEDIUM: {
    id: 'analytics.dashboard.explain.formCompletionRateMedium',
    defaultMessage: 'Many started forms are abandoned.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_FORM_COMPLETION_RATE_LOW: {
    id: 'analytics.dashboard.explain.formCompletionRateLow',
    defaultMessage: 'Most started forms are abandoned.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_AVERAGE_SCROLL_SPEED_COMFORTABLE: {
    id: 'analytics.dashboard.explain.scrollSpeedComfortable',
    defaultMessage: 'Visitors scroll at a reading pace.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_AVERAGE_SCROLL_SPEED_FAST: {
    id: 'analytics.dashboard.explain.scrollSpeedFast',
    defaultMessage: 'Visitors scroll quickly, looking for something.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_AVERAGE_SCROLL_SPEED_VERY_FAST: {
    id: 'analytics.dashboard.explain.scrollSpeedVeryFast',
    defaultMessage: 'Visitors scroll very fast and read little.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_READING_PATTERN_READER: {
    id: 'analytics.dashboard.explain.patternReader',
    defaultMessage: 'Most visitors stay and scroll at reading pace.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_READING_PATTERN_SCANNER: {
    id: 'analytics.dashboard.explain.patternScanner',
    defaultMessage: 'Most visitors move around the page looking for something.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_READING_PATTERN_SKIMMER: { id: 'analytics.dashboard.explain.patternSkimmer', defaultMessage: 'Most visitors pass through quickly.', description: 'Engagement factor explanation' },
  ENGAGEMENT_SCROLL_DIRECTION_CHANGES_INFO: {
    id: 'analytics.dashboard.explain.directionChanges',
    defaultMessage: 'How often visitors scroll back up per visit; many changes suggest they are searching.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_FOCUSED_TIME_INFO: {
    id: 'analytics.dashboard.explain.focusedTime',
    defaultMessage: 'Average time per visit with the page visible and focused.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_INTERACTIONS_PER_MINUTE_INFO: {
    id: 'analytics.dashboard.explain.interactionsPerMinute',
    defaultMessage: 'Clicks and form input per minute of active time.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_CLICKS_PER_SESSION_INFO: { id: 'analytics.dashboard.explain.clicksPerSession', defaultMessage: 'Average clicks per visit.', description: 'Engagement factor explanation' },
  ENGAGEMENT_SCROLLS_PER_SESSION_INFO: {
    id: 'analytics.dashboard.explain.scrollsPerSession',
    defaultMessage: 'Average scroll gestures per visit.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_READING_TIME_INFO: {
    id: 'analytics.dashboard.explain.readingTime',
    defaultMessage: 'Average active time per visit not spent scrolling.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_SESSIONS_ANALYSED_INFO: {
    id: 'analytics.dashboard.explain.sessionsAnalysed',
    defaultMessage: 'Number of visits this analysis is based on.',
    description: 'Engagement factor explanation',
  },
  ENGAGEMENT_AVERAGE_DURATION_INFO: { id: 'analytics.dashboard.explain.averageDuration', defaultMessage: 'Average visit length.', description: 'Engagement factor explanation' },
  ENGAGEMENT_ANALYSIS_DATE_INFO: { id: 'analytics.dashboard.explain.analysisDate', defaultMessage: 'When this analysis was computed.', description: 'Engagement factor explanation' },
});
