import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CardGrid, IconTile, type IconCardContent } from '../../shared/ui/Card';
import { Icon } from '../../shared/ui/Icon';
import { homeMessages as m } from './home.messages';
import { HomeSection } from './HomeSection';

const VALUES: readonly IconCardContent[] = [
  { key: 'privacy', icon: 'shield', title: m.privacyTitle, body: m.privacyBody },
  { key: 'languages', icon: 'globe', title: m.languagesTitle, body: m.languagesBody },
  { key: 'lifetime', icon: 'infinity', title: m.lifetimeTitle, body: m.lifetimeBody },
];

const ValueItem = styled.li`
  display: grid;
  justify-items: start;
  gap: 0.75rem;

  & h3 {
    font-size: 1.125rem;
  }

  & p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Why StackLens: privacy, languages, paying once. */
export function Values() {
  const t = useIntl().formatMessage;

  return (
    <HomeSection titleId="values-title" title={t(m.valuesTitle)}>
      <CardGrid $min="16rem">
        {VALUES.map((value) => (
          <ValueItem key={value.key}>
            <IconTile>
              <Icon name={value.icon} />
            </IconTile>
            <h3>{t(value.title)}</h3>
            <p>{t(value.body)}</p>
          </ValueItem>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
