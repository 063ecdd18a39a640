import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { Banner, Field, Form, Select } from '../../../shared/ui/form';
import { TextField } from '../../../shared/ui/TextField';
import { errorCodeOf, failureMessage } from '../analytics-errors';
import {
  EXCLUSION_TYPES,
  useAddExclusionMutation,
  useDeleteExclusionMutation,
  useListExclusionsQuery,
  type Exclusion,
  type ExclusionType,
} from '../analytics.api';
import { CodeBlock, Live, Ltr, Muted, Row, SmallButton, Stack } from '../analytics.styles';
import { Dialog } from './Dialog';
import { manageMessages as m } from './manage.messages';

const OPT_OUT_LINE = "localStorage.setItem('stacklens_optout', '1')";

const Items = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    padding-block: 0.6rem;
    padding-inline: 0.8rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  li > div {
    display: grid;
    flex: 1;
    min-inline-size: 12rem;
  }

  strong {
    font-size: 0.875rem;
  }
`;

const Part = styled.section`
  display: grid;
  gap: 0.6rem;
  padding-block-start: 0.9rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};

  h3 {
    font-size: 1.0625rem;
  }
`;

const AddFields = styled.div`
  display: grid;
  gap: 0.9rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(9rem, 1fr) minmax(0, 2fr);
    align-items: start;
  }

  input {
    direction: ltr;
  }
