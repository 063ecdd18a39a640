import { Fragment, useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Icon } from '../../shared/ui/Icon';
import { Segment, Segments } from '../../shared/ui/Segments';
import { panelId, tabId, TabList, TabPanel } from '../../shared/ui/Tabs';
import { TextField } from '../../shared/ui/TextField';
import { apiTestingMessages as m } from './api-testing.messages';
import { ltr } from './bidi';
import type { AssertionKind, SavedAssertion, SavedRequestAuth, SavedRequestBodyMode } from './api-testing.types';
import { CodeArea, Full, InlineError, LtrInput, Muted, Pill, Row, Rows, SmallButton, SmallSelect, Stack } from './api-testing.styles';
import { KeyValueEditor } from './KeyValueEditor';
import { BODILESS_METHODS, checkJsonBody, prettyJson, withParams, type RequestDraft } from './request-model';

export type RequestTab = 'params' | 'headers' | 'body' | 'auth' | 'assertions';

interface RequestEditorProps {
  draft: RequestDraft;
  onChange: (draft: RequestDraft) => void;
  tab: RequestTab;
  onTab: (tab: RequestTab) => void;
}

const BODY_MODES: { mode: SavedRequestBodyMode; label: MessageDescriptor }[] = [
  { mode: 'none', label: m.bodyNone },
  { mode: 'json', label: m.bodyJson },
  { mode: 'form', label: m.bodyForm },
  { mode: 'raw', label: m.bodyRaw },
];

const AUTH_TYPES: { type: SavedRequestAuth['type']; label: MessageDescriptor }[] = [
  { type: 'none', label: m.authNone },
  { type: 'bearer', label: m.authBearer },
  { type: 'basic', label: m.authBasic },
];

export const ASSERTION_KINDS: { kind: AssertionKind; label: MessageDescriptor }[] = [
  { kind: 'status', label: m.kindStatus },
  { kind: 'header', label: m.kindHeader },
  { kind: 'json-path', label: m.kindJsonPath },
  { kind: 'time', label: m.kindTime },
];

export const ASSERTION_OPS: { op: SavedAssertion['op']; label: MessageDescriptor }[] = [
  { op: 'equals', label: m.opEquals },
  { op: 'contains', label: m.opContains },
  { op: 'below', label: m.opBelow },
];

/** Request headers people type most, offered as the header name is typed. */
const COMMON_HEADERS = ['Accept', 'Accept-Encoding', 'Accept-Language', 'Authorization', 'Cache-Control', 'Content-Type', 'Cookie', 'If-Match', 'If-None-Match', 'Origin', 'Referer', 'User-Agent', 'X-API-Key', 'X-Request-ID', 'X-Requested-With'];

const filled = (rows: readonly [string, string][]) => rows.filter(([name, value]) => name !== '' || value !== '').length;

/** The request's tabs: query parameters, headers, body, the auth helper and the assertions. */
export function RequestEditor({ draft, onChange, tab, onTab }: RequestEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const idBase = useId();
  const counted = (label: string, count: number) => (count ? `${label} (${intl.formatNumber(count)})` : label);
  const tabs: { key: RequestTab; label: ReactNode }[] = [
    { key: 'params', label: counted(t(m.tabParams), filled(draft.params)) },
    { key: 'headers', label: counted(t(m.tabHeaders), filled(draft.headers)) },
    { key: 'body', label: t(m.tabBody) },
    { key: 'auth', label: t(m.tabAuth) },
    { key: 'assertions', label: counted(t(m.tabAssertions), draft.assertions.length) },
  ];
  return (
    <div>
      <TabList idBase={idBase} label={t(m.tabsLabel)} tabs={tabs} selected={tab} onSelect={onTab} testId="request-tabs" wrap />
      <TabPanel role="tabpanel" id={panelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)} tabIndex={0} data-testid={`request-panel-${tab}`}>
        {tab === 'params' ? (
          <Stack>
            <Muted>{t(m.paramsHint)}</Muted>
            <KeyValueEditor rows={draft.params} onChange={(params) => onChange(withParams(draft, params))} addLabel={t(m.addParam)} emptyText={t(m.paramsEmpty)} testId="params" />
          </Stack>
        ) : tab === 'headers' ? (
          <KeyValueEditor rows={draft.headers} onChange={(headers) => onChange({ ...draft, headers })} addLabel={t(m.addHeader)} emptyText={t(m.headersEmpty)} testId="headers" suggestions={COMMON_HEADERS} />
        ) : tab === 'body' ? (
          <BodyTab draft={draft} onChange={onChange} idBase={idBase} />
        ) : tab === 'auth' ? (
          <AuthTab draft={draft} onChange={onChange} idBase={idBase} />
        ) : (
          <AssertionsTab draft={draft} onChange={onChange} />
        )}
      </TabPanel>
    </div>
  );
}

