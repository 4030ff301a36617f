import { Alert, Button, Container } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';

/** Shown in place of a screen that failed: its code did not arrive, or it broke while rendering. */
function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Alert color="red" title={t('common.screenFailed')} role="alert">
        <p>{t('common.screenFailedHint')}</p>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Alert>
    </Container>
  );
}

/** Props of ScreenErrorBoundary. */
export interface ScreenErrorBoundaryProps {
  /** The screen's path: another screen starts afresh. */
  path: string;
  children: ReactNode;
}

/**
 * Keeps a failed screen inside the app's header and footer, with a way to load it again: on a
 * phone's patchy link a screen's code may not arrive (a lazy import rejects), and without this
 * boundary React would unmount the whole app and leave a blank page. React reports the error to the
 * console itself.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(prev: ScreenErrorBoundaryProps) {
    if (prev.path !== this.props.path && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}
