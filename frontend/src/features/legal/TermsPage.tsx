import { FormattedMessage } from 'react-intl';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { legalMessages as m } from './legal.messages';

const SECTIONS: readonly LegalSection[] = [
  { id: 'service', title: m.termsServiceTitle, paragraphs: [m.termsServiceBody] },
  { id: 'trial', title: m.termsTrialTitle, paragraphs: [m.termsTrialBody] },
  { id: 'plans', title: m.termsPlansTitle, paragraphs: [m.termsPlansBody, m.termsDiscountsBody] },
  { id: 'guarantee', title: m.termsGuaranteeTitle, paragraphs: [m.termsGuaranteeBody] },
  {
    id: 'acceptable-use',
    title: m.termsUseTitle,
    list: [m.termsUseOwn, m.termsUseLoad, m.termsUseLimits, m.termsUseVisitors],
    extra: <FormattedMessage {...m.termsUseBreach} tagName="p" />,
  },
  { id: 'liability', title: m.termsLiabilityTitle, paragraphs: [m.termsLiabilityBody] },
  { id: 'changes', title: m.termsChangesTitle, paragraphs: [m.termsChangesBody] },
];

export function TermsPage() {
  return (
    <LegalDocument current="terms" documentTitle={m.termsDocumentTitle} title={m.termsTitle} lead={m.termsLead} sections={SECTIONS} />
  );
}
