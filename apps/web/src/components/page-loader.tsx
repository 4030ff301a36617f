import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';

/** Shown while a page's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} aria-busy="true">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
