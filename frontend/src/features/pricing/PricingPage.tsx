import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Container } from '../../shared/ui/Container';
import { Icon } from '../../shared/ui/Icon';
import {
  CHARGE_CURRENCY,
  CURRENCIES,
  displayPrice,
  PUBLIC_DISCOUNT_CODE,
  PUBLIC_DISCOUNT_PERCENT,
  STUDENT_DISCOUNT_PERCENT,
  type Currency,
  type PlanId,
} from '../../shared/pricing';
import { pricingMessages as m } from './pricing.messages';

const CURRENCY_LABELS: Record<Currency, MessageDescriptor> = {
  EUR: m.currencyEUR,
  USD: m.currencyUSD,
  GBP: m.currencyGBP,
};

interface Feature {
  readonly label: MessageDescriptor;
  readonly standard: boolean;
}

/** What each plan unlocks, following the premium-only paths of SPEC §2. The trial unlocks everything. */
const FEATURES: readonly Feature[] = [
  { label: m.featureAudits, standard: true },
  { label: m.featureStudio, standard: true },
  { label: m.featureTesting, standard: true },
  { label: m.featureCommunity, standard: true },
  { label: m.featureSemantic, standard: false },
  { label: m.featureAnalytics, standard: false },
  { label: m.featureSql, standard: false },
  { label: m.featureRobots, standard: false },
  { label: m.featurePriority, standard: false },
];

interface Plan {
  readonly id: PlanId;
  /** Plan names are brands, written the same in every language. */
  readonly name: string;
  readonly body: MessageDescriptor;
  readonly popular: boolean;
}

const PLANS: readonly Plan[] = [
  { id: 'standard', name: 'Standard', body: m.standardBody, popular: false },
  { id: 'premium', name: 'Premium', body: m.premiumBody, popular: true },
];

const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Hero = styled(Container)`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding-block: clamp(2.5rem, 7vw, 4.5rem) clamp(1.5rem, 4vw, 2.5rem);
  text-align: center;

  & > h1 {
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

const Lead = styled.p`
  max-inline-size: 40rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: clamp(1.0625rem, 2vw, 1.1875rem);
`;

const CurrencyPicker = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 0.75rem;
  margin: 0;
  margin-block-start: 0.5rem;
  padding: 0;
  border: 0;

  & > legend {
    float: inline-start;
    margin-inline-end: 0.25rem;
    padding: 0;
    font-weight: 600;
  }
`;

