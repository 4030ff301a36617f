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
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { saveSession } from '../../lib/session';
import { useLogin } from './api/login';
import { takeSessionExpired } from './session-expired';

/** /login (SPEC §2): e-mail and password, with links to Forgot Password and Registration. */
export function LoginPage() {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  // Sent here by the app shell because the stored session stopped working.
  useEffect(() => {
    if (takeSessionExpired()) {
      setNotice(SESSION_EXPIRED_MESSAGE);
      notifyError(SESSION_EXPIRED_MESSAGE);
    }
  }, []);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const res = await login.mutateAsync(values);
      saveSession(res.user, res.token);
      navigate('/', { replace: true });
    } catch (err) {
      // SPEC §8: one toast for every login failure, closing after 3 s.
      notifyError(LOGIN_FAILED_MESSAGE, ALERT_MS.default);
      if (err instanceof ApiError && err.code === 'RATE_LIMITED') setNotice(err.message);
    }
  });

  return (
    <Container size={460} py="xl">
      <Title order={1} ta="center">
        Login
      </Title>
      <Text c="dimmed" size="sm" ta="center" mt={4}>
        Sign in to bid, follow your auctions and manage your account.
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        <form onSubmit={onSubmit} noValidate aria-label="Login form">
          <Stack>
            {notice && (
              <Alert color="orange" variant="light">
                {notice}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              placeholder="you@company.com"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...register('password')}
            />
            <Group justify="space-between">
              <Anchor component={Link} to="/forgotPassword" size="sm">
                Forgot Password?
              </Anchor>
              <Button type="submit" loading={isSubmitting} leftSection={<IconLogin size={16} aria-hidden />}>
                Login
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Text size="sm" ta="center" mt="md">
        New to Neelami?{' '}
        <Anchor component={Link} to="/register">
          Register here
        </Anchor>
      </Text>
    </Container>
  );
}
