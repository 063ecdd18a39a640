import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Container } from '../../shared/ui/Container';
import { Icon } from '../../shared/ui/Icon';
import { Section } from '../../shared/ui/Section';
import { homeMessages as m } from './home.messages';

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

/** The closing call to start the free trial, on a band of its own colours in either theme. */
export function SignupBand({ signup }: { signup: string }) {
  const t = useIntl().formatMessage;

  return (
    <Section $flush $space="lg" aria-labelledby="cta-title">
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
  );
}
