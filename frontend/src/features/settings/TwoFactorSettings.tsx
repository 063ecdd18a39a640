import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../shared/ui/Button';
import { Banner, Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { identityMessages as im, problemOf } from '../../app/session';
import { saveTextFile } from '../../shared/save-file';
import {
  useAccountQuery,
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useSetUpTwoFactorMutation,
  type TwoFactorSetup,
} from './settings.api';
import { Actions, Badge, Block, LiveRegion, Muted } from './settings-ui';
import { securityMessages as m } from './security.messages';

const Enrolment = styled.div`
  display: grid;
  gap: 1rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
  }
`;

/** Dark modules on white whatever the theme: scanners need the contrast. */
const Qr = styled.img`
  inline-size: 11rem;
  block-size: 11rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ffffff;
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Secret = styled.code`
  display: block;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
  font-size: 0.9375rem;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  list-style: none;

  code {
    font-size: 1rem;
  }
`;

type Flow =
  | { step: 'idle' }
  | { step: 'setup'; setup: TwoFactorSetup }
  | { step: 'codes'; codes: readonly string[] }
  | { step: 'disable' }
  | { step: 'regenerate' };

type Notice = { tone: 'success' | 'danger'; text: MessageDescriptor } | null;

/** "ABCD EFGH …": a long base32 key is easier to type in groups; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Settings → security → two-step verification (identity README, "Two-factor authentication"): enrolment with a QR code and a
 * 6-digit confirmation, ten recovery codes shown once, new codes, and turning it off with a code.
 */
export function TwoFactorSettings() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const titleId = useId();
  const account = useAccountQuery();
  const enabled = account.data?.twoFactorEnabled ?? false;
  const [setUp, setUpState] = useSetUpTwoFactorMutation();
  const [enable, enableState] = useEnableTwoFactorMutation();
  const [disable, disableState] = useDisableTwoFactorMutation();
  const [regenerate, regenerateState] = useRegenerateRecoveryCodesMutation();
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [copied, setCopied] = useState<'key' | 'codes' | 'failed' | null>(null);
  const codeInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const busy = setUpState.isLoading || enableState.isLoading || disableState.isLoading || regenerateState.isLoading;

  useEffect(() => {
    if (flow.step === 'setup' || flow.step === 'disable' || flow.step === 'regenerate') codeInput.current?.focus();
  }, [flow.step]);

  const go = (next: Flow) => {
    setFlow(next);
    setCode('');
    setCodeError(null);
    setCopied(null);
  };

  const failed = (error: unknown) => {
    const problem = problemOf(error);
    if (problem.code === 'AUTH_2FA_INVALID') {
      setCodeError(t(im.codeInvalid));
      setCode('');
      codeInput.current?.focus();
      return;
    }
    if (problem.code === 'AUTH_2FA_NOT_PENDING') go({ step: 'idle' });
    if (problem.code === 'AUTH_2FA_ALREADY_ENABLED') {
      go({ step: 'idle' });
      void account.refetch();
    }
    setNotice({ tone: 'danger', text: problem.code === 'AUTH_2FA_NOT_PENDING' ? m.notPending : problem.code === 'AUTH_2FA_ALREADY_ENABLED' ? m.alreadyOn : m.error });
  };

  const start = async () => {
    setNotice(null);
    try {
      go({ step: 'setup', setup: await setUp().unwrap() });
    } catch (error) {
      failed(error);
    }
  };

  /** The code must look right before it is sent: 6 digits, or (to turn off) a recovery code too. */
  const readCode = (allowRecovery: boolean): string | null => {
    const compact = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(compact) || (allowRecovery && /^[0-9a-z]{5}-?[0-9a-z]{5}$/i.test(compact))) return compact;
    setCodeError(t(im.codeFormat));
    codeInput.current?.focus();
    return null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const value = readCode(flow.step === 'disable');
    if (!value) return;
    try {
      if (flow.step === 'setup') {
        const { recoveryCodes } = await enable({ code: value }).unwrap();
        go({ step: 'codes', codes: recoveryCodes });
        setNotice({ tone: 'success', text: m.enabled });
      } else if (flow.step === 'regenerate') {
        const { recoveryCodes } = await regenerate({ code: value }).unwrap();
        go({ step: 'codes', codes: recoveryCodes });
      } else if (flow.step === 'disable') {
        await disable({ code: value }).unwrap();
        go({ step: 'idle' });
        setNotice({ tone: 'success', text: m.disabled });
      }
    } catch (error) {
      failed(error);
    }
  };

  const codeField = (label: MessageDescriptor, hint?: MessageDescriptor, recovery = false) => (
    <TextField
      id="two-factor-code"
      label={t(label)}
      hint={hint ? t(hint) : undefined}
      value={code}
      onValue={(value) => {
        setCode(value);
        setCodeError(null);
      }}
      error={codeError}
      inputRef={codeInput}
      type="text"
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      maxLength={recovery ? 13 : 7}
      dir="ltr"
      spellCheck={false}
      testId="two-factor-code"
    />
  );

  const cancel = (
    <Button type="button" $variant="ghost" $size="md" onClick={() => go({ step: 'idle' })} disabled={busy}>
      {t(m.cancel)}
    </Button>
  );

  let body;
  if (flow.step === 'setup') {
    const { setup } = flow;
    body = (
      <>
        <Enrolment>
          <Qr src={svgDataUrl(setup.qrSvg)} alt={t(m.qrAlt)} width={176} height={176} data-testid="two-factor-qr" />
          <div>
            <Muted>{t(m.scan)}</Muted>
            <p>{t(m.manual)}</p>
            <Secret dir="ltr" data-testid="two-factor-secret">
              {grouped(setup.secret)}
            </Secret>
            <Actions>
              <Button
                type="button"
                $variant="ghost"
                $size="md"
                onClick={async () => setCopied((await copy(setup.secret)) ? 'key' : 'failed')}
              >
                {t(copied === 'key' ? m.copied : m.copyKey)}
              </Button>
            </Actions>
          </div>
        </Enrolment>
        <Form noValidate onSubmit={onSubmit} aria-busy={busy}>
          {codeField(m.confirmLabel, m.confirmHint)}
          <Actions>
            <Button type="submit" $variant="primary" $size="md" aria-busy={busy} disabled={busy} data-testid="two-factor-confirm">
              {t(busy ? m.confirming : m.confirm)}
            </Button>
            {cancel}
          </Actions>
        </Form>
      </>
    );
  } else if (flow.step === 'codes') {
    const text = flow.codes.join('\n');
    body = (
      <>
        <h4>{t(m.recoveryTitle)}</h4>
        <Muted>{t(m.recoveryBody)}</Muted>
        <Codes aria-label={t(m.recoveryList)} data-testid="two-factor-recovery-codes">
          {flow.codes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code dir="ltr">{recoveryCode}</code>
            </li>
          ))}
        </Codes>
        <Actions>
          <Button type="button" $variant="secondary" $size="md" onClick={async () => setCopied((await copy(text)) ? 'codes' : 'failed')}>
            {t(copied === 'codes' ? m.copied : m.copyCodes)}
          </Button>
          <Button type="button" $variant="secondary" $size="md" onClick={() => saveTextFile('stacklens-recovery-codes.txt', `${t(m.codesFileTitle)}\n\n${text}\n`, 'text/plain')}>
            {t(m.downloadCodes)}
          </Button>
          <Button type="button" $variant="primary" $size="md" onClick={() => go({ step: 'idle' })} data-testid="two-factor-codes-done">
            {t(m.recoveryDone)}
          </Button>
        </Actions>
      </>
    );
  } else if (flow.step === 'disable' || flow.step === 'regenerate') {
    const disabling = flow.step === 'disable';
    body = (
      <Form noValidate onSubmit={onSubmit} aria-busy={busy}>
        {disabling ? null : <Muted>{t(m.regenerateHint)}</Muted>}
        {disabling ? codeField(m.disableLabel, undefined, true) : codeField(m.regenerateLabel)}
        <Actions>
          <Button type="submit" $variant={disabling ? 'secondary' : 'primary'} $size="md" aria-busy={busy} disabled={busy} data-testid="two-factor-submit">
            {t(busy ? m.confirming : disabling ? m.disable : m.regenerate)}
          </Button>
          {cancel}
        </Actions>
      </Form>
    );
  } else {
    body = (
      <>
        <Muted>{t(enabled ? m.onBody : m.offBody)}</Muted>
        <Actions>
          {enabled ? (
            <>
              <Button type="button" $variant="secondary" $size="md" onClick={() => go({ step: 'regenerate' })} data-testid="two-factor-regenerate">
                {t(m.regenerateStart)}
              </Button>
              <Button type="button" $variant="ghost" $size="md" onClick={() => go({ step: 'disable' })} data-testid="two-factor-disable">
                {t(m.disableStart)}
              </Button>
            </>
          ) : (
            <Button type="button" $variant="primary" $size="md" onClick={() => void start()} aria-busy={busy} disabled={busy || account.isLoading} data-testid="two-factor-enable">
              {t(busy ? m.preparing : m.enable)}
            </Button>
          )}
        </Actions>
      </>
    );
  }

  return (
    <Block aria-labelledby={titleId} role="group" data-testid="two-factor">
      <h3 id={titleId}>
        {t(m.twoFactorTitle)}
        <Badge $on={enabled} data-testid="two-factor-status">
          {t(enabled ? m.statusOn : m.statusOff)}
        </Badge>
      </h3>
      <LiveRegion role="status" data-testid="two-factor-notice">
        {notice?.tone === 'success' ? <Banner $tone="success">{t(notice.text)}</Banner> : null}
        {copied === 'failed' ? <Banner $tone="info">{t(m.copyFailed)}</Banner> : null}
      </LiveRegion>
      <LiveRegion role="alert">{notice?.tone === 'danger' ? <Banner $tone="danger">{t(notice.text)}</Banner> : null}</LiveRegion>
      {body}
    </Block>
  );
}
