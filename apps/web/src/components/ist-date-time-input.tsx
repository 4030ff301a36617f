import {
  Button,
  CloseButton,
  Group,
  InputBase,
  NativeSelect,
  Popover,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type TFunction, useTranslation } from '../i18n/i18n';
import { type IstMoment, istMomentInWords } from '../lib/ist-words';
import { type Draft, digits, draftOf, draftToIso, shownValue } from './ist-date-time-draft';

/** Names of the calendar's own buttons, so a screen reader can tell them apart. */
export const calendarAriaLabels = (t: TFunction) => ({
  monthLevelControl: t('picker.monthLevel'),
  yearLevelControl: t('picker.yearLevel'),
  nextMonth: t('picker.nextMonth'),
  previousMonth: t('picker.previousMonth'),
  nextYear: t('picker.nextYear'),
  previousYear: t('picker.previousYear'),
  nextDecade: t('picker.nextDecade'),
  previousDecade: t('picker.previousDecade'),
});

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
  /** Whether the time starts or ends something, so the words read "starts in …" or "ends in …". */
  moment?: IstMoment;
}

/** Re-renders every half minute while shown, so "starts in 2 min" stays true. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const t = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(t);
  }, [active]);
  return now;
}

/**
 * A date-time picker in Indian time (SPEC §9: month/day/year h:mm am/pm, IST), whatever the
 * browser's own time zone: a calendar, then hour and minute boxes that hold exactly what is typed
 * (typing "1" over "12" gives 1, never a digit carried over from before) and an am/pm choice. The
 * chosen time is also said in words ("starts in 2 min, 24 Nov, 1:30 pm IST"), so a slip shows
 * before it is saved.
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
  moment,
}: IstDateTimeInputProps) {
  const { t, language } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [draftError, setDraftError] = useState<string | null>(null);
  const hoursRef = useRef<HTMLInputElement>(null);
  const minutesRef = useRef<HTMLInputElement>(null);
  const now = useNow(Boolean(value) || opened);

  const open = () => {
    if (disabled) return;
    setDraft(draftOf(value));
    setDraftError(null);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    onBlur?.();
  };
  const submit = () => {
    const r = draftToIso(draft);
    if ('error' in r) {
      setDraftError(t(r.error));
      return;
    }
    onChange(r.iso);
    close();
  };
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDraftError(null);
  };
  const onTimeKey = (e: KeyboardEvent<HTMLInputElement>, field: 'hours' | 'minutes') => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
      return;
    }
    // A digit typed into a full box starts it anew, wherever the caret is: the box holds what
    // was typed, never a digit left over from before ("12", caret inside, "1" gives 1, not 02).
    const box = e.currentTarget;
    if (/^\d$/.test(e.key) && box.value.length >= 2 && box.selectionStart === box.selectionEnd) {
      e.preventDefault();
      set({ [field]: e.key });
    }
  };
  const preview = draftToIso(draft);
  const shown = shownValue(value);
  const words = istMomentInWords(value, now, moment, language);

  return (
    <Stack gap={2} miw={200}>
      <Popover
        opened={opened}
        onChange={(o) => (o ? open() : close())}
        position="bottom-start"
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <InputBase
            component="button"
            type="button"
            pointer
            label={hideLabel ? undefined : label}
            aria-label={ariaLabel ?? (hideLabel ? label : undefined)}
            description={description}
            error={error}
            withAsterisk={required}
            disabled={disabled}
            onClick={() => (opened ? close() : open())}
            leftSection={<IconCalendar size={16} aria-hidden />}
            rightSection={
              shown && !disabled ? (
                <CloseButton
                  size="sm"
                  aria-label={t('picker.clear', { label: ariaLabel ?? label })}
                  onClick={(e) => {
                    e.stopPropagation();
                    onChange(null);
                  }}
                />
              ) : undefined
            }
            rightSectionPointerEvents="auto"
            styles={{ input: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {shown || (
              <Text component="span" c="dimmed" size="sm">
                {t('picker.placeholder')}
              </Text>
            )}
          </InputBase>
        </Popover.Target>
        <Popover.Dropdown data-ist-picker>
          <Stack gap="xs">
            <DatePicker
              value={draft.day}
              defaultDate={draft.day ?? undefined}
              onChange={(d) => {
                set({ day: d });
                window.setTimeout(() => hoursRef.current?.select(), 0);
                hoursRef.current?.focus();
              }}
              ariaLabels={calendarAriaLabels(t)}
              locale={language}
            />
            <Group gap={6} wrap="nowrap" align="center">
              <TextInput
                ref={hoursRef}
                aria-label={t('picker.hours')}
                placeholder={t('picker.hh')}
                inputMode="numeric"
                autoComplete="off"
                w={52}
                value={draft.hours}
                onFocus={(e) => e.currentTarget.select()}
                onKeyDown={(e) => {
                  if (e.key === ':' || e.key === '.') {
                    e.preventDefault();
                    minutesRef.current?.focus();
                  } else onTimeKey(e, 'hours');
                }}
                onChange={(e) => {
                  const v = digits(e.currentTarget.value);
                  set({ hours: v });
                  // Two digits make an hour: move on to the minutes, as on a digital clock.
                  if (v.length === 2) minutesRef.current?.focus();
                }}
              />
              <Text aria-hidden>:</Text>
              <TextInput
                ref={minutesRef}
                aria-label={t('picker.minutes')}
                placeholder={t('picker.mm')}
                inputMode="numeric"
                autoComplete="off"
                w={52}
                value={draft.minutes}
                onFocus={(e) => e.currentTarget.select()}
                onKeyDown={(e) => onTimeKey(e, 'minutes')}
                onChange={(e) => set({ minutes: digits(e.currentTarget.value) })}
              />
              <NativeSelect
                aria-label={t('picker.amPm')}
                w={70}
                data={[
                  { value: 'am', label: 'am' },
                  { value: 'pm', label: 'pm' },
                ]}
                value={draft.amPm}
                onChange={(e) => set({ amPm: e.currentTarget.value === 'pm' ? 'pm' : 'am' })}
              />
              <Button size="sm" onClick={submit} aria-label={t('picker.setLabel')}>
                {t('picker.set')}
              </Button>
            </Group>
            <Text
              size="xs"
              c={draftError ? 'red' : 'dimmed'}
              role={draftError ? 'alert' : undefined}
              data-testid="ist-picker-preview"
              maw={260}
            >
              {draftError ??
                ('iso' in preview ? istMomentInWords(preview.iso, now, moment, language) : 'IST')}
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {words && (
        <Text size="xs" c="dimmed" data-testid="ist-words">
          {words}
        </Text>
      )}
    </Stack>
  );
}
