import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { ReadOnlyCodeProps } from './ReadOnlyCode';

// CodeMirror and its three languages are downloaded when a template's code is first shown.
const ReadOnlyCode = lazy(() => import('./ReadOnlyCode'));

/** The code as plain text while the highlighter loads: readable at once, left to right. */
const Plain = styled.pre`
  direction: ltr;
  text-align: left;
  max-block-size: 32rem;
  overflow: auto;
  margin: 0;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
  line-height: 1.55;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export function CodeBlock(props: ReadOnlyCodeProps) {
  return (
    <Suspense
      fallback={
        <Plain aria-label={props.label} data-testid={`${props.testId}-plain`}>
          {props.code}
        </Plain>
      }
    >
      <ReadOnlyCode {...props} />
    </Suspense>
  );
}
