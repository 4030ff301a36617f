// The app's lazily loaded hosts (app.tsx): the toasts' container and the modals' provider. They are
// imported from here, not with `import('@mantine/notifications')` in app.tsx, because app.tsx also
// imports the toasts' store from that package statically: a package both imported and `import()`ed
// by the main bundle is one module, and its whole namespace (the container with its transitions)
// would land in the home page's JavaScript.
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/** The toasts' container, below the 64 px header, so a toast never covers Logout or the theme switch. */
export function ToastsHost() {
  return <Notifications position="top-right" zIndex={1000} className={classes.toasts} />;
}

/** The provider of modals.openConfirmModal(), mounted beside the app (it talks by window events). */
export function ModalsHost() {
  return <ModalsProvider>{null}</ModalsProvider>;
}
