import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../shared/ui/Button';
import { Banner, Form } from '../../../shared/ui/form';
import { useAddSiteMutation, type AnalyticsSite } from '../analytics.api';
import { analyticsMessages as m } from '../analytics.messages';
import { Card, Live, Muted } from '../analytics.styles';
import { SiteFields, useSiteForm } from './site-fields';

interface AddSiteFormProps {
  onAdded: (site: AnalyticsSite) => void;
}

/** Add site (docs/product.md §8): name and URL, checked here, then by the server, whose field errors land on the fields. */
export function AddSiteForm({ onAdded }: AddSiteFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [addSite, { isLoading }] = useAddSiteMutation();
  const { values, setValues, failure, check, reject, fields } = useSiteForm('add', { name: '', url: '' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!check()) return;
    try {
      const site = await addSite({ name: values.name.trim(), url: values.url.trim() }).unwrap();
      setValues({ name: '', url: '' });
      onAdded(site);
    } catch (error) {
      // What was typed stays: the owner fixes or retries without typing again.
      reject(error, m.addFailed);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="analytics-add-site">
      <div>
        <h2 id={`${id}-title`}>{t(m.addTitle)}</h2>
        <Muted>{t(m.addLead)}</Muted>
      </div>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} aria-busy={isLoading}>
        <SiteFields
          id={id}
          state={fields}
          urlHint={m.urlHint}
          namePlaceholder={t(m.namePlaceholder)}
          urlPlaceholder="https://example.com"
          nameTestId="analytics-site-name"
          urlTestId="analytics-site-url"
        />
        <Live role="alert" data-testid="analytics-add-site-error">
          {failure ? <Banner $tone="danger">{t(failure)}</Banner> : null}
        </Live>
        <div>
          <Button type="submit" $variant="primary" $size="md" aria-busy={isLoading} disabled={isLoading} data-testid="analytics-add-site-submit">
            {t(isLoading ? m.adding : m.addSubmit)}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
