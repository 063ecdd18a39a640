import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Actions } from '../../shared/ui/Actions';
import { ButtonAnchor, ButtonLink } from '../../shared/ui/ButtonLink';
import { Container } from '../../shared/ui/Container';
import { Eyebrow } from '../../shared/ui/Eyebrow';
import { Heading, Lead } from '../../shared/ui/Heading';
import { Icon } from '../../shared/ui/Icon';
import { AuditPreview } from './AuditPreview';
import { homeMessages as m } from './home.messages';

const HeroBand = styled.section`
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

/** The home page's opening band: what StackLens is, the two ways in, and a sample report beside them. */
export function HomeHero({ signup }: { signup: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;

  return (
    <HeroBand aria-labelledby="home-title">
      <HeroGrid>
        <HeroText>
          <Eyebrow>
            <Icon name="sparkle" size={16} />
            {t(m.heroEyebrow)}
          </Eyebrow>
          <Heading id="home-title" $size="display">
            {t(m.heroTitle)}
          </Heading>
          <Lead $size="lg" $measure="36rem" $pretty>
            {t(m.heroLead)}
          </Lead>
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
    </HeroBand>
  );
}
