import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Actions } from '../../shared/ui/Actions';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Card, CardGrid, IconTile, type IconCardContent } from '../../shared/ui/Card';
import { CheckList } from '../../shared/ui/CheckList';
import { Container } from '../../shared/ui/Container';
import { Eyebrow } from '../../shared/ui/Eyebrow';
import { Heading, Lead } from '../../shared/ui/Heading';
import { Hero } from '../../shared/ui/Hero';
import { Icon } from '../../shared/ui/Icon';
import { Section } from '../../shared/ui/Section';
import { aboutMessages as m } from './about.messages';

const TEAM: readonly IconCardContent[] = [
  { key: 'engineering', icon: 'code', title: m.teamEngineeringTitle, body: m.teamEngineeringBody },
  { key: 'design', icon: 'components', title: m.teamDesignTitle, body: m.teamDesignBody },
  { key: 'languages', icon: 'globe', title: m.teamLanguagesTitle, body: m.teamLanguagesBody },
  { key: 'support', icon: 'pointer', title: m.teamSupportTitle, body: m.teamSupportBody },
];

const VALUES: readonly IconCardContent[] = [
  { key: 'clarity', icon: 'audit', title: m.valueClarityTitle, body: m.valueClarityBody },
  { key: 'privacy', icon: 'shield', title: m.valuePrivacyTitle, body: m.valuePrivacyBody },
  { key: 'access', icon: 'sparkle', title: m.valueAccessTitle, body: m.valueAccessBody },
];

const Title = styled(Heading)`
  max-inline-size: 48rem;
`;

const Inner = styled(Container)`
  display: grid;
  gap: 1.5rem;

  & > h2 {
    font-size: clamp(1.5rem, 3.5vw, 2.125rem);
    line-height: 1.25;
  }

  & > p {
    max-inline-size: 46rem;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.0625rem;
  }
`;

const Mission = styled(CheckList)`
  & svg {
    margin-block-start: 0.25rem;
  }
`;

const ItemCard = styled(Card)`
  justify-items: start;
  gap: 0.6rem;

  & h3 {
    font-size: 1.125rem;
  }
`;

function ItemCards({ items, min }: { items: readonly IconCardContent[]; min: string }) {
  const t = useIntl().formatMessage;
  return (
    <CardGrid $min={min}>
      {items.map((item) => (
        <ItemCard as="li" key={item.key}>
          <IconTile $size="md">
            <Icon name={item.icon} size={22} />
          </IconTile>
          <h3>{t(item.title)}</h3>
          <p>{t(item.body)}</p>
        </ItemCard>
      ))}
    </CardGrid>
  );
}

const Teaser = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding: clamp(1.5rem, 4vw, 2.25rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accentSoft};

  & > h2 {
    font-size: 1.5rem;
    line-height: 1.3;
  }
`;

export function AboutPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(m.documentTitle));
  const home = `/${intl.locale}`;

  return (
    <>
      <Hero $after="lg">
        <Eyebrow>{t(m.eyebrow)}</Eyebrow>
        <Title $size="xl">{t(m.title)}</Title>
        <Lead $measure="44rem">{t(m.lead)}</Lead>
      </Hero>

      <Section $alt aria-labelledby="about-mission-title">
        <Inner>
          <h2 id="about-mission-title">{t(m.missionTitle)}</h2>
          <p>{t(m.missionBody)}</p>
          <Mission $gap="0.75rem">
            {[m.missionPoint1, m.missionPoint2, m.missionPoint3].map((point) => (
              <li key={point.id}>
                <Icon name="check" size={18} />
                <span>{t(point)}</span>
              </li>
            ))}
          </Mission>
        </Inner>
      </Section>

      <Section aria-labelledby="about-team-title">
        <Inner>
          <h2 id="about-team-title">{t(m.teamTitle)}</h2>
          <p>{t(m.teamLead)}</p>
          <ItemCards items={TEAM} min="14rem" />
        </Inner>
      </Section>

      <Section $alt aria-labelledby="about-values-title">
        <Inner>
          <h2 id="about-values-title">{t(m.valuesTitle)}</h2>
          <ItemCards items={VALUES} min="15rem" />
        </Inner>
      </Section>

      <Section aria-labelledby="about-contact-title">
        <Inner>
          <h2 id="about-contact-title">{t(m.contactTitle)}</h2>
          <CardGrid $min="15rem">
            <ItemCard as="li">
              <IconTile $size="md">
                <Icon name="document" size={22} />
              </IconTile>
              <h3>{t(m.contactFormTitle)}</h3>
              <p>{t(m.contactFormBody)}</p>
              <Link to={`${home}/contact`}>{t(m.contactFormLink)}</Link>
            </ItemCard>
            <ItemCard as="li">
              <IconTile $size="md">
                <Icon name="shield" size={22} />
              </IconTile>
              <h3>{t(m.contactPriorityTitle)}</h3>
              <p>{t(m.contactPriorityBody)}</p>
            </ItemCard>
            <ItemCard as="li">
              <IconTile $size="md">
                <Icon name="globe" size={22} />
              </IconTile>
              <h3>{t(m.contactCommunityTitle)}</h3>
              <p>{t(m.contactCommunityBody)}</p>
            </ItemCard>
          </CardGrid>
        </Inner>
      </Section>

      <Section aria-labelledby="about-faq-title">
        <Inner>
          <Teaser>
            <h2 id="about-faq-title">{t(m.faqTitle)}</h2>
            <p>{t(m.faqBody)}</p>
            <Actions>
              <ButtonLink to={`${home}/faq`} $variant="primary" $size="md">
                {t(m.faqLink)}
                <Icon name="arrow" size={18} directional />
              </ButtonLink>
              <ButtonLink to={home} $variant="secondary" $size="md">
                <Icon name="arrowBack" size={18} directional />
                {t(m.backHome)}
              </ButtonLink>
            </Actions>
          </Teaser>
        </Inner>
      </Section>
    </>
  );
}
