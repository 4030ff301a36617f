/**
 * The English of the full list of alerts and the alert settings (the kinds' and channels' names
 * too). They load with every screen but the live list and the live room (i18n/en-more.ts); the
 * bell's own are in bell-strings.ts. Every key needs its Hindi in strings-hi.ts (a type error
 * otherwise).
 */
export const alertsEn = {
  alerts: {
    title: 'Notifications',
    intro: 'Alerts about your bids, lots, deposits and payments.',
    unreadOnly: 'Unread only',
    loadMore: 'Load more',
    noneUnread: 'No unread notifications.',
    settingsLink: 'Choose how they reach you',
    kinds: {
      outbid: 'Outbid',
      lot_opening: 'Lot opening',
      closing_soon: 'Lot closing soon',
      lot_result: 'Lot result',
      lot_closed: 'Your lot has closed (owners)',
      lot_decision: 'Reserve price decisions',
      award: 'Lot awarded',
      payment_due: 'Payment due',
      payment_decided: 'Payment checked',
      delivery_order: 'Delivery order',
      lifting: 'Lifting',
      sale_completed: 'Sale completed',
      deposit_decided: 'EMD deposit decided',
      refund_paid: 'EMD refund paid',
      event_changed: 'Event changed',
      saved_search: 'Saved search match',
      account: 'Your account (registration, verification)',
    },
    channels: {
      email: 'E-mail',
      sms: 'SMS',
      whatsapp: 'WhatsApp',
      push: 'Push',
    },
    settings: {
      title: 'Alert Settings',
      intro: 'Every alert is always shown here in the app. Choose which other ways it reaches you.',
      form: 'Alert settings form',
      loadFailed: 'Your alert settings could not be loaded. Please try again.',
      channelsTitle: 'Channels',
      channelsHint: 'A channel turned off sends nothing, whatever the alerts below say.',
      kindsTitle: 'Alerts',
      kind: 'Alert',
      kindChannel: '{{kind}}: {{channel}}',
      quietTitle: 'Quiet hours',
      quietHint: 'No SMS, WhatsApp or push between these times (IST); they go out when the quiet hours end.',
      quietOn: 'Keep quiet hours',
      from: 'From',
      to: 'To',
      save: 'Save alert settings',
    },
    push: {
      title: 'Push notifications on this browser',
      hint: 'Alerts pop up on this device even when Neelami is not open.',
      on: 'Turn on push notifications',
      off: 'Turn off push notifications',
      isOn: 'On for this browser',
      isOff: 'Off for this browser',
      denied: 'This browser blocks notifications from Neelami. Allow them in the browser’s site settings.',
      failed: 'Push notifications could not be turned on. Please try again.',
    },
  },
} as const;
