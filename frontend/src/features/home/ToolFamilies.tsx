import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Card, CardGrid, IconTile } from '../../shared/ui/Card';
import { CheckList } from '../../shared/ui/CheckList';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { homeMessages as m } from './home.messages';
import { HomeSection } from './HomeSection';

interface ToolFamily {
  readonly key: string;
  readonly icon: IconName;
  readonly name: MessageDescriptor;
  readonly tagline: MessageDescriptor;
  readonly points: readonly MessageDescriptor[];
}

const TOOL_FAMILIES: readonly ToolFamily[] = [
  {
    key: 'audit',
    icon: 'audit',
    name: m.auditName,
    tagline: m.auditTagline,
    points: [m.auditPointScores, m.auditPointCrawl, m.auditPointExport],
  },
  {
    key: 'analytics',
    icon: 'analytics',
    name: m.analyticsName,
    tagline: m.analyticsTagline,
    points: [m.analyticsPointCookieless, m.analyticsPointHeatmaps, m.analyticsPointAudience],
  },
  {
    key: 'sql',
    icon: 'database',
    name: m.sqlName,
    tagline: m.sqlTagline,
    points: [m.sqlPointSchema, m.sqlPointQueries, m.sqlPointCharts],
  },
  {
    key: 'studio',
    icon: 'components',
    name: m.studioName,
    tagline: m.studioTagline,
    points: [m.studioPointTemplates, m.studioPointTesting, m.studioPointRobots],
  },
];

const FamilyCard = styled(Card)`
  block-size: 100%;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }

  & h3 {
    font-size: 1.25rem;
    line-height: 1.3;
  }
`;

const Tagline = styled.p`
  && {
    color: ${({ theme }) => theme.color.accent};
    font-weight: 600;
  }
`;

const Points = styled(CheckList)`
  margin-block-start: 0.25rem;
`;

/** The four families of tools, each with what it does best. */
export function ToolFamilies() {
  const t = useIntl().formatMessage;

  return (
    <HomeSection titleId="tools-title" title={t(m.toolsTitle)} lead={t(m.toolsLead)} id="tools">
      <CardGrid $min="15rem">
        {TOOL_FAMILIES.map((family) => (
          <li key={family.key}>
            <FamilyCard $raised aria-labelledby={`tool-${family.key}`}>
              <IconTile>
                <Icon name={family.icon} />
              </IconTile>
              <h3 id={`tool-${family.key}`}>{t(family.name)}</h3>
              <Tagline>{t(family.tagline)}</Tagline>
              <Points $divided $small>
                {family.points.map((point) => (
                  <li key={point.id}>
                    <Icon name="check" size={16} />
                    <span>{t(point)}</span>
                  </li>
                ))}
              </Points>
            </FamilyCard>
          </li>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
