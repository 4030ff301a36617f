import { DateTimePicker } from '@mantine/dates';
import { isoToIstWall, istWallToIso } from '@neelami/shared/ist';

/** Names of the calendar's own buttons, so a screen reader can tell them apart. */
export const calendarAriaLabels = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/** Props of IstDateTimeInput. */
export interface IstDateTimeInputProps {
  label: string;
  /** An ISO instant, or null/'' when empty. */
  value: string | null | undefined;
  /** Called with an ISO instant (UTC), or null when cleared. */
  onChange: (iso: string | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
  /** Accessible name when the visible label is a column header (grid cells). */
  ariaLabel?: string;
  /** Hide the visible label (grid cells); the input keeps `ariaLabel` or `label` as its name. */
  hideLabel?: boolean;
}

/**
 * A date-time picker in Indian time (SPEC §9: month/day/year h:mm am/pm, IST), whatever
 * the browser's own time zone: the picker shows IST wall time and hands out ISO instants.
 */
export function IstDateTimeInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  description,
  ariaLabel,
  hideLabel,
}: IstDateTimeInputProps) {
  return (
    <DateTimePicker
      label={hideLabel ? undefined : label}
      aria-label={ariaLabel ?? (hideLabel ? label : undefined)}
      description={description}
      placeholder="mm/dd/yyyy hh:mm am"
      valueFormat="MM/DD/YYYY hh:mm a"
      value={isoToIstWall(value ?? null)}
      onChange={(v) => onChange(v ? istWallToIso(v) : null)}
      onDropdownClose={onBlur}
      error={error}
      withAsterisk={required}
      disabled={disabled}
      ariaLabels={calendarAriaLabels}
      clearable
      rightSectionPointerEvents="auto"
      timePickerProps={{
        format: '12h',
        hoursInputLabel: 'Hours',
        minutesInputLabel: 'Minutes',
        amPmInputLabel: 'AM or PM',
        amPmLabels: { am: 'am', pm: 'pm' },
      }}
      submitButtonProps={{ 'aria-label': 'Set date and time' }}
      popoverProps={{ withinPortal: true }}
      miw={210}
    />
  );
}
