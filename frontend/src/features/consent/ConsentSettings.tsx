import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Actions } from '../../shared/ui/Actions';
import { Button } from '../../shared/ui/Button';
import { ConsentCategories } from './ConsentCategories';
import { consentMessages as m } from './consent.messages';
import { consentActions, resetConsent, selectConsent } from './consent.slice';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Status = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

/**
 * The cookie choice on the settings page: change any optional category, or reset, which withdraws
 * every optional category and shows the banner again (docs/product.md §14.1).
 */
export function ConsentSettings() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const consent = useSelector(selectConsent);
  const [draft, setDraft] = useState(consent.preferences);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => setDraft(consent.preferences), [consent.preferences]);

  const changed = (['functional', 'analytics', 'marketing'] as const).some((key) => draft[key] !== consent.preferences[key]);

  return (
    <Form
      data-testid="consent-settings"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(consentActions.saved({ functional: draft.functional, analytics: draft.analytics, marketing: draft.marketing }));
        setAnnouncement(intl.formatMessage(m.settingsSaved));
      }}
    >
      <Status>{intl.formatMessage(consent.consentGiven ? m.settingsChosen : m.settingsNotChosen)}</Status>
      <ConsentCategories
        value={draft}
        legend={intl.formatMessage(m.categories)}
        onChange={(key, enabled) => {
          setAnnouncement('');
          setDraft({ ...draft, [key]: enabled });
        }}
      />
      <Actions $gap="sm">
        <Button type="submit" $variant="primary" $size="md" disabled={consent.consentGiven && !changed} data-testid="consent-settings-save">
          {intl.formatMessage(m.settingsSave)}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          $size="md"
          data-testid="consent-settings-reset"
          onClick={() => {
            dispatch(resetConsent());
            setAnnouncement(intl.formatMessage(m.settingsResetDone));
          }}
        >
          {intl.formatMessage(m.settingsReset)}
        </Button>
      </Actions>
      <Status role="status" aria-live="polite">
        {announcement}
      </Status>
    </Form>
  );
}
