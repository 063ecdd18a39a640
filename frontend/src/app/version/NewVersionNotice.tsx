import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { shellMessages } from '../shell/shell.messages';

const Text = styled.p`
  flex: 1 1 10rem;
  font-weight: 600;
`;

const Reload = styled.button`
  min-block-size: 2.5rem;
  padding-inline: 1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  cursor: pointer;
`;

const Dismiss = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
`;

/** What NewVersionToast shows once a newer build is deployed: a chunk of its own, loaded only then. */
export function NewVersionNotice({ onDismiss }: { onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <>
      <Text>{intl.formatMessage(shellMessages.newVersion)}</Text>
      <Reload type="button" onClick={() => window.location.reload()} data-testid="new-version-reload">
        {intl.formatMessage(shellMessages.newVersionReload)}
      </Reload>
      <Dismiss type="button" aria-label={intl.formatMessage(shellMessages.newVersionDismiss)} onClick={onDismiss}>
        <Icon name="close" size={18} />
      </Dismiss>
    </>
  );
}
