import { useIntl } from 'react-intl';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { dashboardMessages as m } from './dashboard.messages';
import { Notice } from './dashboard.styles';

/**
 * What a signed-in user on the Free plan (trial over, nothing bought) sees above the tools: where they
 * stand and the way to a plan (docs/product.md, "Plans"). Premium tools keep their badge and their guard.
 */
export function FreePlanNotice() {
  const intl = useIntl();
  return (
    <Notice $tone="info" role="status" data-testid="dashboard-free-plan">
      <p>{intl.formatMessage(m.freePlan)}</p>
      <ButtonLink to={`/${intl.locale}/pricing`} $variant="primary" $size="md" data-testid="dashboard-free-plan-upgrade">
        {intl.formatMessage(m.freePlanUpgrade)}
      </ButtonLink>
    </Notice>
  );
}
