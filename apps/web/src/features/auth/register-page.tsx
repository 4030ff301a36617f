import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Fieldset,
  Group,
  PasswordInput,
  type SelectProps,
  Stack,
  Text,
  type TextInputProps,
  Title,
} from '@mantine/core';
import {
  MEMBER_TYPES,
  REGISTRATION_LABELS,
  type RegistrationInput,
  registrationFieldsSchema,
  registrationMessages,
  USER_TYPES,
} from '@neelami/shared/registration';
import { ROLES } from '@neelami/shared/roles';
import { stateFromGst } from '@neelami/shared/states';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { FormFields } from '../../components/form-kit/form-fields';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useUserProducts } from '../../lib/api/get-user-products';
import { useEarlyForm } from '../../lib/early-form';
import { applyServerErrors } from '../../lib/form-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRegister } from './api/register';
import { DocumentUploader, type UploadedDoc } from './document-uploader';
import {
  type Choice,
  choiceField,
  emptyRegistration,
  label,
  options,
  type RegistrationDraft,
  stateOptions,
  type TextField,
  textField,
} from './registration-form';

/** /register (SPEC §2, §3 User, §5 Registration): the whole registration form. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [docs, setDocs] = useState<UploadedDoc[]>([]);
  const [done, setDone] = useState(false);
  const products = useUserProducts();
  const registration = useRegister();
  const early = useEarlyForm(emptyRegistration);
  const form = useForm<RegistrationDraft, unknown, RegistrationInput>({
    resolver: zodResolver(registrationFieldsSchema) as never,
    defaultValues: early.defaultValues,
  });
  const { setValue, setError, getValues, formState } = form;
  const errors = formState.errors;

  // SPEC §5: a GST whose first two digits are a state code sets the state.
  const gst = form.watch('gst');
  useEffect(() => {
    const code = stateFromGst(gst ?? '');
    if (code && code !== getValues('state'))
      setValue('state', code, { shouldValidate: formState.isSubmitted });
  }, [gst, getValues, setValue, formState.isSubmitted]);

  const onDocs = (next: UploadedDoc[]) => {
    setDocs(next);
    setValue(
      'uploadedDocuments',
      next.map((d) => d.url),
      { shouldValidate: formState.isSubmitted },
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // API.md: the anonymous uploads are claimed with the keys upload/doc answered.
      const uploadKeys = docs.filter((d) => values.uploadedDocuments.includes(d.url)).map((d) => d.key);
      await registration.mutateAsync({ values, uploadKeys });
      notifySuccess(tm(registrationMessages.success));
      form.reset(emptyRegistration);
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

  const text = (f: TextField, props?: Partial<TextInputProps>) => textField(t, f, props);
  const select = (f: Choice, data: SelectProps['data'], props?: Partial<SelectProps>) =>
    choiceField(t, f, data, props);

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
            <FormFields
              form={form}
              cols={{ base: 1, sm: 2 }}
              fields={[
                text('email', { type: 'email', autoComplete: 'email', placeholder: 'you@company.com' }),
                {
                  kind: 'custom',
                  key: 'password',
                  render: (error) => (
                    <PasswordInput
                      label={label(t, 'password')}
                      withAsterisk
                      autoComplete="new-password"
                      description={t('register.passwordHint')}
                      error={error('password')}
                      {...form.register('password')}
                    />
                  ),
                },
                select('role', options(t, ROLES)),
                select('membertype', options(t, MEMBER_TYPES)),
              ]}
            />
          </Fieldset>

          {/* Below the fold on a phone: rendered once the account fields are on screen. */}
          <AfterFirstPaint>
            <Fieldset legend={t('register.organisation')}>
              <FormFields
                form={form}
                cols={{ base: 1, sm: 2 }}
                fields={[
                  text('OrganizationIndividualName', { autoComplete: 'organization' }),
                  select('type', options(t, USER_TYPES)),
                  text('pan', {
                    maxLength: 10,
                    placeholder: 'AAAAA9999A',
                    styles: { input: { textTransform: 'uppercase' } },
                  }),
                  text('gst', {
                    maxLength: 15,
                    placeholder: '06AAAAA9999A1ZO',
                    description: t('register.gstHint'),
                    styles: { input: { textTransform: 'uppercase' } },
                  }),
                  {
                    kind: 'multiselect',
                    name: 'productId',
                    label: t('register.products'),
                    required: true,
                    data: (products.data ?? []).map((p) => p.productName),
                    fallbackError: products.isError ? t('register.productsFailed') : undefined,
                    focusable: true,
                    props: {
                      placeholder: products.isLoading ? t('register.loading') : t('register.productsPick'),
                      searchable: true,
                      nothingFoundMessage: t('register.noProduct'),
                    },
                  },
                  text('category', { placeholder: t('register.categoryHint') }),
                  text('seller_admin', { description: t('register.sellerAdminHint') }),
                ]}
              />
            </Fieldset>

            <Fieldset legend={t('register.contactPerson')}>
              <FormFields
                form={form}
                cols={{ base: 1, sm: 2 }}
                fields={[
                  text('firstName', { autoComplete: 'given-name' }),
                  text('lastName', { autoComplete: 'family-name' }),
                  text('designation', { autoComplete: 'organization-title' }),
                  text('cellNumber', { type: 'tel', autoComplete: 'tel', placeholder: '98XXXXXXXX' }),
                  text('faxNumber', { type: 'tel' }),
                ]}
              />
            </Fieldset>

            <Fieldset legend={t('register.address')}>
              <FormFields
                form={form}
                cols={{ base: 1, sm: 2 }}
                fields={[
                  text('addressLine1', { autoComplete: 'address-line1' }),
                  text('addressLine2', { autoComplete: 'address-line2' }),
                  text('city', { autoComplete: 'address-level2' }),
                  select('state', stateOptions, {
                    searchable: true,
                    description: gstState ? t('register.stateFromGst') : undefined,
                  }),
                  text('pin', { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' }),
                  select('country', [{ value: 'India', label: t('register.india') }]),
                  select('currency', ['INR']),
                ]}
              />
            </Fieldset>

            <Fieldset legend={t('register.kyc')}>
              <DocumentUploader docs={docs} onChange={onDocs} error={errors.uploadedDocuments?.message} />
            </Fieldset>

            <Group justify="flex-end">
              <Button
                type="submit"
                size="md"
                loading={formState.isSubmitting}
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
