import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { RefusedAccessState } from './AccessGate';
import { refusalMessages as m } from './access.messages';

const Notice = styled.p`
  margin-block: 0 1.5rem;
  margin-inline: auto;
  max-inline-size: 48rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Path = styled.code`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

function isRefusedState(value: unknown): value is RefusedAccessState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<RefusedAccessState>;
  return typeof state.refusedPath === 'string' && (state.requires === 'auth' || state.requires === 'premium' || state.requires === 'admin');
}

const MESSAGES = { auth: m.signInRequired, premium: m.premiumRequired, admin: m.adminRequired } as const;

/** Says why the visitor landed here when a page guard sent them (the router state carries the refused path). */
export function RefusedAccessNotice() {
  const { state } = useLocation();
  if (!isRefusedState(state)) return null;
  const path = state.refusedPath.split(/[?#]/)[0];
  return (
    <Notice role="status" data-testid="refused-access-notice">
      <FormattedMessage {...MESSAGES[state.requires]} values={{ path: <Path>{path}</Path> }} />
    </Notice>
  );
}
