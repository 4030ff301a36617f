/**
 * The English of the IST date-time picker and the editable grid the admin's screens share, exactly as
 * SPEC writes them. They load with every screen but the live list and the live room (i18n/en-more.ts),
 * so the room's first load does not carry them. Every key needs its Hindi in strings-hi.ts (a type
 * error otherwise); the e2e tests read these texts.
 */
export const adminPartsEn = {
  picker: {
    monthLevel: 'Choose a month',
    yearLevel: 'Choose a year',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
    chooseDay: 'Choose a day in the calendar',
    hourRange: 'Type an hour from 1 to 12',
    minuteRange: 'Type minutes from 00 to 59',
    clear: 'Clear {{label}}',
    placeholder: 'mm/dd/yyyy hh:mm am',
    hours: 'Hours',
    hh: 'hh',
    minutes: 'Minutes',
    mm: 'mm',
    amPm: 'AM or PM',
    setLabel: 'Set date and time',
    set: 'Set',
  },
  grid: {
    delete: 'Delete',
    deleteConfirm: 'Delete “{{name}}”? This cannot be undone.',
    cancel: 'Cancel',
    saving: 'Saving',
    save: 'Save',
    saveOf: 'Save {{name}}',
    cancelOf: 'Cancel editing {{name}}',
    edit: 'Edit',
    editOf: 'Edit {{name}}',
    deleteOf: 'Delete {{name}}',
    actions: 'Actions',
    moreFields: 'More fields',
    showFields: 'Show all fields of {{name}}',
    hideFields: 'Hide all fields of {{name}}',
    loading: 'Loading',
  },
} as const;
