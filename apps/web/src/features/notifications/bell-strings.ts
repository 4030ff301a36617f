/**
 * The English of the bell, its panel and the toast of a new alert, which every logged-in page shows
 * (the live room too), so they are part of the frame's strings (i18n/en.ts). The full list's and the
 * alert settings' are in strings.ts, which loads with those screens. Every key needs its Hindi in
 * bell-strings-hi.ts (a type error otherwise).
 */
export const bellEn = {
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications, {{count}} unread',
    title: 'Notifications',
    markAllRead: 'Mark all read',
    seeAll: 'See all',
    empty: 'No notifications yet.',
    loadFailed: 'Notifications could not be loaded. Please try again.',
    unread: 'Unread',
    open: 'Open',
    justNow: 'just now',
    ago: '{{span}} ago',
  },
} as const;
