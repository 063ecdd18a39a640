import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../shared/ui/Button';
import { Banner, Form } from '../../../shared/ui/form';
import { failureMessage } from '../analytics-errors';
import { useUpdateSiteMutation, type AnalyticsSiteDetail, type SitePatch } from '../analytics.api';
import { analyticsMessages as m } from '../analytics.messages';
import { Switch } from '../../../shared/ui/Switch';
import { Card, Live, SwitchRow } from '../analytics.styles';
import { useNotify } from '../Notices';
import { SiteFields, useSiteForm } from '../sites/site-fields';

type Toggle = 'trackingEnabled' | 'respectDnt';

function SettingSwitch({ site, setting, label, help }: { site: AnalyticsSiteDetail; setting: Toggle; label: MessageDescriptor; help: MessageDescriptor }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const notify = useNotify();
  const [update, { isLoading }] = useUpdateSiteMutation();
  const [failed, setFailed] = useState<MessageDescriptor | null>(null);
  const on = site[setting];

  const toggle = async () => {
    if (isLoading) return;
    setFailed(null);
    try {
      const saved = await update({ id: site.id, patch: { [setting]: !on } as SitePatch }).unwrap();
      notify('success', t(m.switchSaved, { setting: t(label), state: saved[setting] ? 'on' : 'off' }));
    } catch (error) {
      setFailed(failureMessage(error, m.switchFailed));
    }
  };

  return (
    <SwitchRow>
      <label id={`${id}-label`} htmlFor={`${id}-switch`}>
        {t(label)}
      </label>
      <Switch
        $size="lg"
        id={`${id}-switch`}
        type="button"
        role="switch"
        aria-checked={on}
        aria-busy={isLoading}
        aria-describedby={`${id}-help`}
        onClick={() => void toggle()}
        data-testid={`analytics-setting-${setting}`}
      />
      <p id={`${id}-help`}>{t(help)}</p>
      {failed ? (
        <Live role="alert">
          <Banner $tone="danger">{t(failed)}</Banner>
        </Live>
      ) : null}
    </SwitchRow>
  );
}

/** Name and address (docs/product.md §8, website settings), then the tracking and Do Not Track switches, each saved at once. */
export function SiteSettings({ site }: { site: AnalyticsSiteDetail }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const notify = useNotify();
  const [update, { isLoading }] = useUpdateSiteMutation();
  const { values, setValues, failure, check, reject, fields } = useSiteForm('settings', { name: site.name, url: site.url });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!check(site.url)) return;
    const patch: SitePatch = {};
    if (values.name.trim() !== site.name) patch.name = values.name.trim();
    if (values.url.trim() !== site.url) patch.url = values.url.trim();
    try {
      if (Object.keys(patch).length > 0) {
        const saved = await update({ id: site.id, patch }).unwrap();
        setValues({ name: saved.name, url: saved.url });
      }
      notify('success', t(m.settingsSaved));
    } catch (error) {
      reject(error, m.settingsFailed);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="analytics-settings">
      <h2 id={`${id}-title`}>{t(m.settingsTitle)}</h2>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} aria-busy={isLoading}>
        <SiteFields id={id} state={fields} urlHint={m.settingsUrlHint} nameTestId="analytics-settings-name" urlTestId="analytics-settings-url" />
        <Live role="alert">{failure ? <Banner $tone="danger">{t(failure)}</Banner> : null}</Live>
        <div>
          <Button type="submit" $variant="primary" $size="md" aria-busy={isLoading} disabled={isLoading} data-testid="analytics-settings-save">
            {t(isLoading ? m.settingsSaving : m.settingsSave)}
          </Button>
        </div>
      </Form>
      <div>
        <SettingSwitch site={site} setting="trackingEnabled" label={m.trackingLabel} help={m.trackingHelp} />
        <SettingSwitch site={site} setting="respectDnt" label={m.dntLabel} help={m.dntHelp} />
      </div>
    </Card>
  );
}
