import styled from 'styled-components';
import { Segments } from '../../shared/ui/Segments';
import { pillStyle, smallButtonStyle } from '../../shared/ui/surface';

export { Muted, Row } from '../../shared/ui/surface';
import { ToolCard, ToolSplit, ToolStack as SharedStack } from '../../shared/ui/ToolPage';
export { ToolPageFrame as PageFrame, ToolPageHeader as PageHeader } from '../../shared/ui/ToolPage';

export const Card = ToolCard;

/** The form and the recent runs beside each other on a wide screen, stacked on a narrow one. */
export const Split = styled(ToolSplit).attrs({ $columns: 'minmax(0, 1fr) minmax(0, 20rem)' })``;

export const Stack = SharedStack;

export const FormStack = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  min-inline-size: 0;
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: 0.5rem;
    padding: 0;
    font-weight: 600;
  }
`;

export const GroupTitle = styled.h3`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
  font-weight: 700;
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A toggle chip: a button with aria-pressed, the size in digits under the name. */
export const Chip = styled.button`
  display: inline-grid;
  justify-items: start;
  gap: 0.1rem;
  min-block-size: 2.75rem;
  padding-block: 0.35rem;
  padding-inline: 0.8rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  & > small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.75rem;
    font-weight: 500;
    direction: ltr;
    unicode-bidi: isolate;
  }

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.link};
  }

  &[aria-pressed='true'] > small {
    color: ${({ theme }) => theme.color.link};
  }
`;

export const OrientationSegments = styled(Segments)`
  justify-self: start;
`;

export const CustomRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;

  & > div {
    inline-size: 7.5rem;
  }
`;

export const SmallButton = styled.button<{ $tone?: 'danger' }>`
  ${smallButtonStyle}
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
`;

export const CustomChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding-inline: 0.75rem 0.25rem;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.link};
  font-size: 0.875rem;
  font-weight: 600;

  & > button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: inherit;
    cursor: pointer;
  }

  & > button:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/** A failure beside what caused it. */
export const ErrorBox = styled.div`
  display: grid;
  gap: 0.3rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.bgAlt};

  & > p:first-child {
    font-weight: 700;
  }
`;

export const ProgressTrack = styled.div`
  block-size: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

export const ProgressFill = styled.div<{ $ratio: number }>`
  block-size: 100%;
  inline-size: ${({ $ratio }) => `${Math.round($ratio * 1000) / 10}%`};
  background: ${({ theme }) => theme.color.primary};
  transition: inline-size 0.3s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Pill = styled.span<{ $tone: 'success' | 'danger' | 'warning' | 'muted' }>`
  ${pillStyle}
  padding-block: 0.1rem;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'muted' ? theme.color.borderStrong : theme.color[$tone])};
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.color.textMuted : theme.color[$tone])};
`;

/** An address or a selector: left to right whatever the page's language. */
export const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

export const Mono = styled(Ltr)`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
`;

/** The screenshots side by side: one row that scrolls sideways, in reading order. */
export const Strip = styled.ul`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  margin: 0;
  padding-block: 0.25rem 0.75rem;
  padding-inline: 0.25rem;
  overflow-x: auto;
  list-style: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Frame = styled.li`
  display: grid;
  flex: none;
  gap: 0.5rem;
  align-content: start;
`;

export const FrameCaption = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.4rem;
  font-size: 0.875rem;
  font-weight: 700;

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 500;
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

/** The frame's box: the screenshot scaled to `$width` × `$height` px, the top of the page shown. */
export const ShotBox = styled.div<{ $width: number; $height: number }>`
  position: relative;
  display: grid;
  place-items: center;
  inline-size: ${({ $width }) => `${$width}px`};
  block-size: ${({ $height }) => `${$height}px`};
  /* clip, not hidden: a clipped box is no scroll container, so focusing the frame cannot scroll the page's top away. */
  overflow: clip;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
  text-align: center;
`;

export const ShotButton = styled.button`
  position: absolute;
  inset: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;

  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    object-position: top;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

export const CutNote = styled.p<{ $width: number }>`
  max-inline-size: ${({ $width }) => `${$width}px`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
`;

export const FullShot = styled.div`
  max-block-size: 75vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  img {
    display: block;
    max-inline-size: none;
  }
`;

export const FindingsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: 1rem;
`;

export const FindingsCard = styled.section`
  display: grid;
  gap: 0.6rem;
  align-content: start;
  min-inline-size: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  h3 {
    font-size: 1rem;
  }

  h4 {
    font-size: 0.875rem;
  }

  p {
    font-size: 0.875rem;
  }

  ul {
    display: grid;
    gap: 0.3rem;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.8125rem;
  }

  li {
    display: grid;
    gap: 0.1rem;
    min-inline-size: 0;
  }
`;

export const RecentList = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: grid;
    gap: 0.15rem;
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-size: 0.875rem;
  }

  a:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  a[aria-current='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  a > span:first-child {
    font-weight: 600;
    color: ${({ theme }) => theme.color.link};
  }

  a > span + span {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;
