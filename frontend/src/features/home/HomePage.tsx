import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { CHARGE_CURRENCY, PLAN_PRICES_EUR } from '../../shared/pricing';
import { ButtonAnchor, ButtonLink } from '../../shared/ui/ButtonLink';
import { Container } from '../../shared/ui/Container';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { AuditPreview } from './AuditPreview';
import { homeMessages as m } from './home.messages';

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

interface Item {
  readonly key: string;
  readonly icon: IconName;
  readonly title: MessageDescriptor;
  readonly body: MessageDescriptor;
}

const AUDITS: readonly Item[] = [
  { key: 'content', icon: 'document', title: m.contentName, body: m.contentSummary },
  { key: 'website', icon: 'browser', title: m.websiteName, body: m.websiteSummary },
  { key: 'security', icon: 'lock', title: m.securityName, body: m.securitySummary },
  { key: 'semantic', icon: 'code', title: m.semanticName, body: m.semanticSummary },
  { key: 'performance', icon: 'gauge', title: m.performanceName, body: m.performanceSummary },
  { key: 'engagement', icon: 'pointer', title: m.engagementName, body: m.engagementSummary },
];

const VALUES: readonly Item[] = [
  { key: 'privacy', icon: 'shield', title: m.privacyTitle, body: m.privacyBody },
  { key: 'languages', icon: 'globe', title: m.languagesTitle, body: m.languagesBody },
  { key: 'lifetime', icon: 'infinity', title: m.lifetimeTitle, body: m.lifetimeBody },
];

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding-block: clamp(3rem, 8vw, 6rem) clamp(3rem, 7vw, 5.5rem);

  /*
   * Soft glows anchored with logical insets, so they follow the reading direction. Each fades to
   * transparent at its own edge (closest-side), so the section's overflow never clips a hard line.
   */
  &::before,
  &::after {
    content: '';
    position: absolute;
    z-index: -1;
    pointer-events: none;
  }

  &::before {
    inset-block-start: -16rem;
    inset-inline-end: -14rem;
    inline-size: 48rem;
    block-size: 40rem;
    background: radial-gradient(closest-side, ${({ theme }) => theme.color.glowA}, transparent);
  }

  &::after {
    inset-block-end: 0;
    inset-inline-start: -16rem;
    inline-size: 40rem;
    block-size: 32rem;
    background: radial-gradient(closest-side, ${({ theme }) => theme.color.glowB}, transparent);
  }
`;

const HeroGrid = styled(Container)`
  display: grid;
  gap: clamp(2.5rem, 6vw, 4rem);
  align-items: center;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
  }
`;

const HeroText = styled.div`
  display: grid;
  justify-items: start;
  gap: 1.5rem;
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding-block: 0.3rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.link};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Title = styled.h1`
  font-size: clamp(2.25rem, 5.5vw, 3.75rem);
  line-height: 1.08;
  letter-spacing: -0.025em;
  font-weight: 800;
  text-wrap: balance;

  &:lang(ar) {
    /* Tracking breaks Arabic letter joins; Arabic also needs taller lines for its marks. */
    letter-spacing: normal;
    line-height: 1.35;
  }

  &:lang(zh) {
    letter-spacing: normal;
    line-height: 1.25;
  }
`;

const Lead = styled.p`
  max-inline-size: 36rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: clamp(1.0625rem, 2vw, 1.25rem);
  text-wrap: pretty;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Note = styled.p`
  display: inline-flex;
  align-items: flex-start;
  gap: 0.5rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;

  & > svg {
    margin-block-start: 0.2rem;
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Section = styled.section<{ $alt?: boolean; $flush?: boolean }>`
  padding-block: clamp(3.5rem, 8vw, 6rem);
  ${({ $flush }) => ($flush ? 'padding-block-start: 0;' : '')}
  background: ${({ theme, $alt }) => ($alt ? theme.color.bgAlt : 'transparent')};
  border-block: ${({ theme, $alt }) => ($alt ? `1px solid ${theme.color.border}` : 'none')};
`;

const SectionHeader = styled.div`
  display: grid;
  gap: 0.75rem;
  max-inline-size: 42rem;
  margin-inline: auto;
  margin-block-end: clamp(2rem, 5vw, 3.5rem);
  text-align: center;

  & > h2 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    line-height: 1.2;
    letter-spacing: -0.02em;
    text-wrap: balance;
  }

  & > h2:lang(ar),
  & > h2:lang(zh) {
    letter-spacing: normal;
    line-height: 1.4;
  }

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.125rem;
    text-wrap: pretty;
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

const Card = styled.article`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  block-size: 100%;
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
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

  & p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const IconTile = styled.span<{ $tone?: 'primary' | 'accent' }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentSoft : theme.color.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent : theme.color.link)};
`;

const Tagline = styled.p`
  && {
    color: ${({ theme }) => theme.color.accent};
    font-weight: 600;
  }
`;

const Points = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  margin-block-start: 0.25rem;
  padding: 0;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  list-style: none;

  & > li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    font-size: 0.9375rem;
  }

  & svg {
    margin-block-start: 0.2rem;
    color: ${({ theme }) => theme.color.accent};
  }
`;

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

const PlanTeaser = styled.li<{ $featured?: boolean }>`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme, $featured }) => ($featured ? `2px solid ${theme.color.primary}` : `1px solid ${theme.color.border}`)};

  & h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-size: 1.25rem;
  }

  & p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badge = styled.span`
  padding-block: 0.15rem;
  padding-inline: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Price = styled.p`
  && {
    color: ${({ theme }) => theme.color.text};
    font-size: 2rem;
    font-weight: 700;
    line-height: 1.2;
  }

  & small {
    margin-inline-start: 0.4rem;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9375rem;
    font-weight: 500;
  }
`;