const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Segment = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: 2.25rem;
  padding-inline: 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;

  & > input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &:has(input:checked) {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const CurrencyNote = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

const Plans = styled(Container)`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  align-items: stretch;
  padding-block: 1.5rem;
`;

const Card = styled.article<{ $highlight?: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: auto auto auto 1fr auto;
  gap: 1rem;
  padding: 1.75rem 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      border: 2px solid ${theme.color.primary};
      box-shadow: ${theme.shadow.lg};
    `}

  & > h3 {
    font-size: 1.375rem;
  }

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: -0.85rem;
  inset-inline-end: 1.25rem;
  padding-block: 0.2rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.8125rem;
  font-weight: 700;
`;

const Price = styled.div`
  display: grid;
  gap: 0.25rem;

  & > strong {
    font-size: 2.5rem;
    line-height: 1.1;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9375rem;
  }
`;

const Indicative = styled.span`
  && {
    color: ${({ theme }) => theme.color.warning};
    font-weight: 600;
  }
`;

const Checks = styled.ul`
  display: grid;
  align-content: start;
  gap: 0.55rem;
  margin: 0;
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

const Section = styled(Container)`
  display: grid;
  gap: 1.25rem;
  padding-block: 1.5rem;
`;

const CompareToggle = styled.button`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 2.75rem;
  padding-inline: 1.2rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 600;
  cursor: pointer;

  & > svg {
    transition: transform 150ms ease;
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Table = styled.table`
  inline-size: 100%;
  min-inline-size: 34rem;
  border-collapse: collapse;
  font-size: 0.9375rem;

  & caption {
    padding: 1rem;
    font-weight: 700;
    text-align: start;
  }

  & th,
  & td {
    padding-block: 0.7rem;
    padding-inline: 1rem;
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
    text-align: center;
  }

  & th[scope='row'],
  & thead th:first-child {
    text-align: start;
    font-weight: 500;
  }

  & thead th {
    background: ${({ theme }) => theme.color.bgAlt};
    font-weight: 700;
  }

  & td svg {
    display: inline-block;
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Dash = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Boxes = styled(Container)`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  padding-block: 1.5rem clamp(3rem, 8vw, 5rem);
`;

const Box = styled.section<{ $tone: 'primary' | 'accent' }>`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentSoft : theme.color.primarySoft)};

  & > h2 {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    font-size: 1.25rem;
  }

  & > h2 > svg {
    color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent : theme.color.link)};
  }

  & ul {
    display: grid;
    gap: 0.6rem;
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

const Code = styled.code`
  padding-inline: 0.35em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 700;
  direction: ltr;
  unicode-bidi: isolate;
`;

export function PricingPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(m.documentTitle));
  const [currency, setCurrency] = useState<Currency>(CHARGE_CURRENCY);
  const [compareOpen, setCompareOpen] = useState(false);
  const converted = currency !== CHARGE_CURRENCY;

  const money = (plan: PlanId) =>
    intl.formatNumber(displayPrice(plan, currency), { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });

  const mark = (included: boolean) =>
    included ? (
      <>
        <Icon name="check" size={18} />
        <VisuallyHidden>{t(m.included)}</VisuallyHidden>
      </>
    ) : (
      <>
        <Dash aria-hidden="true">–</Dash>
        <VisuallyHidden>{t(m.notIncluded)}</VisuallyHidden>
      </>
    );

  return (
    <>
      <Hero>
        <Eyebrow>{t(m.eyebrow)}</Eyebrow>
        <h1>{t(m.title)}</h1>
        <Lead>{t(m.lead)}</Lead>
        <CurrencyPicker>
          <legend>{t(m.currencyLegend)}</legend>
          <Segments>
            {CURRENCIES.map((code) => (
              <Segment key={code}>
                <input
                  type="radio"
                  name="currency"
                  value={code}
                  checked={currency === code}
                  onChange={() => setCurrency(code)}
                  aria-label={t(CURRENCY_LABELS[code])}
                  data-testid={`currency-${code}`}
                />
                <span aria-hidden="true">{code}</span>
              </Segment>
            ))}
          </Segments>
        </CurrencyPicker>
        <CurrencyNote aria-live="polite">{t(converted ? m.indicativeNote : m.chargedInEur)}</CurrencyNote>
      </Hero>

      <section aria-labelledby="pricing-plans-title">
        <VisuallyHidden as="h2" id="pricing-plans-title">
          {t(m.plansTitle)}
        </VisuallyHidden>
        <Plans>
          <Card aria-labelledby="plan-trial-name">
            <h3 id="plan-trial-name">{t(m.trialName)}</h3>
            <Price>
              <strong>{t(m.trialPrice)}</strong>
              <span>{t(m.trialTerms)}</span>
            </Price>
            <p>{t(m.trialBody)}</p>
            <span />
            <ButtonLink to={`/${intl.locale}/signup`} $variant="secondary" $size="md">
              {t(m.trialCta)}
            </ButtonLink>
          </Card>
          {PLANS.map((plan) => (
            <Card key={plan.id} $highlight={plan.popular} aria-labelledby={`plan-${plan.id}-name`} data-testid={`plan-${plan.id}`}>
              {plan.popular && <Badge>{t(m.popular)}</Badge>}
              <h3 id={`plan-${plan.id}-name`}>{plan.name}</h3>
              <Price>
                <strong data-testid={`price-${plan.id}`}>{money(plan.id)}</strong>
                <span>{t(m.oneTime)}</span>
                {converted && <Indicative>{t(m.indicativeShort)}</Indicative>}
              </Price>
              <p>{t(plan.body)}</p>
              <Checks>
                {FEATURES.filter((f) => plan.id === 'premium' || f.standard).map((feature) => (
                  <li key={feature.label.id}>
                    <Icon name="check" size={16} />
                    <span>{t(feature.label)}</span>
                  </li>
                ))}
              </Checks>
              <ButtonLink to={`/${intl.locale}/checkout?plan=${plan.id}`} $variant={plan.popular ? 'primary' : 'secondary'} $size="md">
                {t(m.buy)}
                <VisuallyHidden> {plan.name}</VisuallyHidden>
              </ButtonLink>
            </Card>
          ))}
        </Plans>
      </section>

      <Section>
        <CompareToggle
          type="button"
          aria-expanded={compareOpen}
          aria-controls="pricing-compare"
          onClick={() => setCompareOpen((open) => !open)}
          data-testid="compare-toggle"
        >
          {t(compareOpen ? m.compareHide : m.compareShow)}
          <Icon name="chevronDown" size={18} />
        </CompareToggle>
        <TableScroll id="pricing-compare" hidden={!compareOpen} tabIndex={compareOpen ? 0 : undefined} role="region" aria-label={t(m.compareCaption)}>
          <Table>
            <caption>{t(m.compareCaption)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(m.compareFeature)}</th>
                <th scope="col">{t(m.trialName)}</th>
                {PLANS.map((plan) => (
                  <th scope="col" key={plan.id}>
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {FEATURES.map((feature) => (
                <tr key={feature.label.id}>
                  <th scope="row">{t(feature.label)}</th>
                  <td>{mark(feature.label !== m.featurePriority)}</td>
                  <td>{mark(feature.standard)}</td>
                  <td>{mark(true)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Section>

      <Boxes>
        <Box $tone="accent" aria-labelledby="pricing-guarantee-title" data-testid="guarantee">
          <h2 id="pricing-guarantee-title">
            <Icon name="shield" />
            {t(m.guaranteeTitle)}
          </h2>
          <p>{t(m.guaranteeBody)}</p>
        </Box>
        <Box $tone="primary" aria-labelledby="pricing-discount-title">
          <h2 id="pricing-discount-title">
            <Icon name="sparkle" />
            {t(m.discountTitle)}
          </h2>
          <ul>
            <li>
              {intl.formatMessage(m.publicDiscount, {
                percent: PUBLIC_DISCOUNT_PERCENT,
                code: <Code key="code">{PUBLIC_DISCOUNT_CODE}</Code>,
              })}
            </li>
            <li>
              {intl.formatMessage(m.studentDiscount, { percent: STUDENT_DISCOUNT_PERCENT })}{' '}
              <Link to={`/${intl.locale}/contact`}>{t(m.contactLink)}</Link>
            </li>
          </ul>
        </Box>
      </Boxes>
    </>
  );
}
