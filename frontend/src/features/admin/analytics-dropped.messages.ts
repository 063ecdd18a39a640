import { defineMessages, type MessageDescriptor } from 'react-intl';

export const droppedMessages = defineMessages({
  tab: { id: 'admin.tab.analyticsDropped', defaultMessage: 'Analytics dropped events', description: 'Admin tab: events the analytics tracker refused' },
  lead: {
    id: 'admin.analyticsDropped.lead',
    defaultMessage: 'Events the analytics tracker refused instead of recording, by reason. Whole requests refused before their events could be read count once.',
    description: 'Text above the table of dropped analytics events',
  },
  reason: { id: 'admin.analyticsDropped.reason', defaultMessage: 'Reason', description: 'Column header' },
  count: { id: 'admin.analyticsDropped.count', defaultMessage: 'Events', description: 'Column header: number of dropped events' },
  total: { id: 'admin.analyticsDropped.total', defaultMessage: 'Total', description: 'Last row of the table: all reasons together' },
  empty: { id: 'admin.analyticsDropped.empty', defaultMessage: 'No event has been dropped.', description: 'Empty state of the dropped events panel' },
  refresh: { id: 'admin.analyticsDropped.refresh', defaultMessage: 'Refresh', description: 'Button reloading the counts' },
  caption: { id: 'admin.analyticsDropped.caption', defaultMessage: 'Dropped events by reason', description: 'Table caption' },
});

/** The tracker's reasons (src/modules/analytics/application/ingest/dropped-counter.ts DROP_REASONS). */
export const DROP_REASON_LABELS: Record<string, MessageDescriptor> = defineMessages({
  'too-large': { id: 'admin.analyticsDropped.reason.tooLarge', defaultMessage: 'Request too large', description: 'Drop reason: body over the size cap' },
  'invalid:not-json': { id: 'admin.analyticsDropped.reason.notJson', defaultMessage: 'Not JSON', description: 'Drop reason: body could not be parsed' },
  'invalid:bad-envelope': { id: 'admin.analyticsDropped.reason.badEnvelope', defaultMessage: 'Malformed batch', description: 'Drop reason: not a { site, events } batch' },
  'invalid:event': { id: 'admin.analyticsDropped.reason.badEvent', defaultMessage: 'Invalid event', description: 'Drop reason: one event failed the schema' },
  'unknown-site': { id: 'admin.analyticsDropped.reason.unknownSite', defaultMessage: 'Unknown site', description: 'Drop reason: no site with that id' },
  'tracking-disabled': { id: 'admin.analyticsDropped.reason.trackingDisabled', defaultMessage: 'Tracking switched off', description: 'Drop reason: the owner turned tracking off' },
  bot: { id: 'admin.analyticsDropped.reason.bot', defaultMessage: 'Bot or crawler', description: 'Drop reason: user agent of a bot' },
  dnt: { id: 'admin.analyticsDropped.reason.dnt', defaultMessage: 'Do Not Track', description: 'Drop reason: the browser asked not to be tracked' },
  excluded: { id: 'admin.analyticsDropped.reason.excluded', defaultMessage: 'Excluded by the owner', description: 'Drop reason: an exclusion matched' },
  'enqueue-failed': { id: 'admin.analyticsDropped.reason.enqueueFailed', defaultMessage: 'Queue unavailable', description: 'Drop reason: the queue refused the batch' },
  'rate-limited': {
    id: 'admin.analyticsDropped.reason.rateLimited',
    defaultMessage: 'Too many requests from one address',
    description: 'Drop reason: one IP address sent more requests a second than the tracker takes (the request counts once)',
  },
});
