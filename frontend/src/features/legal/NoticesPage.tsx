import { LegalDocument, type LegalSection } from './LegalDocument';
import { legalMessages as m } from './legal.messages';

const SECTIONS: readonly LegalSection[] = [
  { id: 'publisher', title: m.noticesPublisherTitle, paragraphs: [m.noticesPublisherBody] },
  { id: 'hosting', title: m.noticesHostingTitle, paragraphs: [m.noticesHostingBody] },
  { id: 'contact', title: m.noticesContactTitle, paragraphs: [m.noticesContactBody] },
  { id: 'intellectual-property', title: m.noticesIpTitle, paragraphs: [m.noticesIpBody] },
];

export function NoticesPage() {
  return (
    <LegalDocument
      current="notices"
      documentTitle={m.noticesDocumentTitle}
      title={m.noticesTitle}
      lead={m.noticesLead}
      sections={SECTIONS}
    />
  );
}
