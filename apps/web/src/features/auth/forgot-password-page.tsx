import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  passwordMessages,
  type RequestPasswordResetInput,
  type ResetPasswordForm,
  requestPasswordResetSchema,
  resetPasswordFormSchema,
  verifyResetOtpSchema,
} from '@neelami/shared/password';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRequestPasswordReset } from './api/request-password-reset';
import { useResetPassword } from './api/reset-password';
import { useVerifyResetOtp } from './api/verify-reset-otp';

const tmOf = (m: string | undefined) => (m ? tm(m) : undefined);

const otpFormSchema = verifyResetOtpSchema.pick({ otp: true });
type OtpForm = z.infer<typeof otpFormSchema>;

/** The server's message when it sent one, else the fixed fallback of SPEC §8. */
const messageOf = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 && err.message ? err.message : fallback;

/**
 * /forgotPassword (SPEC §2, §4): Verify Email, then Send OTP, then Verify OTP,
 * then the Reset Password form; success goes to /login.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [sending, setSending] = useState(false);

  const requestReset = useRequestPasswordReset();
  const verifyOtp = useVerifyResetOtp();
  const reset = useResetPassword();
  const emailForm = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const otpForm = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const resetForm = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onEmail = emailForm.handleSubmit((v) => {
    setEmail(v.email);
    setStep(1);
  });

  const sendOtp = async () => {
    setSending(true);
    try {
      await requestReset.mutateAsync(email);
      notifySuccess(tm(passwordMessages.otpSent));
      otpForm.reset({ otp: '' });
      setStep(2);
    } catch (err) {
      notifyError(messageOf(err, tm(passwordMessages.sendFailed)));
    } finally {
      setSending(false);
    }
  };

  const onOtp = otpForm.handleSubmit(async (v) => {
    try {
      await verifyOtp.mutateAsync({ email, otp: v.otp });
      notifySuccess(tm(passwordMessages.otpVerifiedToast));
      setOtp(v.otp);
      setStep(3);
    } catch (err) {
      const message = messageOf(err, tm(passwordMessages.verifyFailed));
      otpForm.setError('otp', { type: 'server', message });
      notifyError(message);
    }
  });

  const onReset = resetForm.handleSubmit(async (v) => {
    try {
      await reset.mutateAsync({ email, otp, newPassword: v.newPassword });
      notifySuccess(tm(passwordMessages.resetDone));
      navigate('/login', { replace: true });
    } catch (err) {
      notifyError(messageOf(err, tm(passwordMessages.resetFailed)));
      // A dead code cannot be retried: start again from the OTP step.
      if (err instanceof ApiError && err.errors.otp) setStep(2);
    }
  });

  return (
    <Container size={560} py="xl">
      <Title order={1}>{t('forgot.title')}</Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t('forgot.intro')}
      </Text>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(s) => s < step && setStep(s)}
        >
          <Stepper.Step label={t('forgot.stepEmail')}>
            <form onSubmit={onEmail} noValidate aria-label={t('forgot.emailForm')}>
              <Stack mt="md">
                <TextInput
                  label={t('forgot.email')}
                  type="email"
                  autoComplete="email"
                  placeholder="you@company.com"
                  required
                  error={tmOf(emailForm.formState.errors.email?.message)}
                  {...emailForm.register('email')}
                />
                <Group justify="flex-end">
                  <Button type="submit">{t('forgot.continue')}</Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step label={t('forgot.stepSend')}>
            <Stack mt="md">
              <Text size="sm">
                {t('forgot.willSendBefore')} <b>{email}</b> {t('forgot.willSendAfter')}
              </Text>
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>
                  {t('forgot.changeEmail')}
                </Button>
                <Button onClick={() => void sendOtp()} loading={sending}>
                  {t('forgot.sendOtp')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('forgot.stepVerify')}>
            <form onSubmit={onOtp} noValidate aria-label={t('forgot.otpForm')}>
              <Stack mt="md">
                <TextInput
                  label={t('forgot.otp')}
                  description={t('forgot.otpHint', { email })}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  error={tmOf(otpForm.formState.errors.otp?.message)}
                  {...otpForm.register('otp')}
                />
                <Group justify="space-between">
                  <Button variant="default" onClick={() => void sendOtp()} loading={sending}>
                    {t('forgot.resend')}
                  </Button>
                  <Button type="submit" loading={otpForm.formState.isSubmitting}>
                    {t('forgot.verify')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step label={t('forgot.stepReset')}>
            <form onSubmit={onReset} noValidate aria-label={t('forgot.resetForm')}>
              <Stack mt="md">
                <PasswordInput
                  label={t('forgot.newPassword')}
                  autoComplete="new-password"
                  description={t('forgot.passwordHint')}
                  required
                  error={tmOf(resetForm.formState.errors.newPassword?.message)}
                  {...resetForm.register('newPassword')}
                />
                <PasswordInput
                  label={t('forgot.confirmPassword')}
                  autoComplete="new-password"
                  required
                  error={tmOf(resetForm.formState.errors.confirmPassword?.message)}
                  {...resetForm.register('confirmPassword')}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={resetForm.formState.isSubmitting}>
                    {t('forgot.reset')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
        </Stepper>
      </Paper>
      <Text size="sm" ta="center" mt="md">
        {t('forgot.remembered')}{' '}
        <Anchor component={Link} to="/login">
          {t('forgot.backToLogin')}
        </Anchor>
      </Text>
    </Container>
  );
}