function BodyTab({ draft, onChange, idBase }: { draft: RequestDraft; onChange: (draft: RequestDraft) => void; idBase: string }) {
  const t = useIntl().formatMessage;
  const { body } = draft;
  const setBody = (changes: Partial<RequestDraft['body']>) => onChange({ ...draft, body: { ...body, ...changes } });
  const json = body.mode === 'json' ? checkJsonBody(body.text) : null;
  const textId = `${idBase}-body-text`;
  return (
    <Stack>
      <Segments $shape="rounded" role="radiogroup" aria-label={t(m.bodyMode)} data-testid="body-mode">
        {BODY_MODES.map(({ mode, label }) => (
          <Segment $shape="rounded" key={mode}>
            <input type="radio" name={`${idBase}-body-mode`} value={mode} checked={body.mode === mode} onChange={() => setBody({ mode })} data-testid={`body-mode-${mode}`} />
            {t(label)}
          </Segment>
        ))}
      </Segments>
      {BODILESS_METHODS.includes(draft.method) && body.mode !== 'none' ? <Muted data-testid="body-ignored">{t(m.bodyIgnored, { method: draft.method })}</Muted> : null}
      {body.mode === 'none' ? (
        <Muted>{t(m.bodyNoneNote)}</Muted>
      ) : body.mode === 'form' ? (
        <KeyValueEditor rows={body.form} onChange={(form) => setBody({ form })} addLabel={t(m.addField)} emptyText={t(m.formEmpty)} testId="form" />
      ) : (
        <Full>
          <label htmlFor={textId} style={{ fontWeight: 600 }}>
            {t(m.bodyText)}
          </label>
          <CodeArea
            id={textId}
            dir="ltr"
            spellCheck={false}
            value={body.text}
            rows={12}
            $invalid={json !== null && !json.ok}
            aria-invalid={json !== null && !json.ok ? true : undefined}
            aria-describedby={json ? `${textId}-status` : undefined}
            onChange={(e) => setBody({ text: e.target.value })}
            data-testid="body-text"
          />
          {json ? (
            <Row>
              {json.ok ? (
                <Pill $tone="success" id={`${textId}-status`} data-testid="body-json-status">
                  {t(m.jsonValid)}
                </Pill>
              ) : (
                <InlineError id={`${textId}-status`} data-testid="body-json-status" dir="auto">
                  {t(m.jsonError, { detail: json.message })}
                </InlineError>
              )}
              <SmallButton
                type="button"
                disabled={!json.ok || body.text.trim() === ''}
                onClick={() => {
                  const pretty = prettyJson(body.text);
                  if (pretty !== null) setBody({ text: pretty });
                }}
                data-testid="body-format"
              >
                {t(m.formatJson)}
              </SmallButton>
            </Row>
          ) : null}
        </Full>
      )}
    </Stack>
  );
}

function AuthTab({ draft, onChange, idBase }: { draft: RequestDraft; onChange: (draft: RequestDraft) => void; idBase: string }) {
  const t = useIntl().formatMessage;
  const { auth } = draft;
  const setAuth = (changes: Partial<SavedRequestAuth>) => onChange({ ...draft, auth: { ...auth, ...changes } });
  return (
    <Stack>
      <Segments $shape="rounded" role="radiogroup" aria-label={t(m.authType)} data-testid="auth-type">
        {AUTH_TYPES.map(({ type, label }) => (
          <Segment $shape="rounded" key={type}>
            <input type="radio" name={`${idBase}-auth`} value={type} checked={auth.type === type} onChange={() => setAuth({ type })} data-testid={`auth-type-${type}`} />
            {t(label)}
          </Segment>
        ))}
      </Segments>
      <Muted>{t(m.authHint)}</Muted>
      {auth.type === 'bearer' ? (
        <Full>
          <TextField id={`${idBase}-token`} label={t(m.token)} value={auth.token ?? ''} onValue={(token) => setAuth({ token })} dir="ltr" spellCheck={false} autoComplete="off" hint={t(m.bearerHint, { example: ltr('{{token}}') })} testId="auth-token" />
        </Full>
      ) : auth.type === 'basic' ? (
        <Full>
          <TextField id={`${idBase}-username`} label={t(m.username)} value={auth.username ?? ''} onValue={(username) => setAuth({ username })} dir="ltr" autoComplete="off" testId="auth-username" />
          <TextField id={`${idBase}-password`} label={t(m.password)} value={auth.password ?? ''} onValue={(password) => setAuth({ password })} dir="ltr" autoComplete="new-password" reveal={t(m.showPassword)} hint={t(m.basicHint)} testId="auth-password" />
        </Full>
      ) : null}
    </Stack>
  );
}

