import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LOGIN_FAILED_MESSAGE,
  type LoginInput,
  loginInputSchema,
  SESSION_EXPIRED_MESSAGE,
} from '@neelami/shared/auth';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { chosenLanguage, setLanguage, tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { settleLanguageAfterLogin } from '../../lib/api/save-language';
import { useEarlyForm } from '../../lib/early-form';
import { nextPath } from '../../lib/next-path';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { saveSession } from '../../lib/session';
import { useLogin } from './api/login';
import { takeSessionExpired } from './session-expired';
import { useTransactionPasswordReminder } from './transaction-password-reminder';

/** /login (SPEC §2): e-mail and password, with links to Forgot Password and Registration. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  // Sent here by the app shell because the stored session stopped working.
  useEffect(() => {
    if (takeSessionExpired()) {
      setNotice(tm(SESSION_EXPIRED_MESSAGE));
      notifyError(tm(SESSION_EXPIRED_MESSAGE));
    }
  }, []);
  const login = useLogin();
  const remindTransactionPassword = useTransactionPasswordReminder();
  const early = useEarlyForm({ email: '', password: '' });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: early.defaultValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const res = await login.mutateAsync(values);
      saveSession(res.user, res.token);
      void settleLanguageAfterLogin(res.user, res.token, {
        chosen: chosenLanguage(),
        show: setLanguage,
        save: saveSession,
      });
      navigate(nextPath(params) ?? '/', { replace: true });
      void remindTransactionPassword(res.user);
    } catch (err) {
      // SPEC §8: one toast for every login failure, closing after 3 s.
      notifyError(tm(LOGIN_FAILED_MESSAGE), ALERT_MS.default);
      if (err instanceof ApiError && err.code === 'RATE_LIMITED') setNotice(err.message);
    }
  });

  return (
    <Container size={460} py="xl">
      <Title order={1} ta="center">
        {t('login.title')}
      </Title>
      <Text c="dimmed" size="sm" ta="center" mt={4}>
        {t('login.intro')}
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        <form ref={early.formRef} onSubmit={onSubmit} noValidate aria-label={t('login.form')}>
          <Stack>
            {notice && (
              <Alert color="orange" variant="light">
                {notice}
              </Alert>
            )}
            <TextInput
              label={t('login.email')}
              // The e-mail is the account's user name: a text field (autocomplete "username" belongs
              // to text controls, WCAG 1.3.5) with the e-mail keyboard on phones.
              type="text"
              inputMode="email"
              autoComplete="username"
              placeholder="you@company.com"
              required
              error={errors.email?.message && tm(errors.email.message)}
              {...register('email')}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              required
              error={errors.password?.message && tm(errors.password.message)}
              {...register('password')}
            />
            <Group justify="space-between">
              <Anchor component={Link} to="/forgotPassword" size="sm">
                {t('login.forgot')}
              </Anchor>
              <Button type="submit" loading={isSubmitting} leftSection={<IconLogin size={16} aria-hidden />}>
                {t('login.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Text size="sm" ta="center" mt="md">
        {t('login.newHere')}{' '}
        <Anchor component={Link} to="/register">
          {t('login.registerHere')}
        </Anchor>
      </Text>
    </Container>
  );
}
