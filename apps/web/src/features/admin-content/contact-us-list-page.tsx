import { Alert, Container, Skeleton, Table, Text, Title } from '@mantine/core';
import { formatIst } from '@neelami/shared/ist';
import { useContactQueries } from './api/get-contact-queries';

/** /admin/contactUsList, "Contact Us Query" (SPEC §2): the read-only list of enquiries, newest first. */
export function ContactUsListPage() {
  const list = useContactQueries();
  const rows = list.data ?? [];
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Contact Us Query</Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        Enquiries sent from the contact forms.
      </Text>
      {list.isError && <Alert color="red">The enquiries could not be loaded.</Alert>}
      {list.isLoading ? (
        <Skeleton h={240} />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped withTableBorder verticalSpacing="sm" aria-label="Contact enquiries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Received</Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Subject</Table.Th>
                <Table.Th scope="col">Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text ta="center" c="dimmed" py="md">
                      No data found.
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