const Centered = styled.p`
  margin-block-start: 1.5rem;
  text-align: center;
`;

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

const CtaBand = styled.div`
  position: relative;
  overflow: hidden;
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  padding-block: clamp(2.5rem, 6vw, 4rem);
  padding-inline: clamp(1.25rem, 5vw, 4rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, #312e81 0%, #3730a3 45%, #115e59 100%);
  color: #ffffff;
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadow.lg};

  & > h2 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    line-height: 1.2;
    text-wrap: balance;
  }

  & > p {
    max-inline-size: 38rem;
    color: #e0e7ff;
    font-size: 1.125rem;
  }
`;

const CtaButton = styled(ButtonLink)`
  && {
    background: #ffffff;
    color: #312e81;
  }

  &&:hover {
    background: #e0e7ff;
  }

  &&:focus-visible {
    outline-color: #ffffff;
  }
`;

/** Plan names stay as they are in every language (product names). */
const PLAN_TEASERS = [
  { plan: 'standard', name: 'Standard', body: m.pricingStandardBody },
  { plan: 'premium', name: 'Premium', body: m.pricingPremiumBody },
] as const;

export function HomePage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const signup = `/${intl.locale}/signup`;
  useDocumentTitle(t(m.documentTitle));

  return (
    <>
      <Hero aria-labelledby="home-title">
        <HeroGrid>
          <HeroText>
            <Eyebrow>
              <Icon name="sparkle" size={16} />
              {t(m.heroEyebrow)}
            </Eyebrow>
            <Title id="home-title">{t(m.heroTitle)}</Title>
            <Lead>{t(m.heroLead)}</Lead>
            <Actions>
              <ButtonLink to={signup} $variant="primary" $size="lg" data-testid="hero-signup">
                {t(m.heroPrimaryCta)}
                <Icon name="arrow" size={18} directional />
              </ButtonLink>
              <ButtonAnchor href="#tools" $variant="secondary" $size="lg">
                {t(m.heroSecondaryCta)}
              </ButtonAnchor>
            </Actions>
            <Note>
              <Icon name="check" size={18} />
              {t(m.heroNote)}
            </Note>
          </HeroText>
          <AuditPreview />
        </HeroGrid>
      </Hero>

      <Section id="tools" aria-labelledby="tools-title">
        <Container>
          <SectionHeader>
            <h2 id="tools-title">{t(m.toolsTitle)}</h2>
            <p>{t(m.toolsLead)}</p>
          </SectionHeader>
          <Grid $min="15rem">
            {TOOL_FAMILIES.map((family) => (
              <li key={family.key}>
                <Card aria-labelledby={`tool-${family.key}`}>
                  <IconTile>
                    <Icon name={family.icon} />
                  </IconTile>
                  <h3 id={`tool-${family.key}`}>{t(family.name)}</h3>
                  <Tagline>{t(family.tagline)}</Tagline>
                  <Points>
                    {family.points.map((point) => (
                      <li key={point.id}>
                        <Icon name="check" size={16} />
                        <span>{t(point)}</span>
                      </li>
                    ))}
                  </Points>
                </Card>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $alt aria-labelledby="audits-title">
        <Container>
          <SectionHeader>
            <h2 id="audits-title">{t(m.auditsTitle)}</h2>
            <p>{t(m.auditsLead)}</p>
          </SectionHeader>
          <Grid $min="18rem">
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
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="values-title">
        <Container>
          <SectionHeader>
            <h2 id="values-title">{t(m.valuesTitle)}</h2>
          </SectionHeader>
          <Grid $min="16rem">
            {VALUES.map((value) => (
              <ValueItem key={value.key}>
                <IconTile>
                  <Icon name={value.icon} />
                </IconTile>
                <h3>{t(value.title)}</h3>
                <p>{t(value.body)}</p>
              </ValueItem>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $alt aria-labelledby="pricing-title" data-testid="home-pricing">
        <Container>
          <SectionHeader>
            <h2 id="pricing-title">{t(m.pricingTitle)}</h2>
            <p>{t(m.pricingLead)}</p>
          </SectionHeader>
          <Grid $min="16rem">
            {PLAN_TEASERS.map(({ plan, name, body }) => (
              <PlanTeaser key={plan} $featured={plan === 'premium'}>
                <h3>
                  {name}
                  {plan === 'premium' ? <Badge>{t(m.pricingPopular)}</Badge> : null}
                </h3>
                <Price>
                  {intl.formatNumber(PLAN_PRICES_EUR[plan], { style: 'currency', currency: CHARGE_CURRENCY, maximumFractionDigits: 0 })}
                  <small>{t(m.pricingOneTime)}</small>
                </Price>
                <p>{t(body)}</p>
              </PlanTeaser>
            ))}
          </Grid>
          <Centered>
            <ButtonLink to={`/${intl.locale}/pricing`} $variant="secondary" $size="md" data-testid="home-pricing-link">
              {t(m.pricingCompare)}
              <Icon name="arrow" size={18} directional />
            </ButtonLink>
          </Centered>
        </Container>
      </Section>

      <Section $flush aria-labelledby="cta-title">
        <Container>
          <CtaBand>
            <h2 id="cta-title">{t(m.ctaTitle)}</h2>
            <p>{t(m.ctaBody)}</p>
            <CtaButton to={signup} $variant="primary" $size="lg">
              {t(m.ctaButton)}
              <Icon name="arrow" size={18} directional />
            </CtaButton>
          </CtaBand>
        </Container>
      </Section>
    </>
  );
}
