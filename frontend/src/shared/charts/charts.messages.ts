import { defineMessages } from 'react-intl';

export const chartMessages = defineMessages({
  loadFailed: {
    id: 'shared.charts.loadFailed',
    defaultMessage: 'The chart could not be loaded. Check your connection and reload the page.',
    description: 'Shown in place of a chart whose charting library failed to download',
  },
});
