import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';
import { useSales } from './api/get-sales';
import { SaleCard } from './sale-card';

/** Props of SalesList: the caller's side of the sales shown, and the page's texts. */
interface SalesListProps {
  side: 'buyer' | 'owner';
  title: string;
  intro: string;
  empty: string;
}

/** The caller's sales on one side (bought or sold), newest first, each as a SaleCard. */
export function SalesList({ side, title, intro, empty }: SalesListProps) {
  const { t } = useTranslation();
  const sales = useSales();
  const mine = (sales.data ?? [])
    .filter((s) => s.role === side)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {intro}
          </Text>
        </div>
        {sales.isError && (
          <Alert color="red" role="alert">
            {t('sales.loadFailed')} {sales.error.message}
          </Alert>
        )}
        {sales.isPending ? (
          <Skeleton h={240} />
        ) : (
          sales.isSuccess && mine.length === 0 && <Text>{empty}</Text>
        )}
        {mine.map((s) => (
          <SaleCard key={s._id} sale={s} />
        ))}
      </Stack>
    </Container>
  );
}
