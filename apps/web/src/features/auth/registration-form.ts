import type { SelectProps, TextInputProps } from '@mantine/core';
import {
  OPTIONAL_REGISTRATION_FIELDS,
  type REGISTRATION_LABELS,
  type RegistrationForm,
} from '@neelami/shared/registration';
import { STATES } from '@neelami/shared/states';
import type { Path } from 'react-hook-form';
import type { FieldDescriptor } from '../../components/form-kit/field-descriptor';
import type { TFunction } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';

export type Field = keyof typeof REGISTRATION_LABELS;

const optional = new Set<string>(OPTIONAL_REGISTRATION_FIELDS);
/** The field's label, marked "(optional)" when it may stay empty (SPEC §5: "except the optional ones the form marks"). */
export const label = (t: TFunction, f: Field) =>
  optional.has(f) ? t('register.optional', { label: t(`register.labels.${f}`) }) : t(`register.labels.${f}`);
/** A list's options with their labels in the language shown. */
export const options = (t: TFunction, values: readonly string[]) =>
  values.map((v) => ({ value: v, label: valueLabel(t, v) }));

/** The lists' fields: '' until one is chosen; the shared schema then says 'This field is required'. */
export type Choice = 'type' | 'role' | 'membertype' | 'state' | 'country' | 'currency';
export type RegistrationDraft = Omit<RegistrationForm, Choice> & { [K in Choice]: RegistrationForm[K] | '' };

/** An empty registration form. */
export const emptyRegistration: RegistrationDraft = {
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
};

/** The states, by code and name. */
export const stateOptions = STATES.map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }));

/** A registration field typed into. */
export type TextField = Extract<Field, Path<RegistrationDraft>>;

/** A text field of the form, marked required unless the form may leave it empty. */
export const textField = (
  t: TFunction,
  f: TextField,
  props?: Partial<TextInputProps>,
): FieldDescriptor<RegistrationDraft> => ({
  kind: 'text',
  name: f,
  label: label(t, f),
  required: !optional.has(f),
  props,
});

/** A list of the form; a failed submit may focus it like a text field. */
export const choiceField = (
  t: TFunction,
  f: Choice,
  data: SelectProps['data'],
  props?: Partial<SelectProps>,
): FieldDescriptor<RegistrationDraft> => ({
  kind: 'select',
  name: f,
  label: label(t, f),
  required: true,
  data,
  focusable: true,
  props: { allowDeselect: false, ...props },
});
