import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import type { DashboardTokens } from '../../shared/theme/theme';
import { Icon } from '../../shared/ui/Icon';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import type { CardsPerRow } from './dashboard-preferences';
import { categoryMessages, dashboardMessages as m } from './dashboard.messages';
import { toolName, type Tool } from './tools';

/** Card tokens become custom properties on the grid, so switching theme restyles every card in one place. */
function tokenProperties(t: DashboardTokens) {
  return css`
    --card-bg: ${t.cardBg};
    --card-border: ${t.cardBorder};
    --card-text: ${t.cardText};
    --card-muted: ${t.cardMuted};
    --card-link: ${t.cardLink};
    --card-icon-bg: ${t.iconBg};
    --card-icon-fg: ${t.iconFg};
    --card-chip-bg: ${t.chipBg};
    --card-chip-text: ${t.chipText};
    --card-badge-bg: ${t.badgeBg};
    --card-badge-text: ${t.badgeText};
    --card-accent: ${t.accentBar};
    --card-radius: ${t.radius};
    --card-shadow: ${t.shadow};
    --card-shadow-hover: ${t.shadowHover};
    --card-heading-font: ${t.headingFont ?? 'inherit'};
  `;
}

/**
 * Auto: as many cards as fit. A number: at most that many per row, each at least a readable minimum,
 * so narrow screens get fewer columns instead of squeezed cards. The 0.1px keeps rounding from
 * dropping the last column.
 */
function columns(cardsPerRow: CardsPerRow, compact: boolean) {
  const gap = compact ? '0.75rem' : '1rem';
  if (cardsPerRow === 'auto') return `repeat(auto-fill, minmax(min(100%, ${compact ? '14rem' : '17rem'}), 1fr))`;
  const share = `calc((100% - ${cardsPerRow - 1} * ${gap}) / ${cardsPerRow} - 0.1px)`;
  return `repeat(auto-fill, minmax(max(min(100%, ${compact ? '9.5rem' : '11rem'}), ${share}), 1fr))`;
}

export const Grid = styled.ul<{ $tokens: DashboardTokens; $cardsPerRow: CardsPerRow; $compact: boolean }>`
  ${({ $tokens }) => tokenProperties($tokens)}
  display: grid;
  grid-template-columns: ${({ $cardsPerRow, $compact }) => columns($cardsPerRow, $compact)};
  gap: ${({ $compact }) => ($compact ? '0.75rem' : '1rem')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li<{ $compact: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ $compact }) => ($compact ? '0.35rem' : '0.6rem')};
  padding-block: ${({ $compact }) => ($compact ? '0.75rem' : '1.25rem')};
  padding-inline: ${({ $compact }) => ($compact ? '0.85rem' : '1.25rem')};
  overflow: hidden;
  background: var(--card-bg);
  color: var(--card-text);
  border: 1px solid var(--card-border);
  border-radius: var(--card-radius);
  box-shadow: var(--card-shadow);
  transition:
    box-shadow 150ms ease,
    transform 150ms ease,
    border-color 150ms ease;

  &::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    block-size: 4px;
    background: var(--card-accent);
  }

  &:hover {
    box-shadow: var(--card-shadow-hover);
    border-color: var(--card-link);
    transform: translateY(-2px);
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
`;

const IconTile = styled.span<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ $compact }) => ($compact ? '2rem' : '2.75rem')};
  block-size: ${({ $compact }) => ($compact ? '2rem' : '2.75rem')};
  border-radius: var(--card-radius);
  background: var(--card-icon-bg);
  color: var(--card-icon-fg);
`;

const PremiumBadge = styled.span`
  padding-block: 0.15rem;
  padding-inline: 0.6rem;
  border-radius: 999px;
  background: var(--card-badge-bg);
  color: var(--card-badge-text);
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.5;
`;

const Title = styled.h3<{ $compact: boolean }>`
  font-family: var(--card-heading-font);
  font-size: ${({ $compact }) => ($compact ? '1rem' : '1.125rem')};
  line-height: 1.35;
`;

/** The whole card is the link's target (its ::after covers the card); the focus ring follows the card. */
const CardLink = styled(Link)`
  color: var(--card-text);
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--card-radius);
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const Description = styled.p<{ $compact: boolean }>`
  flex-grow: 1;
  color: var(--card-muted);
  font-size: ${({ $compact }) => ($compact ? '0.875rem' : '0.9375rem')};
  line-height: 1.5;
  ${({ $compact }) =>
    $compact &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 1;
      overflow: hidden;
    `}
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
  font-size: 0.8125rem;
`;

const Chip = styled.span`
  padding-block: 0.1rem;
  padding-inline: 0.55rem;
  border-radius: 999px;
  border: 1px solid var(--card-border);
  background: var(--card-chip-bg);
  color: var(--card-chip-text);
  font-weight: 600;
`;

const PremiumHint = styled.p`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  color: var(--card-muted);
  font-size: 0.8125rem;
  font-weight: 600;

  & > svg {
    color: var(--card-link);
  }
`;

const Open = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  margin-inline-start: auto;
  color: var(--card-link);
  font-weight: 700;
`;

interface ToolCardProps {
  tool: Tool;
  lang: string;
  compact: boolean;
  /** The user lacks Premium: premium cards say it is part of the plan. */
  showPremiumHint: boolean;
}

const PREMIUM = 'Premium';

export function ToolCard({ tool, lang, compact, showPremiumHint }: ToolCardProps) {
  const intl = useIntl();
  const descriptionId = useId();
  return (
    <Tile $compact={compact} data-testid="tool-card" data-tool-id={tool.id} data-premium={tool.premium}>
      <Top>
        <IconTile $compact={compact}>
          <Icon name={tool.icon} size={compact ? 18 : 22} />
        </IconTile>
        {tool.premium ? <PremiumBadge data-testid="premium-badge">{PREMIUM}</PremiumBadge> : null}
      </Top>
      <Title $compact={compact}>
        <CardLink to={`/${lang}/${tool.path}`} aria-describedby={descriptionId}>
          {toolName(tool, intl.formatMessage)}
        </CardLink>
      </Title>
      <Description $compact={compact} id={descriptionId}>
        {intl.formatMessage(tool.description)}
      </Description>
      {tool.premium && showPremiumHint ? (
        <PremiumHint data-testid="premium-hint">
          <Icon name="sparkle" size={14} />
          {intl.formatMessage(m.premiumHint, { plan: PREMIUM })}
        </PremiumHint>
      ) : null}
      <Foot>
        <Chip>
          <VisuallyHidden>{intl.formatMessage(m.categoryOnCard)}: </VisuallyHidden>
          {intl.formatMessage(categoryMessages[tool.category])}
        </Chip>
        <Open aria-hidden="true">
          {intl.formatMessage(m.openTool)}
          <Icon name="arrow" size={16} directional />
        </Open>
      </Foot>
    </Tile>
  );
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const SkeletonCard = styled.li`
  block-size: 11rem;
  border-radius: var(--card-radius);
  border: 1px solid var(--card-border);
  background: linear-gradient(90deg, var(--card-chip-bg) 25%, var(--card-bg) 50%, var(--card-chip-bg) 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export function SkeletonGrid({ tokens, count }: { tokens: DashboardTokens; count: number }): ReactNode {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" data-testid="tools-loading">
      <VisuallyHidden>{intl.formatMessage(m.loading)}</VisuallyHidden>
      <Grid $tokens={tokens} $cardsPerRow="auto" $compact={false} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </Grid>
    </div>
  );
}
