import { Container, Group, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { messages } from '@neelami/shared/messages';
import type { PublicUser } from '@neelami/shared/session';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EditableGrid } from '../../components/editable-grid';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useUserProducts } from '../../lib/api/get-user-products';
import { fieldErrors } from '../../lib/form-errors';
import { ALERT_MS, notifyError, notifySuccess } from '../../lib/notify';
import { USERS_KEY, useUsers } from './api/get-users';
import { useVerifyUser } from './api/verify-user';
import { PayeeAccountsSection } from './payee-accounts-section';
import { type Draft, registrationColumns, toDraft, validate } from './registration-columns';

/**
 * /admin/registrationlist, "Verify User Detail" (SPEC §2, §4): every user's
 * fields in an editable grid; the admin corrects fields, picks the role,
 * toggles isVerified in the edit row and saves.
 */
export function RegistrationListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [show, setShow] = useState<'all' | 'unverified' | 'verified'>('all');
  const users = useUsers();
  const verify = useVerifyUser();
  const products = useUserProducts();
  const productNames = useMemo(() => (products.data ?? []).map((p) => p.productName), [products.data]);

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (users.data ?? []).filter(
      (u) =>
        (show === 'all' || u.isVerified === (show === 'verified')) &&
        (!q ||
          [u.OrganizationIndividualName, u.email, u.firstName, u.lastName, u.city, u.pan, u.gst]
            .join(' ')
            .toLowerCase()
            .includes(q)),
    );
  }, [users.data, search, show]);
  const pending = (users.data ?? []).filter((u) => !u.isVerified).length;

  const columns = registrationColumns(t, productNames);

  const onSave = async (row: PublicUser, draft: Draft) => {
    try {
      await verify.mutateAsync({ id: row._id, update: draft });
      notifySuccess(t('adminUsers.updated'));
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      notifyError(err.status > 0 ? err.message : messages.failedToSave, ALERT_MS.admin);
      const errors = fieldErrors(err.errors);
      if (err.code === 'CONFLICT') errors.email = err.message;
      throw new ApiError(err.message, err.status, err.code, errors);
    }
  };

  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('adminUsers.title')}</Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t('adminUsers.intro')}
      </Text>
      <PayeeAccountsSection />
      <Title order={2} size="h3" mt="xl">
        {t('adminUsers.table')}
      </Title>
      <Group mt="md" mb="sm" justify="space-between" wrap="wrap">
        <TextInput
          label={t('adminUsers.search')}
          placeholder={t('adminUsers.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <SegmentedControl
          aria-label={t('adminUsers.show')}
          value={show}
          onChange={(v) => setShow(v as typeof show)}
          data={[
            { value: 'all', label: t('lists.tabs.all') },
            { value: 'unverified', label: t('adminUsers.unverifiedCount', { n: pending }) },
            { value: 'verified', label: t('adminUsers.verified') },
          ]}
        />
      </Group>
      {users.isError && (
        <Text c="red" mb="sm">
          {t('adminUsers.failed')}
        </Text>
      )}
      <EditableGrid<PublicUser, Draft>
        label={t('adminUsers.table')}
        rows={rows}
        getRowId={(u) => u._id}
        getRowName={(u) => u.OrganizationIndividualName || u.email}
        columns={columns}
        toDraft={toDraft}
        validate={validate}
        onSave={onSave}
        loading={users.isLoading}
        emptyText={t('adminUsers.none')}
        minWidth={4200}
        actionsPosition="start"
      />
    </Container>
  );
}
