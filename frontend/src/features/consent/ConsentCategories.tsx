import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { ConsentPreferences, OptionalCategory } from './consent-cookie';
import { consentMessages as m } from './consent.messages';

const Categories = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: 0.5rem;
  font-weight: 600;
`;

const Category = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: 0.25rem 0.75rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }

  input:disabled {
    cursor: not-allowed;
  }
`;

const CategoryText = styled.span`
  display: grid;
  gap: 0.125rem;

  strong {
    font-weight: 600;
  }

  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
  }
`;

const OPTIONAL: readonly { key: OptionalCategory; name: MessageDescriptor; body: MessageDescriptor }[] = [
  { key: 'functional', name: m.functionalName, body: m.functionalBody },
  { key: 'analytics', name: m.analyticsName, body: m.analyticsBody },
  { key: 'marketing', name: m.marketingName, body: m.marketingBody },
];

function CategoryRow({ input, name, body }: { input: ReactNode; name: string; body: string }) {
  return (
    <Category>
      {input}
      <CategoryText>
        <strong>{name}</strong>
        <small>{body}</small>
      </CategoryText>
    </Category>
  );
}

interface ConsentCategoriesProps {
  readonly value: ConsentPreferences;
  readonly onChange: (category: OptionalCategory, enabled: boolean) => void;
  readonly legend: string;
}

/** The four cookie categories, essential locked on: shared by the banner and the settings page. */
export function ConsentCategories({ value, onChange, legend }: ConsentCategoriesProps) {
  const intl = useIntl();
  return (
    <Categories>
      <Legend>{legend}</Legend>
      <CategoryRow
        input={<input type="checkbox" checked disabled data-testid="consent-essential" />}
        name={`${intl.formatMessage(m.essentialName)} (${intl.formatMessage(m.alwaysOn)})`}
        body={intl.formatMessage(m.essentialBody)}
      />
      {OPTIONAL.map(({ key, name, body }) => (
        <CategoryRow
          key={key}
          input={
            <input
              type="checkbox"
              name={key}
              checked={value[key]}
              onChange={(event) => onChange(key, event.target.checked)}
              data-testid={`consent-${key}`}
            />
          }
          name={intl.formatMessage(name)}
          body={intl.formatMessage(body)}
        />
      ))}
    </Categories>
  );
}
