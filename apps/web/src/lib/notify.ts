import { notifications } from '@mantine/notifications';

// SPEC §9: default alert 3 s; some admin alerts 30 s; bid-entry errors 10 s.
export const ALERT_MS = { default: 3000, admin: 30000, bidEntry: 10000, bidPlaced: 5000 } as const;

/** Shows a green success toast. */
export function notifySuccess(message: string, autoClose: number = ALERT_MS.default) {
  notifications.show({ message, color: 'green', autoClose, withBorder: true });
}

/** Shows a red error toast. */
export function notifyError(message: string, autoClose: number = ALERT_MS.default) {
  notifications.show({ message, color: 'red', autoClose, withBorder: true });
}
