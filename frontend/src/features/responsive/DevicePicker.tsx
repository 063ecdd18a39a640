import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ResponsiveDeviceKind } from '../../../../src/shared/devtools/responsive-devices';
import { RESPONSIVE_LIMITS } from '../../../../src/shared/devtools/responsive-devices';
import { Icon } from '../../shared/ui/Icon';
import { FieldError, FieldNote } from '../../shared/ui/form';
import { Segment } from '../../shared/ui/Segments';
import { TextField } from '../../shared/ui/TextField';
import { countChosen, customSizeProblem, DEVICE_KINDS, oriented, presetsOf, togglePreset, type DeviceSelection, type Orientation } from './device-selection';
import { responsiveMessages as m } from './responsive.messages';
import { Chip, Chips, CustomChip, CustomRow, Fieldset, GroupTitle, OrientationSegments, SmallButton, Stack } from './responsive.styles';

const KIND_TITLE: Record<ResponsiveDeviceKind, MessageDescriptor> = { phone: m.kindPhone, tablet: m.kindTablet, desktop: m.kindDesktop };

const RANGE = { minWidth: RESPONSIVE_LIMITS.minWidth, maxWidth: RESPONSIVE_LIMITS.maxWidth, minHeight: RESPONSIVE_LIMITS.minHeight, maxHeight: RESPONSIVE_LIMITS.maxHeight };

export interface DevicePickerProps {
  selection: DeviceSelection;
  onChange: (selection: DeviceSelection) => void;
  /** Why the chosen list cannot be sent (none, too many), from the last Start. */
  error: string | null;
}

/** Presets as toggle chips by kind, typed sizes, and the orientation every phone, tablet and typed size takes. */
export function DevicePicker({ selection, onChange, error }: DevicePickerProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const size = (value: { width: number; height: number }) => t(m.size, { width: String(value.width), height: String(value.height) });

  const addCustom = () => {
    const problem = customSizeProblem(selection, width, height);
    if (problem) {
      setCustomError(t(problem === 'duplicate' ? m.eCustomDuplicate : m.eCustomSize, RANGE));
      return;
    }
    setCustomError(null);
    onChange({ ...selection, customs: [...selection.customs, { width: Number(width), height: Number(height) }] });
    setWidth('');
    setHeight('');
  };

  const setOrientation = (orientation: Orientation) => onChange({ ...selection, orientation });
  const countId = `${id}-count`;
  const errorId = `${id}-error`;

  return (
    <Fieldset aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(' ')} data-testid="responsive-devices">
      <legend>{t(m.devices)}</legend>
      {DEVICE_KINDS.map((kind) => (
        <Stack key={kind}>
          <GroupTitle id={`${id}-${kind}`}>{t(KIND_TITLE[kind])}</GroupTitle>
          <Chips aria-labelledby={`${id}-${kind}`}>
            {presetsOf(kind).map((preset) => {
              const shown = oriented(preset, selection.orientation, kind);
              return (
                <li key={preset.id}>
                  <Chip type="button" aria-pressed={selection.presetIds.includes(preset.id)} onClick={() => onChange(togglePreset(selection, preset.id))} data-preset={preset.id}>
                    <bdi>{preset.name}</bdi>
                    <small>{size(shown)}</small>
                  </Chip>
                </li>
              );
            })}
          </Chips>
        </Stack>
      ))}

      <Stack>
        <GroupTitle id={`${id}-custom`}>{t(m.customTitle)}</GroupTitle>
        {selection.customs.length ? (
          <Chips aria-labelledby={`${id}-custom`} data-testid="responsive-customs">
            {selection.customs.map((custom, index) => {
              const label = size(oriented(custom, selection.orientation, 'custom'));
              return (
                <CustomChip key={`${custom.width}x${custom.height}`} data-custom={`${custom.width}x${custom.height}`}>
                  <span dir="ltr">{label}</span>
                  <button
                    type="button"
                    aria-label={t(m.customRemove, { name: label })}
                    onClick={() => onChange({ ...selection, customs: selection.customs.filter((_, i) => i !== index) })}
                    data-testid="responsive-custom-remove"
                  >
                    <Icon name="close" size={16} />
                  </button>
                </CustomChip>
              );
            })}
          </Chips>
        ) : (
          <FieldNote>{t(m.customNone)}</FieldNote>
        )}
        <CustomRow
          onKeyDown={(event) => {
            // Enter in a size field adds the size instead of starting the test.
            if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
              event.preventDefault();
              addCustom();
            }
          }}
        >
          <TextField
            id={`${id}-width`}
            label={t(m.customWidth)}
            value={width}
            onValue={setWidth}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={customError ? true : undefined}
            aria-describedby={`${id}-range${customError ? ` ${id}-custom-error` : ''}`}
            testId="responsive-custom-width"
          />
          <TextField
            id={`${id}-height`}
            label={t(m.customHeight)}
            value={height}
            onValue={setHeight}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={customError ? true : undefined}
            aria-describedby={`${id}-range${customError ? ` ${id}-custom-error` : ''}`}
            testId="responsive-custom-height"
          />
          <SmallButton type="button" onClick={addCustom} data-testid="responsive-custom-add">
            {t(m.customAdd)}
          </SmallButton>
        </CustomRow>
        <FieldNote id={`${id}-range`}>{t(m.customRange, RANGE)}</FieldNote>
        {customError ? (
          <FieldError id={`${id}-custom-error`} role="alert" data-testid="responsive-custom-error">
            {customError}
          </FieldError>
        ) : null}
      </Stack>

      <Stack>
        <GroupTitle id={`${id}-orientation`}>{t(m.orientation)}</GroupTitle>
        <OrientationSegments $shape="rounded" role="radiogroup" aria-labelledby={`${id}-orientation`} aria-describedby={`${id}-orientation-hint`} data-testid="responsive-orientation">
          {(['portrait', 'landscape'] as const).map((value) => (
            <Segment key={value} $shape="rounded">
              <input type="radio" name={`${id}-orientation`} value={value} checked={selection.orientation === value} onChange={() => setOrientation(value)} data-orientation={value} />
              {t(value === 'portrait' ? m.portrait : m.landscape)}
            </Segment>
          ))}
        </OrientationSegments>
        <FieldNote id={`${id}-orientation-hint`}>{t(m.orientationHint)}</FieldNote>
      </Stack>

      <FieldNote id={countId} aria-live="polite" data-testid="responsive-count">
        {t(m.devicesHint, { count: countChosen(selection), max: RESPONSIVE_LIMITS.maxDevices })}
      </FieldNote>
      {error ? (
        <FieldError id={errorId} data-testid="responsive-devices-error">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
