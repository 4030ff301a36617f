import { Badge, MultiSelect, Select, Switch, TextInput } from '@mantine/core';
import { formatIstDay } from '@neelami/shared/ist';
import {
  type AdminUserUpdate,
  adminUserUpdateSchema,
  MEMBER_TYPES,
  ROLE_LABELS,
  USER_TYPES,
} from '@neelami/shared/registration';
import { ROLES } from '@neelami/shared/roles';
import type { PublicUser } from '@neelami/shared/session';
import { STATES, stateFromGst, stateName } from '@neelami/shared/states';
import type { EditableGridColumn, GridErrors } from '../../components/editable-grid';
import { type TFunction, tm } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { MemberRecordDialog } from './member-record-dialog';
import { UserDocsCell } from './user-docs-cell';

/** What an edited row holds: the user's fields as the verify call takes them. */
export type Draft = {
  [K in keyof AdminUserUpdate]: AdminUserUpdate[K] extends string ? string : AdminUserUpdate[K];
};
type Column = EditableGridColumn<PublicUser, Draft>;
type TextKey = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];

const stateOptions = STATES.map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }));

/** The draft a row starts from when Edit is pressed. */
export const toDraft = (u: PublicUser): Draft => ({
  OrganizationIndividualName: u.OrganizationIndividualName,
  type: u.type,
  role: u.role,
  pan: u.pan,
  gst: u.gst,
  productId: u.productId,
  category: u.category,
  seller_admin: u.seller_admin,
  membertype: u.membertype,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  designation: u.designation,
  cellNumber: u.cellNumber,
  faxNumber: u.faxNumber,
  addressLine1: u.addressLine1,
  addressLine2: u.addressLine2,
  city: u.city,
  state: u.state,
  country: u.country || 'India',
  currency: u.currency || 'INR',
  pin: u.pin,
  uploadedDocuments: u.uploadedDocuments,
  isVerified: u.isVerified,
});

/** The same rules as the server (one shared schema), with the field of each problem. */
export function validate(draft: Draft): GridErrors | null {
  const parsed = adminUserUpdateSchema.safeParse(draft);
  if (parsed.success) return null;
  const errors: GridErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= tm(issue.message);
  return errors;
}

const text = (id: TextKey, header: string, minWidth = 160, extra: Record<string, unknown> = {}): Column => ({
  id,
  header,
  minWidth,
  view: (u) => (u[id as keyof PublicUser] as string) || '—',
  edit: ({ draft, set, error, label, disabled }) => (
    <TextInput
      size="xs"
      aria-label={label}
      value={draft[id]}
      error={error}
      disabled={disabled}
      onChange={(e) => {
        const v = e.currentTarget.value;
        set(id, v);
        // SPEC §5: a GST whose first two digits are a state code sets the state.
        const code = id === 'gst' ? stateFromGst(v) : undefined;
        if (code) set('state', code);
      }}
      {...extra}
    />
  ),
});

const choice = (
  id: 'type' | 'role' | 'membertype' | 'state',
  header: string,
  data: (string | { value: string; label: string })[],
  view: (u: PublicUser) => string,
  minWidth = 170,
): Column => ({
  id,
  header,
  minWidth,
  view,
  edit: ({ draft, set, error, label, disabled }) => (
    <Select
      size="xs"
      aria-label={label}
      data={data}
      value={draft[id] || null}
      onChange={(v) => set(id, v ?? '')}
      error={error}
      disabled={disabled}
      allowDeselect={false}
      searchable={id === 'state'}
      comboboxProps={{ withinPortal: true }}
    />
  ),
});

