import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RESPONSIVE_LIMITS } from '../../../../src/shared/devtools/responsive-devices';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { countChosen, devicesOf, initialSelection, urlProblem, type DeviceSelection } from './device-selection';
import { DevicePicker } from './DevicePicker';
import { FailureBox } from './FailureBox';
import { RecentRuns } from './RecentRuns';
import { explainFailure, type Failure } from './responsive-errors';
import { useResponsiveRunQuery, useResponsiveRunsQuery, useStartResponsiveRunMutation } from './responsive.api';
import { responsiveMessages as m } from './responsive.messages';
import { Card, FormStack, Muted, PageFrame, PageHeader, SmallButton, Split } from './responsive.styles';
import { isActive } from './run-status';
import { RunView } from './RunView';

const POLL_MS = 1000;
const RUN_PARAM = 'run';

interface FieldErrors {
  url: string | null;
  devices: string | null;
}

/**
 * `/{lang}/responsive` (signed-in users, docs/product.md §4.2): a page rendered at several sizes in the
 * server's browser, the screenshots side by side with each size's overflow and small tap targets. The
 * address keeps the run shown (`?run=`), so a reload or a recent run reopens it; what was chosen stays
 * in the form whatever the server answers.
 */
export function ResponsivePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.documentTitle));
  const [params, setParams] = useSearchParams();
  const runId = params.get(RUN_PARAM);

  const [url, setUrl] = useState('');
  const [selection, setSelection] = useState<DeviceSelection>(initialSelection);
  const [errors, setErrors] = useState<FieldErrors>({ url: null, devices: null });
  const [startFailure, setStartFailure] = useState<Failure | null>(null);
  const urlRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const [start, started] = useStartResponsiveRunMutation();
  const runs = useResponsiveRunsQuery();
  const [polling, setPolling] = useState(true);
  const run = useResponsiveRunQuery(runId ?? skipToken, { pollingInterval: polling ? POLL_MS : 0, refetchOnMountOrArgChange: true });
  const shown = run.data && run.data.id === runId ? run.data : null;
  const status = shown?.status;

  // Poll while the run works; once it ends, stop and refresh the recent list (its status changed).
  const refetchRuns = runs.refetch;
  useEffect(() => {
    if (!status) return;
    const active = isActive(status);
    setPolling(active);
    if (!active) void refetchRuns();
  }, [status, refetchRuns]);
  useEffect(() => setPolling(true), [runId]);
  // A failed load stops the polling until Try again.
  useEffect(() => {
    if (run.isError) setPolling(false);
  }, [run.isError]);

  // A reopened run fills an empty address field, so it can be run again at once.
  useEffect(() => {
    if (shown) setUrl((current) => current || shown.url);
  }, [shown]);

  const validate = (): FieldErrors => {
    const problem = urlProblem(url);
    const count = countChosen(selection);
    return {
      url: problem === 'required' ? t(m.eUrlRequired) : problem === 'invalid' ? t(m.eUrlInvalid) : null,
      devices: count < RESPONSIVE_LIMITS.minDevices ? t(m.eNoDevice) : count > RESPONSIVE_LIMITS.maxDevices ? t(m.eTooManyDevices, { max: RESPONSIVE_LIMITS.maxDevices }) : null,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (started.isLoading) return;
    const found = validate();
    setErrors(found);
    setStartFailure(null);
    if (found.url) {
      urlRef.current?.focus();
      return;
    }
    if (found.devices) {
      formRef.current?.querySelector<HTMLElement>('[data-preset]')?.focus();
      return;
    }
    const devices = devicesOf(selection, (size) => t(m.customName, { width: String(size.width), height: String(size.height) }));
    const result = await start({ url: url.trim(), devices });
    if ('error' in result) {
      setStartFailure(explainFailure(result.error, m.startFailed));
      return;
    }
    setParams({ [RUN_PARAM]: result.data });
    void refetchRuns();
  };

  const runFailure = run.isError && !shown ? explainFailure(run.error, m.loadFailed) : null;

  return (
    <PageFrame data-testid="responsive-page">
      <PageHeader>
        <h1>{t(m.title)}</h1>
        <p>{t(m.lead)}</p>
      </PageHeader>
      <Split>
        <Card aria-labelledby="responsive-form-title">
          <h2 id="responsive-form-title">{t(m.formTitle)}</h2>
          <FormStack ref={formRef} noValidate onSubmit={(event) => void submit(event)} data-testid="responsive-form">
            <TextField
              id="responsive-url"
              label={t(m.url)}
              hint={t(m.urlHint)}
              value={url}
              onValue={setUrl}
              error={errors.url}
              type="url"
              dir="ltr"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder="https://example.com/"
              maxLength={RESPONSIVE_LIMITS.maxUrlLength}
              inputRef={urlRef}
              testId="responsive-url"
            />
            <DevicePicker
              selection={selection}
              onChange={(next) => {
                setSelection(next);
                if (errors.devices) setErrors((current) => ({ ...current, devices: null }));
              }}
              error={errors.devices}
            />
            {startFailure ? <FailureBox failure={startFailure} testId="responsive-start-error" /> : null}
            <div>
              <Button type="submit" $variant="primary" $size="md" aria-busy={started.isLoading} data-testid="responsive-start">
                {t(started.isLoading ? m.starting : m.start)}
              </Button>
            </div>
          </FormStack>
        </Card>
        <RecentRuns runs={runs.data} loading={runs.isLoading} error={runs.error} onRetry={() => void runs.refetch()} currentId={runId} />
      </Split>

      {!runId ? (
        <Muted data-testid="responsive-idle">{t(m.idle)}</Muted>
      ) : shown ? (
        <RunView run={shown} />
      ) : runFailure ? (
        <FailureBox failure={runFailure} testId="responsive-load-error">
          <div>
            <SmallButton
              type="button"
              onClick={() => {
                setPolling(true);
                void run.refetch();
              }}
            >
              {t(m.retry)}
            </SmallButton>
          </div>
        </FailureBox>
      ) : (
        <Muted role="status" data-testid="responsive-loading">
          {t(m.loadingRun)}
        </Muted>
      )}
    </PageFrame>
  );
}
