import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';
import { quietButtonStyle } from './surface';

export type NoticeTone = 'success' | 'danger';

interface Notice {
  readonly id: number;
  readonly tone: NoticeTone;
  readonly text: string;
}

export type Notify = (tone: NoticeTone, text: string) => void;

const NoticeContext = createContext<Notify>(() => undefined);

/** How long a notice stays unless the pointer or focus is on it. */
const VISIBLE_MS = 8000;
const MAX_SHOWN = 3;

const Region = styled.div`
  position: fixed;
  inset-block-end: 1rem;
  inset-inline-end: 1rem;
  z-index: 40;
  display: grid;
  gap: 0.5rem;
  inline-size: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
`;

const Item = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  padding-block: 0.7rem;
  padding-inline: 1rem 0.4rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-weight: 600;
  pointer-events: auto;

  p {
    flex: 1;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

const Dismiss = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  ${quietButtonStyle}
`;

interface NoticeItemProps {
  notice: Notice;
  onDismiss: (id: number) => void;
  dismissLabel: string;
  testId: string;
}

function NoticeItem({ notice, onDismiss, dismissLabel, testId }: NoticeItemProps) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => onDismiss(notice.id), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [held, notice.id, onDismiss]);
  return (
    <Item
      $tone={notice.tone}
      data-testid={testId}
      data-tone={notice.tone}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p>{notice.text}</p>
      <Dismiss type="button" aria-label={dismissLabel} onClick={() => onDismiss(notice.id)}>
        <Icon name="close" size={16} />
      </Dismiss>
    </Item>
  );
}

export interface NoticeProviderProps {
  children: ReactNode;
  /** The close button's accessible name, in the page's language. */
  dismissLabel: string;
  /** `<prefix>-notices` names the region and `<prefix>-notice` each notice, for tests. */
  testIdPrefix: string;
}

/**
 * Short confirmations of what a page did ('Site added', 'Schema saved'), announced politely and gone
 * after a few seconds unless the pointer or focus holds them; at most three at once. useNotify() adds one.
 */
export function NoticeProvider({ children, dismissLabel, testIdPrefix }: NoticeProviderProps) {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)), []);
  const notify = useCallback<Notify>((tone, text) => {
    next.current += 1;
    const id = next.current;
    setNotices((current) => [...current, { id, tone, text }].slice(-MAX_SHOWN));
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <Region role="status" aria-live="polite" data-testid={`${testIdPrefix}-notices`}>
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={dismiss} dismissLabel={dismissLabel} testId={`${testIdPrefix}-notice`} />
        ))}
      </Region>
    </NoticeContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NoticeContext);
}