/** The columns of the user grid (SPEC §4 "Verify User Detail"), in the order the admin reads them. */
export function registrationColumns(t: TFunction, productNames: string[]): Column[] {
  const roleLabel = (r: string) => valueLabel(t, ROLE_LABELS[r as keyof typeof ROLE_LABELS] ?? r);
  const roleOptions = ROLES.map((r) => ({ value: r, label: roleLabel(r) }));
  return [
    text('OrganizationIndividualName', t('register.labels.OrganizationIndividualName'), 220),
    text('email', t('register.labels.email'), 220, { type: 'email' }),
    choice('role', t('register.labels.role'), roleOptions, (u) => roleLabel(u.role), 190),
    {
      id: 'isVerified',
      header: t('adminUsers.verified'),
      minWidth: 120,
      view: (u) => (
        <Badge color={u.isVerified ? 'green' : 'orange'} variant="light">
          {u.isVerified ? t('adminUsers.verified') : t('adminUsers.unverified')}
        </Badge>
      ),
      edit: ({ draft, set, label, disabled, error }) => (
        <Switch
          aria-label={label}
          label={draft.isVerified ? t('adminUsers.verified') : t('adminUsers.unverified')}
          checked={draft.isVerified}
          disabled={disabled}
          error={error}
          onChange={(e) => set('isVerified', e.currentTarget.checked)}
        />
      ),
    },
    {
      id: 'record',
      header: t('memberRecord.title'),
      minWidth: 110,
      view: (u) => <MemberRecordDialog userId={u._id} name={u.OrganizationIndividualName || u.email} />,
    },
    {
      id: 'isLoggedIn',
      header: t('adminUsers.login'),
      minWidth: 120,
      view: (u) => (
        <Badge color={u.isLoggedIn ? 'teal' : 'gray'} variant="dot">
          {u.isLoggedIn ? t('adminUsers.loggedIn') : t('adminUsers.loggedOut')}
        </Badge>
      ),
    },
    choice(
      'type',
      t('register.labels.type'),
      USER_TYPES.map((v) => ({ value: v, label: valueLabel(t, v) })),
      (u) => (u.type ? valueLabel(t, u.type) : '—'),
      150,
    ),
    text('firstName', t('register.labels.firstName'), 150),
    text('lastName', t('register.labels.lastName'), 150),
    text('designation', t('register.labels.designation'), 160),
    text('cellNumber', t('register.labels.cellNumber'), 150, { type: 'tel' }),
    text('faxNumber', t('register.labels.faxNumber'), 140, { type: 'tel' }),
    text('pan', 'PAN', 140, { maxLength: 10 }),
    text('gst', 'GST', 190, { maxLength: 15 }),
    {
      id: 'productId',
      header: t('register.products'),
      minWidth: 240,
      view: (u) => u.productId.join(', ') || '—',
      edit: ({ draft, set, error, label, disabled }) => (
        <MultiSelect
          size="xs"
          aria-label={label}
          data={[...new Set([...productNames, ...draft.productId])]}
          value={draft.productId}
          onChange={(v) => set('productId', v)}
          error={error}
          disabled={disabled}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      ),
    },
    text('category', t('register.labels.category'), 150),
    text('seller_admin', t('register.labels.seller_admin'), 150),
    choice(
      'membertype',
      t('register.labels.membertype'),
      MEMBER_TYPES.map((v) => ({ value: v, label: valueLabel(t, v) })),
      (u) => (u.membertype ? valueLabel(t, u.membertype) : '—'),
      210,
    ),
    text('addressLine1', t('register.labels.addressLine1'), 200),
    text('addressLine2', t('register.labels.addressLine2'), 180),
    text('city', t('register.labels.city'), 140),
    choice(
      'state',
      t('register.labels.state'),
      stateOptions,
      (u) => (u.state ? `${u.state} – ${stateName(u.state) ?? ''}` : '—'),
      210,
    ),
    text('pin', 'PIN', 110, { maxLength: 6, inputMode: 'numeric' }),
    {
      id: 'country',
      header: t('register.labels.country'),
      minWidth: 100,
      view: (u) => (u.country === 'India' ? t('register.india') : u.country || '—'),
    },
    { id: 'currency', header: t('register.labels.currency'), minWidth: 100, view: (u) => u.currency || '—' },
    {
      id: 'uploadedDocuments',
      header: t('adminUsers.documents'),
      minWidth: 170,
      view: (u) => (
        <UserDocsCell userId={u._id} userName={u.OrganizationIndividualName} docs={u.uploadedDocuments} />
      ),
      edit: ({ row, draft, set, error, disabled }) => (
        <UserDocsCell
          userId={row._id}
          userName={row.OrganizationIndividualName}
          docs={draft.uploadedDocuments}
          onChange={(d) => set('uploadedDocuments', d)}
          error={error}
          disabled={disabled}
        />
      ),
    },
    {
      id: 'createdAt',
      header: t('adminUsers.registered'),
      minWidth: 130,
      view: (u) => formatIstDay(u.createdAt),
    },
  ];
}
