import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../shared/ui/Button';

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  padding-block: clamp(1.5rem, 6vw, 4rem);
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;

const Card = styled.section`
  display: grid;
  gap: 1.25rem;
  inline-size: min(100%, 28rem);
  padding: clamp(1.25rem, 5vw, 2.25rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Header = styled.header`
  display: grid;
  gap: 0.5rem;

  h1 {
    font-size: clamp(1.5rem, 5vw, 1.875rem);
    line-height: 1.25;
    letter-spacing: -0.01em;
    text-wrap: balance;
  }

  h1:lang(ar),
  h1:lang(zh) {
    letter-spacing: normal;
    line-height: 1.4;
  }

  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Footer = styled.footer`
  padding-block-start: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/**
 * The live regions stay mounted, so what appears in them is announced (display: none would drop them
 * from the accessibility tree); empty, they leave the grid's flow, so they take no row and no gap.
 */
export const Messages = styled.div`
  display: grid;
  gap: 0.75rem;

  &:not(:has(p)) {
    position: absolute;
  }
`;

export const Submit = styled(Button)`
  inline-size: 100%;
`;

/** Links between the steps (forgot password, use a recovery code…). */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.25rem 1rem;
`;

export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.link};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`;

/** The card every identity page uses: heading, introduction, the form, and a footer link. */
export function AuthCard({ title, lead, children, footer, testId }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode; testId: string }) {
  return (
    <Wrap>
      <Card aria-labelledby={`${testId}-title`} data-testid={testId}>
        <Header>
          <h1 id={`${testId}-title`}>{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </Header>
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Card>
    </Wrap>
  );
}