function AssertionsTab({ draft, onChange }: { draft: RequestDraft; onChange: (draft: RequestDraft) => void }) {
  const t = useIntl().formatMessage;
  const set = (index: number, changes: Partial<SavedAssertion>) => onChange({ ...draft, assertions: draft.assertions.map((a, i) => (i === index ? { ...a, ...changes } : a)) });
  const add = () => {
    onChange({ ...draft, assertions: [...draft.assertions, { kind: 'status', op: 'equals', value: '200' }] });
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="assertion-kind-${draft.assertions.length}"]`)?.focus());
  };
  const remove = (index: number) => {
    onChange({ ...draft, assertions: draft.assertions.filter((_, i) => i !== index) });
    const next = draft.assertions.length > 1 ? `assertion-kind-${Math.max(0, index - 1)}` : 'assertion-add';
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="${next}"]`)?.focus());
  };
  return (
    <Stack>
      <Muted>{t(m.assertionsHint)}</Muted>
      {draft.assertions.length === 0 ? (
        <Muted data-testid="assertions-empty">{t(m.assertionsEmpty)}</Muted>
      ) : (
        <Rows $columns="minmax(7rem, 11rem) minmax(0, 1.4fr) minmax(6rem, auto) minmax(0, 1fr) auto" style={{ inlineSize: '100%' }} data-testid="assertions">
          {draft.assertions.map((assertion, index) => {
            const n = index + 1;
            const targeted = assertion.kind === 'header' || assertion.kind === 'json-path';
            return (
              <Fragment key={index}>
                <SmallSelect aria-label={t(m.assertionKind, { index: n })} value={assertion.kind} onChange={(e) => set(index, { kind: e.target.value as AssertionKind, ...(e.target.value === 'time' ? { op: 'below' as const } : {}) })} data-testid={`assertion-kind-${index}`}>
                  {ASSERTION_KINDS.map(({ kind, label }) => (
                    <option key={kind} value={kind}>
                      {t(label)}
                    </option>
                  ))}
                </SmallSelect>
                {targeted ? (
                  <LtrInput
                    dir="ltr"
                    aria-label={t(m.assertionTarget, { index: n })}
                    placeholder={assertion.kind === 'header' ? 'Content-Type' : '$.data.id'}
                    value={assertion.target ?? ''}
                    onChange={(e) => set(index, { target: e.target.value })}
                    spellCheck={false}
                    data-testid={`assertion-target-${index}`}
                  />
                ) : (
                  <span />
                )}
                <SmallSelect aria-label={t(m.assertionOp, { index: n })} value={assertion.op} onChange={(e) => set(index, { op: e.target.value as SavedAssertion['op'] })} data-testid={`assertion-op-${index}`}>
                  {ASSERTION_OPS.map(({ op, label }) => (
                    <option key={op} value={op}>
                      {t(label)}
                    </option>
                  ))}
                </SmallSelect>
                <LtrInput dir="ltr" aria-label={t(m.assertionValue, { index: n })} value={assertion.value} onChange={(e) => set(index, { value: e.target.value })} spellCheck={false} data-testid={`assertion-value-${index}`} />
                <SmallButton type="button" aria-label={t(m.removeAssertion, { index: n })} title={t(m.removeAssertion, { index: n })} onClick={() => remove(index)} data-testid={`assertion-remove-${index}`}>
                  <Icon name="close" size={16} />
                </SmallButton>
              </Fragment>
            );
          })}
        </Rows>
      )}
      <SmallButton type="button" onClick={add} data-testid="assertion-add">
        {t(m.addAssertion)}
      </SmallButton>
    </Stack>
  );
}