`;

type Result = { tone: 'success' | 'danger'; text: MessageDescriptor; note?: MessageDescriptor } | null;

/** The device exclusion of this browser: marked by the server when it says so, else the only one there is. */
function currentDeviceExclusion(exclusions: readonly Exclusion[], excluded: boolean): Exclusion | null {
  if (!excluded) return null;
  const devices = exclusions.filter((exclusion) => exclusion.type === 'device');
  return devices.find((exclusion) => exclusion.current) ?? (devices.length === 1 ? devices[0]! : null);
}

/**
 * Exclusions (docs/product.md §5.9, §10.2): list, add (IP address, user ID, visitor ID, or this device, whose value the server
 * derives), remove, and "reactivate tracking" for this device. Changes apply from the next page load of
 * the site (docs/product.md §15.2).
 */
export function ExclusionsDialog({ siteId, open, onClose }: { siteId: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const list = useListExclusionsQuery(open ? siteId : skipToken, { refetchOnMountOrArgChange: true });
  const [addExclusion, addState] = useAddExclusionMutation();
  const [deleteExclusion] = useDeleteExclusionMutation();
  const [type, setType] = useState<ExclusionType>('ip');
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<MessageDescriptor | null>(null);
  const [result, setResult] = useState<Result>(null);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [deviceBusy, setDeviceBusy] = useState(false);
  const valueRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const exclusions = list.data?.exclusions ?? [];
  const excluded = list.data?.currentDeviceExcluded ?? false;
  const deviceExclusion = currentDeviceExclusion(exclusions, excluded);

  const add = async (kind: ExclusionType, typed: string): Promise<boolean> => {
    setResult(null);
    try {
      await addExclusion({ siteId, type: kind, value: kind === 'device' ? undefined : typed.trim() }).unwrap();
      setResult({ tone: 'success', text: m.exclusionAdded, note: m.reloadNeeded });
      return true;
    } catch (error) {
      const code = errorCodeOf(error);
      const message = failureMessage(error, m.saveFailed);
      if (kind !== 'device' && (code === 'ANALYTICS_EXCLUSION_VALUE_REQUIRED' || code === 'ANALYTICS_EXCLUSION_INVALID_IP' || code === 'ANALYTICS_EXCLUSION_VALUE_TOO_LONG')) {
        setValueError(message);
        valueRef.current?.focus();
      } else {
        // The message of docs/product.md §10.2, and the reason when the server gave a known one.
        setResult({ tone: 'danger', text: m.saveFailed, note: message === m.saveFailed ? m.tryAgain : message });
      }
      return false;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (addState.isLoading) return;
    if (type !== 'device' && !value.trim()) {
      setValueError(m.valueRequired);
      valueRef.current?.focus();
      return;
    }
    setValueError(null);
    if (await add(type, value)) setValue('');
  };

  const remove = async (exclusion: Exclusion, reactivation: boolean) => {
    setResult(null);
    setRemoving((current) => new Set(current).add(exclusion.id));
    try {
      await deleteExclusion({ siteId, exclusionId: exclusion.id }).unwrap();
      setResult(reactivation ? { tone: 'success', text: m.reactivated, note: m.reloadNeeded } : { tone: 'success', text: m.exclusionsSaved, note: m.reloadNeeded });
    } catch (error) {
      const reason = failureMessage(error, m.deleteFailed);
      setResult({ tone: 'danger', text: m.deleteFailed, note: reason === m.deleteFailed ? m.tryAgain : reason });
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(exclusion.id);
        return next;
      });
    }
  };

  const toggleDevice = async () => {
    setDeviceBusy(true);
    try {
      if (deviceExclusion) await remove(deviceExclusion, true);
      else await add('device', '');
    } finally {
      setDeviceBusy(false);
    }
  };

  const describe = (exclusion: Exclusion) => (exclusion.type === 'device' ? (exclusion.label ?? exclusion.value) : exclusion.value);
  const busy = addState.isLoading || deviceBusy || removing.size > 0;

  return (
    <Dialog open={open} onClose={onClose} busy={busy} title={t(m.exclusionsTitle)} description={t(m.exclusionsBody)} testId="analytics-exclusions-dialog">
      <Live role="status" data-testid="analytics-exclusions-status">
        {result?.tone === 'success' ? (
          <Banner $tone="success">
            {t(result.text)} {result.note ? t(result.note) : null}
          </Banner>
        ) : null}
      </Live>
      <Live role="alert" data-testid="analytics-exclusions-error">
        {result?.tone === 'danger' ? (
          <Banner $tone="danger">
            {t(result.text)} {result.note ? t(result.note) : null}
          </Banner>
        ) : null}
      </Live>

      <Part aria-labelledby={`${id}-device`} data-testid="analytics-device" data-excluded={excluded}>
        <h3 id={`${id}-device`}>{t(m.deviceTitle)}</h3>
        <Muted>{t(excluded ? m.deviceExcluded : m.deviceTracked)}</Muted>
        <Row>
          <Button
            type="button"
            $variant={excluded ? 'primary' : 'secondary'}
            $size="md"
            disabled={!list.data || busy || (excluded && !deviceExclusion)}
            aria-busy={deviceBusy}
            onClick={() => void toggleDevice()}
            data-autofocus
            data-testid={excluded ? 'analytics-reactivate' : 'analytics-exclude-device'}
          >
            {t(excluded ? m.reactivate : m.excludeDevice)}
          </Button>
        </Row>
        <Muted id={`${id}-optout`}>{t(m.optOutHint)}</Muted>
        <CodeBlock aria-labelledby={`${id}-optout`}>{OPT_OUT_LINE}</CodeBlock>
      </Part>

      <Part aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`}>{t(m.exclusionsListLabel)}</h3>
        {list.isLoading ? (
          <Muted aria-busy="true">{t(m.exclusionsLoading)}</Muted>
        ) : list.isError && !list.data ? (
          <Live role="alert">
            <Banner $tone="danger">{t(failureMessage(list.error, m.saveFailed))}</Banner>
          </Live>
        ) : exclusions.length === 0 ? (
          <Muted data-testid="analytics-exclusions-empty">{t(m.exclusionsEmpty)}</Muted>
        ) : (
          <Items data-testid="analytics-exclusions-list">
            {exclusions.map((exclusion) => (
              <li key={exclusion.id} data-testid="analytics-exclusion" data-type={exclusion.type}>
                <div>
                  <strong>{t(m[`type.${exclusion.type}`])}</strong>
                  <Ltr>{describe(exclusion)}</Ltr>
                  <Muted>{t(m.addedOn, { date: intl.formatDate(exclusion.createdAt, { dateStyle: 'medium' }) })}</Muted>
                </div>
                <SmallButton
                  type="button"
                  $tone="danger"
                  disabled={removing.has(exclusion.id)}
                  aria-busy={removing.has(exclusion.id)}
                  aria-label={t(m.removeNamed, { value: describe(exclusion) })}
                  onClick={() => void remove(exclusion, exclusion.id === deviceExclusion?.id)}
                  data-testid="analytics-exclusion-remove"
                >
                  {t(m.remove)}
                </SmallButton>
              </li>
            ))}
          </Items>
        )}
      </Part>

      <Part aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{t(m.addTitle)}</h3>
        <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-add`} aria-busy={addState.isLoading}>
          <AddFields>
            <Field>
              <label htmlFor={`${id}-type`}>{t(m.typeLabel)}</label>
              <Select
                id={`${id}-type`}
                value={type}
                onChange={(event) => {
                  setType(event.target.value as ExclusionType);
                  setValueError(null);
                }}
                data-testid="analytics-exclusion-type"
              >
                {EXCLUSION_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {t(m[`type.${option}`])}
                  </option>
                ))}
              </Select>
            </Field>
            {type === 'device' ? (
              <Stack>
                <Muted>{t(m['hint.device'])}</Muted>
              </Stack>
            ) : (
              <TextField
                id={`${id}-value`}
                label={t(m.valueLabel)}
                value={value}
                onValue={(next) => {
                  setValue(next);
                  setValueError(null);
                }}
                error={valueError ? t(valueError) : null}
                hint={t(m[`hint.${type}`])}
                inputRef={valueRef}
                autoComplete="off"
                spellCheck={false}
                testId="analytics-exclusion-value"
              />
            )}
          </AddFields>
          <div>
            <Button type="submit" $variant="primary" $size="md" aria-busy={addState.isLoading} disabled={addState.isLoading} data-testid="analytics-exclusion-add">
              {t(addState.isLoading ? m.adding : m.add)}
            </Button>
          </div>
        </Form>
      </Part>
    </Dialog>
  );
}
