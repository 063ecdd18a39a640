import { useIntl, type MessageDescriptor } from 'react-intl';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { stackqlMessages as m } from './stackql.messages';
import { Card, Muted } from './stackql.styles';

/**
 * The 'Premium Feature' notice with its upgrade button (docs/product.md §10.2), as the designer shows
 * it; `body` says which feature of the query tool needs the plan.
 */
export function PremiumNotice({ body = m.premiumBody, testId = 'stackql-premium' }: { body?: MessageDescriptor; testId?: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Card data-testid={testId} aria-labelledby={`${testId}-title`} role="region">
      <h2 id={`${testId}-title`}>{t(m.premiumTitle)}</h2>
      <Muted>{t(body)}</Muted>
      <div>
        <ButtonLink to={`/${intl.locale}/pricing`} $variant="primary" $size="md" data-testid={`${testId}-upgrade`}>
          {t(m.premiumUpgrade)}
        </ButtonLink>
      </div>
    </Card>
  );
}
