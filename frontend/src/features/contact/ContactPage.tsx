import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { CheckList } from '../../shared/ui/CheckList';
import { Container } from '../../shared/ui/Container';
import { Eyebrow } from '../../shared/ui/Eyebrow';
import { Heading, Lead } from '../../shared/ui/Heading';
import { Hero } from '../../shared/ui/Hero';
import { Icon } from '../../shared/ui/Icon';
import { ContactForm } from './ContactForm';
import { contactMessages as m } from './contact.messages';

/** Below the wide breakpoint the introduction keeps the form column's measure, at the reading start. */
const ContactHero = styled(Hero)`
  max-inline-size: 52rem;
  margin-inline: 0;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    margin-inline: auto;
    max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  }
`;

const Layout = styled(Container)`
  display: grid;
  gap: 2rem;
  padding-block-end: clamp(3rem, 8vw, 5rem);

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: 1rem;
  padding: clamp(1.25rem, 4vw, 1.75rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgAlt};
  border: 1px solid ${({ theme }) => theme.color.border};

  & > h2 {
    font-size: 1.25rem;
  }

  & li {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function ContactPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.documentTitle));

  return (
    <>
      <ContactHero as="header">
        <Eyebrow>{t(m.eyebrow)}</Eyebrow>
        <Heading $size="lg">{t(m.title)}</Heading>
        <Lead $measure="42rem" $pretty>{t(m.lead)}</Lead>
      </ContactHero>
      <Layout>
        <ContactForm />
        <Aside aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title">{t(m.asideTitle)}</h2>
          <CheckList $gap="1rem">
            <li>
              <Icon name="document" size={18} />
              <span>
                {t(m.asideFaq)} <Link to={`/${intl.locale}/faq`}>{t(m.asideFaqLink)}</Link>
              </span>
            </li>
            <li>
              <Icon name="sparkle" size={18} />
              <span>{t(m.asideDiscount)}</span>
            </li>
            <li>
              <Icon name="shield" size={18} />
              <span>{t(m.asideSupport)}</span>
            </li>
          </CheckList>
        </Aside>
      </Layout>
    </>
  );
}
