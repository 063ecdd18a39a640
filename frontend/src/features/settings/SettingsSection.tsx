import type { ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  display: grid;
  gap: 1rem;
  padding: clamp(1rem, 3vw, 1.5rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  scroll-margin-block-start: 5rem;

  h2 {
    font-size: 1.25rem;
    line-height: 1.3;
  }
`;

/** One titled block of the settings page; its id is the target of the section links. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} data-testid={`settings-${id}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Card>
  );
}
