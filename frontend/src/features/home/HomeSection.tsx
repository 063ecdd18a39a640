import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../shared/ui/Container';
import { Heading } from '../../shared/ui/Heading';
import { Section } from '../../shared/ui/Section';

const SectionHeader = styled.div`
  display: grid;
  gap: 0.75rem;
  max-inline-size: 42rem;
  margin-inline: auto;
  margin-block-end: clamp(2rem, 5vw, 3.5rem);
  text-align: center;

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.125rem;
    text-wrap: pretty;
  }
`;

interface HomeSectionProps {
  /** The heading's id, which names the band. */
  titleId: string;
  title: string;
  lead?: string;
  /** The tinted band; the home page alternates them. */
  alt?: boolean;
  id?: string;
  testId?: string;
  children: ReactNode;
}

/** A band of the home page: its centred title and lead, then its content. */
export function HomeSection({ titleId, title, lead, alt, id, testId, children }: HomeSectionProps) {
  return (
    <Section id={id} $alt={alt} $space="lg" aria-labelledby={titleId} data-testid={testId}>
      <Container>
        <SectionHeader>
          <Heading as="h2" id={titleId} $size="md">
            {title}
          </Heading>
          {lead ? <p>{lead}</p> : null}
        </SectionHeader>
        {children}
      </Container>
    </Section>
  );
}
