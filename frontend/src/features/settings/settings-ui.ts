import styled from 'styled-components';
import { Actions as SharedActions } from '../../shared/ui/Actions';
import { Button } from '../../shared/ui/Button';

/** A titled part of a settings section (password, two-step verification, export…). */
export const Block = styled.div`
  display: grid;
  gap: 0.875rem;

  & + & {
    padding-block-start: 1.25rem;
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-size: 1.0625rem;
    line-height: 1.35;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The shared row of actions, centred on its line: settings put a status beside its buttons. */
export const Actions = styled(SharedActions).attrs({ $gap: 'sm' as const })`
  align-items: center;
`;

/** Two fields side by side from the small breakpoint up. */
export const Pair = styled.div`
  display: grid;
  gap: 1.125rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * Live regions stay mounted, so what appears in them is announced (display: none would drop them
 * from the accessibility tree); empty, they leave the grid's flow, so they take no row and no gap.
 */
export const LiveRegion = styled.div`
  &:empty {
    position: absolute;
  }
`;

export const Badge = styled.span<{ $on: boolean }>`
  padding-block: 0.1rem;
  padding-inline: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $on }) => ($on ? theme.color.accentSoft : theme.color.bgAlt)};
  color: ${({ theme, $on }) => ($on ? theme.color.accent : theme.color.textMuted)};
  font-size: 0.8125rem;
  font-weight: 700;
`;

/** For the one action that cannot be undone. */
export const DangerButton = styled(Button)`
  && {
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onPrimary};
  }

  &&:hover {
    background: ${({ theme }) => theme.color.danger};
    filter: brightness(0.92);
  }
`;
