import { Badge, Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { catalogMessages, MEMBERSHIP_PLANS } from '@neelami/shared/catalog';
import { formatRupees } from '@neelami/shared/money';
import { IconCrown } from '@tabler/icons-react';
import { ALERT_MS, notifySuccess } from '../../lib/notify';

// What every paid member may do (SPEC §6 terms: only paid members bid and download catalogues).
const perks = ['Bid in live auctions', 'Download auction catalogues'];

/** /admin/membership (SPEC §2, §9): a static demo of the plans; choosing one saves nothing. */
export function MembershipPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Membership</Title>
          <Text c="dimmed" size="sm">
            Demo plans. The membership fee is valid for one year from registration or renewal and is
            non-refundable (terms); nothing is saved from this page.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {MEMBERSHIP_PLANS.map((plan) => (
            <Card key={plan.name} withBorder radius="md" padding="lg" component="article">
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {plan.name}
                </Title>
                <Badge variant="light" leftSection={<IconCrown size={12} aria-hidden />}>
                  {plan.months} months
                </Badge>
                <Text size="xl" fw={700}>
                  {formatRupees(plan.price)}
                </Text>
                <List size="sm" spacing={4}>
                  <List.Item>Valid for {plan.months} months</List.Item>
                  {perks.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
                <Button
                  onClick={() => notifySuccess(catalogMessages.membershipDemo, ALERT_MS.default)}
                  aria-label={`Choose ${plan.name} plan`}
                >
                  Choose {plan.name}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
