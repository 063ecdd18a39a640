import { defineMessage, defineMessages } from 'react-intl';

/** The analytics allowance row of the comparison table and what happens past it. */
export const allowanceMessages = {
  ...defineMessages({
    row: {
      id: 'pricing.compare.analyticsEvents',
      defaultMessage: 'Analytics events per site and month',
      description: 'Comparison row: the monthly analytics event allowance of each plan',
    },
    pastAllowance: {
      id: 'pricing.compare.analyticsPast',
      defaultMessage:
        'Past the monthly allowance nothing is lost: events are still recorded and every report stays complete, with no sampling. The site’s dashboard warns from 80 % and says when the allowance is used up.',
      description: 'Note under the comparison table: what happens past the analytics allowance',
    },
  }),
  events: defineMessage<{ count: string }>({
    id: 'pricing.compare.analyticsEventsCount',
    defaultMessage: '{count} events',
    description: 'Cell of the allowance row',
  }),
};
