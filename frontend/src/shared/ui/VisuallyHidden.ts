import styled from 'styled-components';

/** Screen-reader-only text (live announcements, extra context, a heading the layout already shows). */
export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
