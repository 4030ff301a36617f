import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { messages } from '@neelami/shared/messages';
import {
  PROFILE_SAVED_MESSAGE,
  type ProfileForm,
  type ProfileUpdate,
  profileFieldsSchema,
} from '@neelami/shared/profile';
import type { PublicUser } from '@neelami/shared/session';
import { STATES, stateFromGst, stateName } from '@neelami/shared/states';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type Key, tm, useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { getToken, saveSession } from '../../lib/session';
import { PROFILE_KEY, useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { PayeeAccountCard } from './payee-account-card';
import { RecordCard } from './record-card';
import { TransactionPasswordCard } from './transaction-password-card';

const FIELDS = Object.keys(profileFieldsSchema.shape) as (keyof ProfileForm)[];
const OPTIONAL = new Set(['designation', 'faxNumber', 'addressLine2']);
const stateOptions = STATES.map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }));

const toForm = (u: PublicUser): ProfileForm => ({
  OrganizationIndividualName: u.OrganizationIndividualName,
  firstName: u.firstName,
  lastName: u.lastName,
  designation: u.designation,
  cellNumber: u.cellNumber,
  faxNumber: u.faxNumber,
  addressLine1: u.addressLine1,
  addressLine2: u.addressLine2,
  city: u.city,
  state: u.state as ProfileForm['state'],
  country: 'India',
  pin: u.pin,
});

/** /profile/details (SPEC §2 Profile details): the member's details, editable contact fields, transaction password. */
export function ProfileDetailsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const update = useUpdateProfile();
  const user = profile.data;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm, unknown, ProfileUpdate>({ resolver: zodResolver(profileFieldsSchema) });

  useEffect(() => {
    if (!user) return;
    reset(toForm(user));
    // Keep the stored user fresh (verification, transaction password) for the rest of the app.
    const token = getToken();
    if (token) saveSession(user, token);
  }, [user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifySuccess(tm(PROFILE_SAVED_MESSAGE));
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        notifyError(err.message);
        applyServerErrors(setError, err.errors, FIELDS);
      } else notifyError(tm(messages.failedToSave));
    }
  });

  const label = (f: keyof ProfileForm) => t(`register.labels.${f}` as Key);
  const text = (f: keyof ProfileForm, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={OPTIONAL.has(f) ? t('register.optional', { label: label(f) }) : label(f)}
      withAsterisk={!OPTIONAL.has(f)}
      error={errors[f]?.message && tm(errors[f].message)}
      {...extra}
      {...register(f)}
    />
  );

  if (profile.isError) {
    return (
      <Container size="md" py="xl">
        <Title order={1}>{t('profile.title')}</Title>
        <Alert color="red" mt="md">
          {t('profile.loadFailed')}
        </Alert>
      </Container>
    );
  }

  const gstState = user ? stateFromGst(user.gst) : undefined;
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('profile.title')}</Title>
      {!user ? (
        <Stack mt="lg">
          <Skeleton h={160} />
          <Skeleton h={320} />
        </Stack>
      ) : (
        <Stack mt="lg" gap="lg">
          <Paper withBorder p="lg" radius="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {user.OrganizationIndividualName}
              </Title>
              <Badge color={user.isVerified ? 'green' : 'orange'} variant="light">
                {user.isVerified ? t('profile.verified') : t('profile.awaiting')}
              </Badge>
            </Group>
            <Table variant="vertical" withTableBorder layout="fixed">
              <Table.Tbody>
                {[
                  [t('profile.email'), user.email],
                  [t('profile.role'), valueLabel(t, user.role)],
                  [t('profile.membertype'), user.membertype ? valueLabel(t, user.membertype) : '—'],
                  [t('profile.type'), valueLabel(t, user.type)],
                  [t('profile.pan'), user.pan || '—'],
                  [t('profile.gst'), user.gst || '—'],
                  [t('profile.products'), user.productId.join(', ') || '—'],
                  [t('profile.state'), user.state ? `${user.state} – ${stateName(user.state) ?? ''}` : '—'],
                ].map(([k, v]) => (
                  <Table.Tr key={k}>
                    <Table.Th w={140}>{k}</Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{v}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed" mt="xs">
              {t('profile.contactUs')}
            </Text>
          </Paper>

          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h4" mb="md">
              {t('profile.contact')}
            </Title>
            <form onSubmit={onSubmit} noValidate aria-label={t('profile.form')}>
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {text('OrganizationIndividualName')}
                  {text('firstName', { autoComplete: 'given-name' })}
                  {text('lastName', { autoComplete: 'family-name' })}
                  {text('designation')}
                  {text('cellNumber', { type: 'tel', autoComplete: 'tel' })}
                  {text('faxNumber', { type: 'tel' })}
                  {text('addressLine1', { autoComplete: 'address-line1' })}
                  {text('addressLine2', { autoComplete: 'address-line2' })}
                  {text('city', { autoComplete: 'address-level2' })}
                  <Controller
                    control={control}
                    name="state"
                    render={({ field }) => (
                      <Select
                        label={t('register.labels.state')}
                        withAsterisk
                        searchable
                        data={stateOptions}
                        value={field.value || null}
                        onChange={(v) => field.onChange(v ?? '')}
                        onBlur={field.onBlur}
                        disabled={Boolean(gstState)}
                        description={gstState ? t('profile.setByGst') : undefined}
                        error={errors.state?.message && tm(errors.state.message)}
                        allowDeselect={false}
                      />
                    )}
                  />
                  {text('pin', { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' })}
                  {text('country', { readOnly: true })}
                </SimpleGrid>
                <Group justify="flex-end">
                  <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                    {t('profile.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>

          {user.role === 'Seller' && <PayeeAccountCard />}

          {(user.role === 'Buyer' || user.role === 'Seller') && <RecordCard />}

          <TransactionPasswordCard
            isSet={user.hasTransactionPassword}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY })}
          />
        </Stack>
      )}
    </Container>
  );
}
