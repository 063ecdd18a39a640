import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Container } from '../../shared/ui/Container';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { aboutMessages as m } from './about.messages';

interface Item {
  readonly key: string;
  readonly icon: IconName;
  readonly title: MessageDescriptor;
  readonly body: MessageDescriptor;
}

const TEAM: readonly Item[] = [
  { key: 'engineering', icon: 'code', title: m.teamEngineeringTitle, body: m.teamEngineeringBody },
  { key: 'design', icon: 'components', title: m.teamDesignTitle, body: m.teamDesignBody },
  { key: 'languages', icon: 'globe', title: m.teamLanguagesTitle, body: m.teamLanguagesBody },
  { key: 'support', icon: 'pointer', title: m.teamSupportTitle, body: m.teamSupportBody },
];

const VALUES: readonly Item[] = [
  { key: 'clarity', icon: 'audit', title: m.valueClarityTitle, body: m.valueClarityBody },
  { key: 'privacy', icon: 'shield', title: m.valuePrivacyTitle, body: m.valuePrivacyBody },
  { key: 'access', icon: 'sparkle', title: m.valueAccessTitle, body: m.valueAccessBody },
];

const Hero = styled(Container)`
  display: grid;
  justify-items: start;
  gap: 1rem;
  padding-block: clamp(2.5rem, 7vw, 4.5rem) clamp(2rem, 5vw, 3rem);

  & > h1 {
    max-inline-size: 48rem;
    font-size: clamp(2rem, 5vw, 3.25rem);
    line-height: 1.12;
    letter-spacing: -0.02em;
    text-wrap: balance;
  }

  & > h1:lang(ar),
  & > h1:lang(zh) {
    letter-spacing: normal;
    line-height: 1.4;
  }

  & > p:last-child {
    max-inline-size: 44rem;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: clamp(1.0625rem, 2vw, 1.1875rem);
  }
`;

const Eyebrow = styled.p`
  padding-block: 0.3rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.link};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Section = styled.section<{ $alt?: boolean }>`
  padding-block: clamp(2.5rem, 6vw, 4rem);
  background: ${({ theme, $alt }) => ($alt ? theme.color.bgAlt : 'transparent')};
  border-block: ${({ theme, $alt }) => ($alt ? `1px solid ${theme.color.border}` : 'none')};
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

const Mission = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }

  & svg {
    margin-block-start: 0.25rem;
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Grid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: 0.6rem;
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  & h3 {
    font-size: 1.125rem;
  }

  & p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.link};
`;

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export function AboutPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(m.documentTitle));
  const home = `/${intl.locale}`;

  return (
    <>
      <Hero>
        <Eyebrow>{t(m.eyebrow)}</Eyebrow>
        <h1>{t(m.title)}</h1>
        <p>{t(m.lead)}</p>
      </Hero>

      <Section $alt aria-labelledby="about-mission-title">
        <Inner>
          <h2 id="about-mission-title">{t(m.missionTitle)}</h2>
          <p>{t(m.missionBody)}</p>
          <Mission>
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
          <Grid $min="14rem">
            {TEAM.map((role) => (
              <Card key={role.key}>
                <IconTile>
                  <Icon name={role.icon} size={22} />
                </IconTile>
                <h3>{t(role.title)}</h3>
                <p>{t(role.body)}</p>
              </Card>
            ))}
          </Grid>
        </Inner>
      </Section>

      <Section $alt aria-labelledby="about-values-title">
        <Inner>
          <h2 id="about-values-title">{t(m.valuesTitle)}</h2>
          <Grid $min="15rem">
            {VALUES.map((value) => (
              <Card key={value.key}>
                <IconTile>
                  <Icon name={value.icon} size={22} />
                </IconTile>
                <h3>{t(value.title)}</h3>
                <p>{t(value.body)}</p>
              </Card>
            ))}
          </Grid>
        </Inner>
      </Section>

      <Section aria-labelledby="about-contact-title">
        <Inner>
          <h2 id="about-contact-title">{t(m.contactTitle)}</h2>
          <Grid $min="15rem">
            <Card>
              <IconTile>
                <Icon name="document" size={22} />
              </IconTile>
              <h3>{t(m.contactFormTitle)}</h3>
              <p>{t(m.contactFormBody)}</p>
              <Link to={`${home}/contact`}>{t(m.contactFormLink)}</Link>
            </Card>
            <Card>
              <IconTile>
                <Icon name="shield" size={22} />
              </IconTile>
              <h3>{t(m.contactPriorityTitle)}</h3>
              <p>{t(m.contactPriorityBody)}</p>
            </Card>
            <Card>
              <IconTile>
                <Icon name="globe" size={22} />
              </IconTile>
              <h3>{t(m.contactCommunityTitle)}</h3>
              <p>{t(m.contactCommunityBody)}</p>
            </Card>
          </Grid>
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
