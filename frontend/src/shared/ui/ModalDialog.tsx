import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from './Icon';
import { quietButtonStyle } from './surface';

/** `md` for the tool dialogs, `lg` for a form that is the whole point of its dialog, `xl` for a picture shown at full size. */
type ModalSize = 'md' | 'lg' | 'xl';

const SIZES = {
  md: { width: '36rem', gap: '1.1rem', padding: 'clamp(1.1rem, 4vw, 1.75rem)', title: '1.3rem' },
  lg: { width: '38rem', gap: '1.25rem', padding: 'clamp(1.25rem, 4vw, 2rem)', title: '1.375rem' },
  xl: { width: '96rem', gap: '1rem', padding: 'clamp(1rem, 3vw, 1.5rem)', title: '1.2rem' },
} as const;

const Frame = styled.dialog<{ $size: ModalSize }>`
  inline-size: min(${({ $size }) => SIZES[$size].width}, calc(100vw - 1.5rem));
  max-inline-size: none;
  max-block-size: calc(100dvh - 1.5rem);
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  /* Opened from the footer, a large one would otherwise inherit the footer's smaller, muted text. */
  ${({ $size }) =>
    $size === 'lg' &&
    css`
      font-size: 1rem;
    `}

  &::backdrop {
    background: rgba(8, 12, 28, 0.6);
  }
`;

const Body = styled.div<{ $size: ModalSize }>`
  display: grid;
  ${({ $size }) =>
    $size !== 'lg' &&
    css`
      grid-template-columns: minmax(0, 1fr);
    `}
  gap: ${({ $size }) => SIZES[$size].gap};
  padding: ${({ $size }) => SIZES[$size].padding};
`;

const Header = styled.div<{ $size: ModalSize }>`
  display: flex;
  align-items: flex-start;
  gap: 1rem;

  & > h2 {
    flex: 1;
    font-size: ${({ $size }) => SIZES[$size].title};
    line-height: 1.3;
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  margin-block-start: -0.25rem;
  margin-inline-end: -0.5rem;
  ${quietButtonStyle}
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The base of the title's id (`<id>-title`), so content can be labelled by it; a fresh one by default. */
  id?: string;
  title: string;
  description?: string;
  /** Defaults to `<id>-description`. */
  descriptionId?: string;
  closeLabel: string;
  /** While a request runs, Escape and the close button wait: closing would hide its outcome. */
  busy?: boolean;
  size?: ModalSize;
  testId: string;
  closeTestId: string;
  /** Runs as the dialog opens, before focus moves in. */
  onOpen?: () => void;
  /** Where focus starts; by default the element marked `data-autofocus`, else the browser's first control. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  children: ReactNode;
}

const autofocusTarget = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLElement>('[data-autofocus]');

/**
 * A native modal `<dialog>`: the browser traps focus inside, makes the page behind inert and turns
 * Escape into `cancel`, which goes to the parent so it owns `open`. Focus returns to the opener on close,
 * and also when the dialog is unmounted while open. The content stays mounted while closed, so what was
 * typed survives a failed request and a reopening.
 */
export function ModalDialog({
  open,
  onClose,
  id: givenId,
  title,
  description,
  descriptionId,
  closeLabel,
  busy,
  size = 'md',
  testId,
  closeTestId,
  onOpen,
  initialFocus = autofocusTarget,
  children,
}: ModalDialogProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const describedById = descriptionId ?? `${id}-description`;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpen?.();
      dialog.showModal();
      initialFocus(dialog)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    // Only a change of `open` opens or closes the dialog; the callbacks read are those of that render.
  }, [open]);

  useEffect(
    () => () => {
      if (ref.current?.open && opener.current?.isConnected) opener.current.focus();
    },
    [],
  );

  return (
    <Frame
      ref={ref}
      $size={size}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? describedById : undefined}
      aria-busy={busy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClose={() => {
        if (opener.current?.isConnected) opener.current.focus();
        if (open) onClose();
      }}
      data-testid={testId}
    >
      <Body $size={size}>
        <Header $size={size}>
          <h2 id={`${id}-title`}>{title}</h2>
          <CloseButton type="button" aria-label={closeLabel} disabled={busy} onClick={onClose} data-testid={closeTestId}>
            <Icon name="close" size={20} />
          </CloseButton>
        </Header>
        {description ? <Description id={describedById}>{description}</Description> : null}
        {children}
      </Body>
    </Frame>
  );
}
