import { useRef, useState } from 'react';
import { ToolStack } from '../robots.styles';
import { JsonLdBuilder } from './JsonLdBuilder';
import { ValidatorPanel, type ExternalHtml } from './ValidatorPanel';

/** The structured-data tab: the validator, then the JSON-LD builder, whose document the validator can check. */
export function StructuredDataPanel() {
  const [external, setExternal] = useState<ExternalHtml | null>(null);
  const nonce = useRef(0);
  return (
    <ToolStack>
      <ValidatorPanel external={external} />
      <JsonLdBuilder onValidate={(html) => setExternal({ html, nonce: ++nonce.current })} />
    </ToolStack>
  );
}
