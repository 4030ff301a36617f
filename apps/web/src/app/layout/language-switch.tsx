import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { currentLanguage, setLanguage, useTranslation } from '../../i18n/i18n';
import { saveLanguage } from '../../lib/api/save-language';
import { getToken, getUser, saveSession } from '../../lib/session';
import classes from './app-layout.module.css';

/**
 * English ⇄ Hindi, beside the theme switch (API.md "Conventions"). Remembered in this browser and, for a
 * logged-in member, in the profile's `language`; a profile that cannot be saved now still switches.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const next = currentLanguage() === 'hi' ? 'en' : 'hi';
  const onClick = async () => {
    setBusy(true);
    try {
      await setLanguage(next);
    } finally {
      setBusy(false);
    }
    const user = getUser();
    const token = getToken();
    if (user && token && user.language !== next) {
      saveLanguage(user, next)
        .then((saved) => saveSession(saved, token))
        .catch(() => {});
    }
  };
  return (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      px={8}
      leftSection={<IconLanguage size={16} aria-hidden />}
      classNames={{ section: classes.langIcon }}
      aria-label={t('language.switchTo')}
      title={t('language.switchTo')}
      lang={next === 'hi' ? 'hi' : 'en'}
      data-testid="language-switch"
      data-language={currentLanguage()}
      loading={busy}
      onClick={() => void onClick()}
    >
      {t('language.short')}
    </Button>
  );
}
