import { notifications } from '@mantine/notifications';
import { t, tm } from '../i18n/i18n';

// SPEC §9: default alert 3 s; some admin alerts 30 s; bid-entry errors 10 s.
export const ALERT_MS = { default: 3000, admin: 30000, bidEntry: 10000, bidPlaced: 5000 } as const;

/** The toast's close button, named for screen readers in the language shown. */
const closeButton = () => ({ 'aria-label': t('common.closeMessage') });

// A message of the shared catalogue is shown in the language shown (tm); the server's come in it.
/** Shows a green success toast. */
export function notifySuccess(message: string, autoClose: number = ALERT_MS.default) {
  notifications.show({
    message: tm(message),
    color: 'green',
    autoClose,
    withBorder: true,
    closeButtonProps: closeButton(),
  });
}

/** Shows an orange toast: a result that is only partly what was asked (some done, some not). */
export function notifyWarning(message: string, autoClose: number = ALERT_MS.default) {
  notifications.show({
    message: tm(message),
    color: 'orange',
    autoClose,
    withBorder: true,
    closeButtonProps: closeButton(),
  });
}

/** Shows a red error toast. */
export function notifyError(message: string, autoClose: number = ALERT_MS.default) {
  notifications.show({
    message: tm(message),
    color: 'red',
    autoClose,
    withBorder: true,
    closeButtonProps: closeButton(),
  });
}
