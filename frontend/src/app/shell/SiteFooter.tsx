import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../shared/ui/Container';
import { LogoMark } from '../../shared/ui/LogoMark';
import { shellMessages } from './shell.messages';

const Bar = styled.footer`
  margin-block-start: auto;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 2rem;
  padding-block: 2rem;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  max-inline-size: 34rem;
`;

export function SiteFooter() {
  const intl = useIntl();
  return (
    <Bar>
      <Inner>
        <Brand>
          <LogoMark size={28} />
          <p>{intl.formatMessage(shellMessages.footerTagline)}</p>
        </Brand>
        <p>{intl.formatMessage(shellMessages.footerCopyright, { year: new Date().getFullYear() })}</p>
      </Inner>
    </Bar>
  );
}
