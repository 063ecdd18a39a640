import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { adminMessages as m } from './admin.messages';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const Status = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-block-size: 2.5rem;
  padding-inline: 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.color.primary};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Previous / next with "page x of y". The ends are aria-disabled rather than disabled, so a keyboard
 * user who reaches the last page keeps focus on the button they pressed.
 */
export function Pager({ page, pages, onPage }: PagerProps) {
  const intl = useIntl();
  const atFirst = page <= 1;
  const atLast = page >= pages;
  return (
    <Nav aria-label={intl.formatMessage(m.pagerLabel)} data-testid="admin-pager">
      <Status data-testid="admin-pager-status">{intl.formatMessage(m.pageOf, { page, pages })}</Status>
      <Buttons>
        <PageButton type="button" aria-disabled={atFirst} onClick={() => !atFirst && onPage(page - 1)} data-testid="admin-pager-previous">
          <Icon name="arrowBack" size={16} directional />
          {intl.formatMessage(m.previous)}
        </PageButton>
        <PageButton type="button" aria-disabled={atLast} onClick={() => !atLast && onPage(page + 1)} data-testid="admin-pager-next">
          {intl.formatMessage(m.next)}
          <Icon name="arrow" size={16} directional />
        </PageButton>
      </Buttons>
    </Nav>
  );
}
