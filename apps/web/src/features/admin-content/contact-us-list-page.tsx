import { Alert, Container, Skeleton, Table, Text, Title } from '@mantine/core';
import { formatIst } from '@neelami/shared/ist';
import { useTranslation } from '../../i18n/i18n';
import { useContactQueries } from './api/get-contact-queries';

/** /admin/contactUsList, "Contact Us Query" (SPEC §2): the read-only list of enquiries, newest first. */
export function ContactUsListPage() {
  const { t } = useTranslation();
  const list = useContactQueries();
  const rows = list.data ?? [];
  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('adminContent.contactTitle')}</Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {t('adminContent.contactIntro')}
      </Text>
      {list.isError && <Alert color="red">{t('adminContent.contactFailed')}</Alert>}
      {list.isLoading ? (
        <Skeleton h={240} />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped withTableBorder verticalSpacing="sm" aria-label={t('adminContent.contactTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminContent.received')}</Table.Th>
                <Table.Th scope="col">{t('lists.name')}</Table.Th>
                <Table.Th scope="col">{t('login.email')}</Table.Th>
                <Table.Th scope="col">{t('adminContent.subject')}</Table.Th>
                <Table.Th scope="col">{t('adminEvents.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text ta="center" c="dimmed" py="md">
                      {t('admin.noData')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((q) => (
                  <Table.Tr key={q._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {formatIst(q.createdDate)}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>{q.name}</Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <a href={`mailto:${q.email}`}>{q.email}</a>
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>{q.subject}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', verticalAlign: 'top', maxWidth: 420 }}>
                      {q.message}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
