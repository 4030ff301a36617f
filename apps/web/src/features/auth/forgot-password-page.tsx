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
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRequestPasswordReset } from './api/request-password-reset';
import { useResetPassword } from './api/reset-password';
import { useVerifyResetOtp } from './api/verify-reset-otp';

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
      notifySuccess(passwordMessages.otpSent);
      otpForm.reset({ otp: '' });
      setStep(2);
    } catch (err) {
      notifyError(messageOf(err, passwordMessages.sendFailed));
    } finally {
      setSending(false);
    }
  };

  const onOtp = otpForm.handleSubmit(async (v) => {
    try {
      await verifyOtp.mutateAsync({ email, otp: v.otp });
      notifySuccess(passwordMessages.otpVerifiedToast);
      setOtp(v.otp);
      setStep(3);
    } catch (err) {
      const message = messageOf(err, passwordMessages.verifyFailed);
      otpForm.setError('otp', { type: 'server', message });
      notifyError(message);
    }
  });

  const onReset = resetForm.handleSubmit(async (v) => {
    try {
      await reset.mutateAsync({ email, otp, newPassword: v.newPassword });
      notifySuccess(passwordMessages.resetDone);
      navigate('/login', { replace: true });
    } catch (err) {
      notifyError(messageOf(err, passwordMessages.resetFailed));
      // A dead code cannot be retried: start again from the OTP step.
      if (err instanceof ApiError && err.errors.otp) setStep(2);
    }
  });

  return (
    <Container size={560} py="xl">
      <Title order={1}>Forgot Password</Title>
      <Text c="dimmed" size="sm" mt={4}>
        We e-mail you a one-time code (valid for 10 minutes) to set a new password.
      </Text>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(s) => s < step && setStep(s)}
        >
          <Stepper.Step label="Verify Email">
            <form onSubmit={onEmail} noValidate aria-label="Email form">
              <Stack mt="md">
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  placeholder="you@company.com"
                  required
                  error={emailForm.formState.errors.email?.message}
                  {...emailForm.register('email')}
                />
                <Group justify="flex-end">
                  <Button type="submit">Continue</Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step label="Send OTP">
            <Stack mt="md">
              <Text size="sm">
                We will send a one-time code to <b>{email}</b> if an account uses this address.
              </Text>
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>
                  Change email
                </Button>
                <Button onClick={() => void sendOtp()} loading={sending}>
                  Send OTP
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Verify OTP">
            <form onSubmit={onOtp} noValidate aria-label="OTP form">
              <Stack mt="md">
                <TextInput
                  label="OTP"
                  description={`The 6-digit code sent to ${email}`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  error={otpForm.formState.errors.otp?.message}
                  {...otpForm.register('otp')}
                />
                <Group justify="space-between">
                  <Button variant="default" onClick={() => void sendOtp()} loading={sending}>
                    Resend OTP
                  </Button>
                  <Button type="submit" loading={otpForm.formState.isSubmitting}>
                    Verify OTP
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step label="Reset Password">
            <form onSubmit={onReset} noValidate aria-label="Reset password form">
              <Stack mt="md">
                <PasswordInput
                  label="New Password"
                  autoComplete="new-password"
                  description="At least 8 characters"
                  required
                  error={resetForm.formState.errors.newPassword?.message}
                  {...resetForm.register('newPassword')}
                />
                <PasswordInput
                  label="Confirm Password"
                  autoComplete="new-password"
                  required
                  error={resetForm.formState.errors.confirmPassword?.message}
                  {...resetForm.register('confirmPassword')}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={resetForm.formState.isSubmitting}>
                    Reset Password
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
        </Stepper>
      </Paper>
      <Text size="sm" ta="center" mt="md">
        Remembered it?{' '}
        <Anchor component={Link} to="/login">
          Back to login
        </Anchor>
      </Text>
    </Container>
  );
}
