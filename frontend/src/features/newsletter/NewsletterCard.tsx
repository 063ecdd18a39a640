import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../shared/ui/Card';
import { Container } from '../../shared/ui/Container';
import { SubmitButton } from '../../shared/ui/form';
import { LogoMark } from '../../shared/ui/LogoMark';

const Wrap = styled(Container)`
  padding-block: clamp(2rem, 8vw, 5rem);
`;

const Frame = styled(Card)`
  gap: 1.25rem;
  max-inline-size: 32rem;
  margin-inline: auto;
  padding: clamp(1.5rem, 5vw, 2.5rem);
  box-shadow: ${({ theme }) => theme.shadow.md};

  & > h1 {
    font-size: clamp(1.5rem, 4vw, 1.875rem);
    line-height: 1.25;
    text-wrap: balance;
  }
`;

/** A centred card: these pages open from e-mails, often in the empty layout. */
export function NewsletterCard({ children }: { children: ReactNode }) {
  return (
    <Wrap>
      <Frame as="div">
        <LogoMark size={40} />
        {children}
      </Frame>
    </Wrap>
  );
}

export const Notice = styled.p<{ $tone: 'success' | 'danger' | 'neutral' }>`
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.borderStrong};
  background: ${({ theme }) => theme.color.bgAlt};
  && {
    color: ${({ theme }) => theme.color.text};
  }
`;

export const ActionButton = styled(SubmitButton)`
  justify-self: start;
`;

/**
 * Holds the page's live regions: they stay mounted (so screen readers announce what appears in them)
 * and take a single gap in the card while empty.
 */
export const Messages = styled.div`
  & > div:not(:empty) + div:not(:empty) {
    margin-block-start: 0.75rem;
  }
`;
