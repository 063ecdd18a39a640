import { useId, useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { RichResultShape, RichResultType } from '../../../../../src/shared/devtools/rich-results';
import { Button } from '../../../shared/ui/Button';
import { Field, FieldNote, Select } from '../../../shared/ui/form';
import { TextField } from '../../../shared/ui/TextField';
import { CopyButton } from '../CopyButton';
import { Card, CardHead, Disclosure, Fieldset, Muted, Output, Row, SmallButton, Split, Stack, StickyCard } from '../robots.styles';
import {
  buildJsonLd,
  definitionOf,
  ENUMS,
  kindOf,
  nestedFields,
  nestedOf,
  nestedShape,
  PLACEHOLDERS,
  propertiesOf,
  richResultTypes,
  type Counts,
  type Section,
  type ValueKind,
  type Values,
} from './json-ld-model';
import { sdMessages as sd } from './structured-data.messages';

const HINTS: Partial<Record<ValueKind, MessageDescriptor>> = {
  url: sd.hintUrl,
  urlLines: sd.hintUrlLines,
  lines: sd.hintLines,
  steps: sd.hintSteps,
  date: sd.hintDate,
  dateTime: sd.hintDateTime,
  time: sd.hintTime,
  duration: sd.hintDuration,
  number: sd.hintNumber,
};

const MULTILINE: ReadonlySet<ValueKind> = new Set(['longText', 'lines', 'urlLines', 'steps']);

/** Where the form's values live and how they change; ids are built from the value's path. */
interface FormState {
  idBase: string;
  values: Values;
  counts: Counts;
  set: (path: string, value: string) => void;
  setCount: (path: string, count: number) => void;
}

const fieldId = (form: FormState, path: string) => `${form.idBase}-${path.replace(/\./g, '-')}`;

function ScalarField({ form, property, path, required }: { form: FormState; property: string; path: string; required: boolean }) {
  const t = useIntl().formatMessage;
  const kind = kindOf(property);
  const label = required ? t(sd.requiredMark, { name: property }) : property;
  const id = fieldId(form, path);
  const hint = HINTS[kind] ? t(HINTS[kind]) : undefined;
  if (kind === 'enum') {
    return (
      <Field>
        <label htmlFor={id}>{label}</label>
        <Select id={id} value={form.values[path] ?? ''} onChange={(event) => form.set(path, event.target.value)} dir="ltr" data-testid={`jsonld-${path}`}>
          <option value="">{t(sd.enumNone)}</option>
          {ENUMS[property]!.map((member) => (
            <option key={member} value={member}>
              {member}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      value={form.values[path] ?? ''}
      onValue={(value) => form.set(path, value)}
      multiline={MULTILINE.has(kind)}
      rows={kind === 'longText' ? 3 : 2}
      placeholder={PLACEHOLDERS[kind]}
      inputMode={kind === 'number' ? 'decimal' : kind === 'url' ? 'url' : undefined}
      dir={kind === 'text' || kind === 'longText' ? 'auto' : 'ltr'}
      testId={`jsonld-${path}`}
    />
  );
}

function NestedFields({ form, spec, shape, path }: { form: FormState; spec: NonNullable<ReturnType<typeof nestedOf>>; shape: RichResultShape | null; path: string }) {
  const { required, recommended } = nestedFields(spec, shape);
  return <Properties form={form} parent={shape} required={required} recommended={recommended} prefix={path} />;
}

function PropertyField({ form, parent, property, path, required }: { form: FormState; parent: RichResultShape | null; property: string; path: string; required: boolean }) {
  const t = useIntl().formatMessage;
  const spec = nestedOf(property);
  if (!spec) return <ScalarField form={form} property={property} path={path} required={required} />;
  const shape = nestedShape(parent, property);
  const titled = (text: string) => (required ? t(sd.requiredMark, { name: text }) : text);
  if (!spec.repeated) {
    const title = titled(t(sd.nestedLegend, { name: property, type: spec.type }));
    // A nested item nobody asked for stays closed: a Product's review alone holds seven fields.
    if (!required) {
      return (
        <Disclosure data-testid={`jsonld-group-${path}`}>
          <summary data-testid={`jsonld-open-${path}`}>{title}</summary>
          <div role="group" aria-label={title}>
            <NestedFields form={form} spec={spec} shape={shape} path={path} />
          </div>
        </Disclosure>
      );
    }
    return (
      <Fieldset data-testid={`jsonld-group-${path}`}>
        <legend>{title}</legend>
        <NestedFields form={form} spec={spec} shape={shape} path={path} />
      </Fieldset>
    );
  }
  const count = form.counts[path] ?? 1;
  return (
    <Stack>
      {Array.from({ length: count }, (_, index) => (
        <Fieldset key={index} data-testid={`jsonld-entry-${path}`}>
          <legend>{titled(t(sd.entryLegend, { name: property, number: index + 1, type: spec.type }))}</legend>
          <NestedFields form={form} spec={spec} shape={shape} path={`${path}.${index}`} />
          {count > 1 && index === count - 1 ? (
            <Row>
              <SmallButton type="button" $tone="danger" onClick={() => form.setCount(path, count - 1)}>
                {t(sd.removeEntry, { name: property, number: index + 1 })}
              </SmallButton>
            </Row>
          ) : null}
        </Fieldset>
      ))}
      <Row>
        <SmallButton type="button" onClick={() => form.setCount(path, count + 1)} data-testid={`jsonld-add-${path}`}>
          {t(sd.addEntry, { name: property })}
        </SmallButton>
      </Row>
    </Stack>
  );
}

function Properties({ form, parent, required, recommended, prefix }: { form: FormState; parent: RichResultShape | null; required: Section[]; recommended: string[]; prefix: string }) {
  const t = useIntl().formatMessage;
  const pathOf = (property: string) => (prefix ? `${prefix}.${property}` : property);
  return (
    <>
      {required.map((section) =>
        section.choice.length > 1 ? (
          <Fieldset key={section.choice.join('|')}>
            <legend>{t(sd.oneOfLegend)}</legend>
            {section.fields.map((property) => (
              <PropertyField key={property} form={form} parent={parent} property={property} path={pathOf(property)} required={false} />
            ))}
          </Fieldset>
        ) : (
          <PropertyField key={section.fields[0]} form={form} parent={parent} property={section.fields[0]!} path={pathOf(section.fields[0]!)} required />
        ),
      )}
      {recommended.map((property) => (
        <PropertyField key={property} form={form} parent={parent} property={property} path={pathOf(property)} required={false} />
      ))}
    </>
  );
}

/**
 * The JSON-LD builder: one of the eight rich results of the shared table, its required then recommended
 * properties as fields (nested items as groups, lists with their own entries), the document live beside them.
 */
export function JsonLdBuilder({ onValidate }: { onValidate: (html: string) => void }) {
  const t = useIntl().formatMessage;
  const idBase = useId();
  const types = richResultTypes();
  const [type, setType] = useState<RichResultType>('Article');
  const [values, setValues] = useState<Values>({});
  const [counts, setCounts] = useState<Counts>({});
  const form: FormState = {
    idBase,
    values,
    counts,
    set: (path, value) => setValues((current) => ({ ...current, [path]: value })),
    setCount: (path, count) => setCounts((current) => ({ ...current, [path]: count })),
  };
  const definition = definitionOf(type);
  const { required, recommended } = propertiesOf(definition, []);
  const { json, missingRequired } = useMemo(() => buildJsonLd(type, values, counts), [type, values, counts]);
  const text = JSON.stringify(json, null, 2);

  return (
    <Split>
      <Card aria-labelledby={`${idBase}-title`}>
        <h2 id={`${idBase}-title`}>{t(sd.builderTitle)}</h2>
        <Field>
          <label htmlFor={`${idBase}-type`}>{t(sd.builderType)}</label>
          <Select id={`${idBase}-type`} value={type} onChange={(event) => setType(event.target.value as RichResultType)} data-testid="jsonld-type">
            {types.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Stack>
          <Fieldset data-testid="jsonld-required">
            <legend>{t(sd.requiredFields)}</legend>
            {required.length === 0 ? <Muted>{t(sd.noneRequired)}</Muted> : <Properties form={form} parent={definition} required={required} recommended={[]} prefix="" />}
          </Fieldset>
          {recommended.length > 0 ? (
            <Fieldset data-testid="jsonld-recommended">
              <legend>{t(sd.recommendedFields)}</legend>
              <Properties form={form} parent={definition} required={[]} recommended={recommended} prefix="" />
            </Fieldset>
          ) : null}
        </Stack>
      </Card>
      <StickyCard aria-labelledby={`${idBase}-output`}>
        <CardHead>
          <h2 id={`${idBase}-output`}>{t(sd.builderOutput)}</h2>
          <CopyButton text={text} name={t(sd.builderOutput)} testId="jsonld-copy" />
        </CardHead>
        <p role="status" data-testid="jsonld-status" data-missing={missingRequired}>
          {missingRequired > 0 ? t(sd.missingRequired, { count: missingRequired }) : t(sd.allRequired)}
        </p>
        <Output dir="ltr" tabIndex={0} aria-label={t(sd.builderOutput)} data-testid="jsonld-output">
          {text}
        </Output>
        <FieldNote>{t(sd.builderHint)}</FieldNote>
        <Row>
          <Button type="button" $variant="secondary" $size="md" onClick={() => onValidate(`<script type="application/ld+json">\n${text}\n</script>`)} data-testid="jsonld-validate">
            {t(sd.validateBuilt)}
          </Button>
        </Row>
      </StickyCard>
    </Split>
  );
}
