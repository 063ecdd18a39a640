import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Container } from '../../shared/ui/Container';
import { Heading, Lead } from '../../shared/ui/Heading';
import { Icon } from '../../shared/ui/Icon';
import { faqMessages as m } from './faq.messages';

interface FaqItem {
  readonly key: string;
  readonly question: MessageDescriptor;
  readonly answer: MessageDescriptor;
}

/** docs/product.md §12.8: the FAQ has exactly seven question and answer items. */
const ITEMS: readonly FaqItem[] = [
  { key: 'trial', question: m.trialQuestion, answer: m.trialAnswer },
  { key: 'plans', question: m.plansQuestion, answer: m.plansAnswer },
  { key: 'payment', question: m.paymentQuestion, answer: m.paymentAnswer },
  { key: 'refund', question: m.refundQuestion, answer: m.refundAnswer },
  { key: 'discount', question: m.discountQuestion, answer: m.discountAnswer },
  { key: 'privacy', question: m.privacyQuestion, answer: m.privacyAnswer },
  { key: 'sites', question: m.sitesQuestion, answer: m.sitesAnswer },
];

const Page = styled(Container)`
  display: grid;
  gap: clamp(2rem, 5vw, 3rem);
  max-inline-size: 52rem;
  padding-block: clamp(2.5rem, 7vw, 4.5rem);
`;

const Header = styled.header`
  display: grid;
  gap: 1rem;
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & > h2 {
    font-size: 1.0625rem;
    line-height: 1.4;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  inline-size: 100%;
  min-block-size: 3.25rem;
  padding-block: 0.9rem;
  padding-inline: 1.25rem;
  border: 0;
  border-radius: inherit;
  background: transparent;
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  & > svg {
    color: ${({ theme }) => theme.color.link};
    transition: transform 150ms ease;
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }

  &:hover {
    color: ${({ theme }) => theme.color.link};
  }
`;

const Answer = styled.div`
  padding-block: 0 1.1rem;
  padding-inline: 1.25rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const More = styled.section`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgAlt};
  border: 1px solid ${({ theme }) => theme.color.border};

  & > h2 {
    font-size: 1.375rem;
  }

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function FaqPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(m.documentTitle));
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Page>
      <Header>
        <Heading $size="lg">{t(m.title)}</Heading>
        <Lead>{t(m.lead)}</Lead>
      </Header>
      <List data-testid="faq-list">
        {ITEMS.map(({ key, question, answer }) => {
          const expanded = open.has(key);
          return (
            <Item key={key}>
              <h2>
                <Toggle
                  type="button"
                  id={`faq-${key}-question`}
                  aria-expanded={expanded}
                  aria-controls={`faq-${key}-answer`}
                  onClick={() => toggle(key)}
                >
                  <span>{t(question)}</span>
                  <Icon name="chevronDown" size={20} />
                </Toggle>
              </h2>
              <Answer id={`faq-${key}-answer`} role="region" aria-labelledby={`faq-${key}-question`} hidden={!expanded}>
                <p>{t(answer)}</p>
              </Answer>
            </Item>
          );
        })}
      </List>
      <More aria-labelledby="faq-more-title">
        <h2 id="faq-more-title">{t(m.moreTitle)}</h2>
        <p>{t(m.moreBody)}</p>
        <ButtonLink to={`/${intl.locale}/contact`} $variant="primary" $size="md">
          {t(m.moreLink)}
          <Icon name="arrow" size={18} directional />
        </ButtonLink>
      </More>
    </Page>
  );
}
