import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Fieldset,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MEMBER_TYPES,
  OPTIONAL_REGISTRATION_FIELDS,
  REGISTRATION_LABELS,
  type RegistrationForm,
  type RegistrationInput,
  registrationFieldsSchema,
  registrationMessages,
  USER_TYPES,
} from '@neelami/shared/registration';
import { ROLES } from '@neelami/shared/roles';
import { STATES, stateFromGst } from '@neelami/shared/states';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import type { TFunction } from '../../i18n/i18n';
import { tm, useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { ApiError } from '../../lib/api';
import { useUserProducts } from '../../lib/api/get-user-products';
import { useEarlyForm } from '../../lib/early-form';
import { applyServerErrors } from '../../lib/form-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRegister } from './api/register';
import { DocumentUploader, type UploadedDoc } from './document-uploader';

type Field = keyof typeof REGISTRATION_LABELS;

const optional = new Set<string>(OPTIONAL_REGISTRATION_FIELDS);
/** The field's label, marked "(optional)" when it may stay empty (SPEC §5: "except the optional ones the form marks"). */
const label = (t: TFunction, f: Field) =>
  optional.has(f) ? t('register.optional', { label: t(`register.labels.${f}`) }) : t(`register.labels.${f}`);
/** A list's options with their labels in the language shown. */
const options = (t: TFunction, values: readonly string[]) =>
  values.map((v) => ({ value: v, label: valueLabel(t, v) }));

const empty = {
  OrganizationIndividualName: '',
  type: '',
  role: '',
  pan: '',
  gst: '',
  productId: [],
  category: '',
  seller_admin: '',
  membertype: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  designation: '',
  cellNumber: '',
  faxNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  country: 'India',
  currency: 'INR',
  pin: '',
  uploadedDocuments: [],
} as unknown as RegistrationForm;

const stateOptions = STATES.map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }));

