import type { MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { IconName } from './Icon';

/** What a card of icon, title and text shows; `key` tells the cards of a list apart. */
export interface IconCardContent {
  readonly key: string;
  readonly icon: IconName;
  readonly title: MessageDescriptor;
  readonly body: MessageDescriptor;
}

/** A list laid out as a grid of cards, as many per row as fit at `$min` wide each. */
export const CardGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * One card of a public page (a tool, a plan, a value): a surface with a border and large rounded
 * corners, its paragraphs muted. `$featured` draws the plan we recommend; `$raised` lifts it off the page.
 * Each page sets its heading size and, where it needs them, its own spacing.
 */
export const Card = styled.article<{ $featured?: boolean; $raised?: boolean }>`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme, $featured }) => ($featured ? `2px solid ${theme.color.primary}` : `1px solid ${theme.color.border}`)};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ theme, $raised }) => ($raised ? `box-shadow: ${theme.shadow.sm};` : '')}

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The tinted square holding a card's icon. */
export const IconTile = styled.span<{ $tone?: 'primary' | 'accent'; $size?: 'md' | 'lg' }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size = 'lg' }) => ($size === 'lg' ? '2.75rem' : '2.5rem')};
  block-size: ${({ $size = 'lg' }) => ($size === 'lg' ? '2.75rem' : '2.5rem')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentSoft : theme.color.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent : theme.color.link)};
`;
