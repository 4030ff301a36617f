import { Badge, Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { catalogMessages, MEMBERSHIP_PLANS } from '@neelami/shared/catalog';
import { formatRupees } from '@neelami/shared/money';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { valueLabel } from '../../i18n/value-label';
import { ALERT_MS, notifySuccess } from '../../lib/notify';

// What every paid member may do (SPEC §6 terms: only paid members bid and download catalogues).
const perks = ['adminCatalog.perkBid', 'adminCatalog.perkCatalogue'] as const;

/** /admin/membership (SPEC §2, §9): a static demo of the plans; choosing one saves nothing. */
export function MembershipPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminCatalog.membership')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminCatalog.membershipIntro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {MEMBERSHIP_PLANS.map((plan) => (
            <Card key={plan.name} withBorder radius="md" padding="lg" component="article">
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {valueLabel(t, plan.name)}
                </Title>
                <Badge variant="light" leftSection={<IconCrown size={12} aria-hidden />}>
                  {t('adminCatalog.months', { n: plan.months })}
                </Badge>
                <Text size="xl" fw={700}>
                  {formatRupees(plan.price)}
                </Text>
                <List size="sm" spacing={4}>
                  <List.Item>{t('adminCatalog.validFor', { n: plan.months })}</List.Item>
                  {perks.map((p) => (
                    <List.Item key={p}>{t(p)}</List.Item>
                  ))}
                </List>
                <Button
                  onClick={() => notifySuccess(catalogMessages.membershipDemo, ALERT_MS.default)}
                  aria-label={t('adminCatalog.choosePlanOf', { name: valueLabel(t, plan.name) })}
                >
                  {t('adminCatalog.choosePlan', { name: valueLabel(t, plan.name) })}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