/** /register (SPEC §2, §3 User, §5 Registration): the whole registration form. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [docs, setDocs] = useState<UploadedDoc[]>([]);
  const [done, setDone] = useState(false);
  const products = useUserProducts();
  const registration = useRegister();
  const early = useEarlyForm(empty);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegistrationForm, unknown, RegistrationInput>({
    resolver: zodResolver(registrationFieldsSchema),
    defaultValues: early.defaultValues,
  });

  // SPEC §5: a GST whose first two digits are a state code sets the state.
  const gst = watch('gst');
  useEffect(() => {
    const code = stateFromGst(gst ?? '');
    if (code && code !== getValues('state')) setValue('state', code, { shouldValidate: isSubmitted });
  }, [gst, getValues, setValue, isSubmitted]);

  const onDocs = (next: UploadedDoc[]) => {
    setDocs(next);
    setValue(
      'uploadedDocuments',
      next.map((d) => d.url),
      { shouldValidate: isSubmitted },
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      // API.md: the anonymous uploads are claimed with the keys upload/doc answered.
      const uploadKeys = docs.filter((d) => values.uploadedDocuments.includes(d.url)).map((d) => d.key);
      await registration.mutateAsync({ values, uploadKeys });
      notifySuccess(tm(registrationMessages.success));
      reset(empty);
      setDocs([]);
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        notifyError(err.message || tm(registrationMessages.rejected));
        applyServerErrors(setError, err.errors, Object.keys(REGISTRATION_LABELS));
        if (err.code === 'CONFLICT') setError('email', { type: 'server', message: err.message });
      } else {
        notifyError(tm(registrationMessages.callFailed));
      }
    }
  });

  const text = (f: Extract<Field, FieldPath<RegistrationForm>>, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label(t, f)}
      withAsterisk={!optional.has(f)}
      error={errors[f]?.message && tm(errors[f].message as string)}
      {...extra}
      {...register(f)}
    />
  );

  const select = (
    f: 'type' | 'role' | 'membertype' | 'state' | 'country' | 'currency',
    data: (string | { value: string; label: string })[],
    extra: Record<string, unknown> = {},
  ) => (
    <Controller
      control={control}
      name={f}
      render={({ field }) => (
        <Select
          label={label(t, f)}
          withAsterisk
          data={data}
          value={(field.value as string) || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[f]?.message && tm(errors[f].message)}
          allowDeselect={false}
          {...extra}
        />
      )}
    />
  );

  const gstState = stateFromGst(gst ?? '');

  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('register.title')}</Title>
      <Text c="dimmed" mt={4}>
        {t('register.intro')}{' '}
        <Anchor component={Link} to="/login">
          {t('register.logIn')}
        </Anchor>
      </Text>
      {done && (
        <Alert
          color="green"
          variant="light"
          mt="md"
          title={tm(registrationMessages.success)}
          onClose={() => setDone(false)}
          withCloseButton
        >
          {t('register.doneText')}
        </Alert>
      )}
      <form ref={early.formRef} onSubmit={onSubmit} noValidate aria-label={t('register.form')}>
        <Stack mt="lg" gap="lg">
          <Fieldset legend={t('register.account')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('email', { type: 'email', autoComplete: 'email', placeholder: 'you@company.com' })}
              <PasswordInput
                label={label(t, 'password')}
                withAsterisk
                autoComplete="new-password"
                description={t('register.passwordHint')}
                error={errors.password?.message && tm(errors.password.message)}
                {...register('password')}
              />
              {select('role', options(t, ROLES))}
              {select('membertype', options(t, MEMBER_TYPES))}
            </SimpleGrid>
          </Fieldset>

          {/* Below the fold on a phone: rendered once the account fields are on screen. */}
          <AfterFirstPaint>
            <Fieldset legend={t('register.organisation')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('OrganizationIndividualName', { autoComplete: 'organization' })}
                {select('type', options(t, USER_TYPES))}
                {text('pan', {
                  maxLength: 10,
                  placeholder: 'AAAAA9999A',
                  styles: { input: { textTransform: 'uppercase' } },
                })}
                {text('gst', {
                  maxLength: 15,
                  placeholder: '06AAAAA9999A1Z5',
                  description: t('register.gstHint'),
                  styles: { input: { textTransform: 'uppercase' } },
                })}
                <Controller
                  control={control}
                  name="productId"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('register.products')}
                      withAsterisk
                      placeholder={products.isLoading ? t('register.loading') : t('register.productsPick')}
                      data={(products.data ?? []).map((p) => p.productName)}
                      value={field.value as string[]}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      searchable
                      nothingFoundMessage={t('register.noProduct')}
                      error={
                        (errors.productId?.message && tm(errors.productId.message)) ||
                        (products.isError ? t('register.productsFailed') : undefined)
                      }
                    />
                  )}
                />
                {text('category', { placeholder: t('register.categoryHint') })}
                {text('seller_admin', { description: t('register.sellerAdminHint') })}
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('register.contactPerson')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('firstName', { autoComplete: 'given-name' })}
                {text('lastName', { autoComplete: 'family-name' })}
                {text('designation', { autoComplete: 'organization-title' })}
                {text('cellNumber', { type: 'tel', autoComplete: 'tel', placeholder: '98XXXXXXXX' })}
                {text('faxNumber', { type: 'tel' })}
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('register.address')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('addressLine1', { autoComplete: 'address-line1' })}
                {text('addressLine2', { autoComplete: 'address-line2' })}
                {text('city', { autoComplete: 'address-level2' })}
                {select('state', stateOptions, {
                  searchable: true,
                  description: gstState ? t('register.stateFromGst') : undefined,
                })}
                {text('pin', { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' })}
                {select('country', [{ value: 'India', label: t('register.india') }])}
                {select('currency', ['INR'])}
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend={t('register.kyc')}>
              <DocumentUploader docs={docs} onChange={onDocs} error={errors.uploadedDocuments?.message} />
            </Fieldset>

            <Group justify="flex-end">
              <Button
                type="submit"
                size="md"
                loading={isSubmitting}
                leftSection={<IconUserPlus size={18} aria-hidden />}
              >
                {t('register.submit')}
              </Button>
            </Group>
          </AfterFirstPaint>
        </Stack>
      </form>
    </Container>
  );
}
