import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CardGrid, IconTile, type IconCardContent } from '../../shared/ui/Card';
import { Icon } from '../../shared/ui/Icon';
import { homeMessages as m } from './home.messages';
import { HomeSection } from './HomeSection';

const AUDITS: readonly IconCardContent[] = [
  { key: 'content', icon: 'document', title: m.contentName, body: m.contentSummary },
  { key: 'website', icon: 'browser', title: m.websiteName, body: m.websiteSummary },
  { key: 'security', icon: 'lock', title: m.securityName, body: m.securitySummary },
  { key: 'semantic', icon: 'code', title: m.semanticName, body: m.semanticSummary },
  { key: 'performance', icon: 'gauge', title: m.performanceName, body: m.performanceSummary },
  { key: 'engagement', icon: 'pointer', title: m.engagementName, body: m.engagementSummary },
];

const AuditItem = styled.li`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};

  & h3 {
    font-size: 1.0625rem;
    margin-block-end: 0.25rem;
  }

  & p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9375rem;
  }
`;

/** The six kinds of audit, one line each. */
export function AuditTypes() {
  const t = useIntl().formatMessage;

  return (
    <HomeSection titleId="audits-title" title={t(m.auditsTitle)} lead={t(m.auditsLead)} alt>
      <CardGrid $min="18rem">
        {AUDITS.map((audit) => (
          <AuditItem key={audit.key}>
            <IconTile $tone="accent">
              <Icon name={audit.icon} size={22} />
            </IconTile>
            <div>
              <h3>{t(audit.title)}</h3>
              <p>{t(audit.body)}</p>
            </div>
          </AuditItem>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
