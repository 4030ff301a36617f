import {
  Box,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBolt,
  IconBuildingFactory2,
  IconChartBar,
  IconCircleCheck,
  IconClipboardCheck,
  IconCpu,
  IconEye,
  IconFlame,
  IconGavel,
  IconHeartHandshake,
  IconRecycle,
  IconReportAnalytics,
  IconSettings,
  IconTarget,
  IconTruck,
  IconUserCheck,
} from '@tabler/icons-react';
import { type Key, type TFunction, useTranslation } from '../../i18n/i18n';

const services = [
  { icon: IconGavel, key: 'hosting' },
  { icon: IconClipboardCheck, key: 'catalogue' },
  { icon: IconUserCheck, key: 'onboarding' },
  { icon: IconEye, key: 'inspection' },
  { icon: IconReportAnalytics, key: 'reports' },
  { icon: IconTruck, key: 'after' },
] as const;

// SPEC §1: product list of the company profile (the number of items of each group).
const productGroups = [
  { icon: IconBuildingFactory2, key: 'ferrous', count: 6 },
  { icon: IconRecycle, key: 'nonFerrous', count: 6 },
  { icon: IconFlame, key: 'steel', count: 5 },
  { icon: IconSettings, key: 'machinery', count: 4 },
  { icon: IconBolt, key: 'electrical', count: 4 },
  { icon: IconCpu, key: 'ewaste', count: 4 },
] as const;

type ItemGroup = (typeof productGroups)[number]['key'] | 'sellerBenefits' | 'buyerBenefits';
/** The keys of a group's first `count` items (en-screens.ts has exactly that many). */
const itemKeys = (group: ItemGroup, count: number) =>
  Array.from({ length: count }, (_, i) => `companyProfile.${group}.i${i + 1}` as Key);

/** Company profile, vision, services, products and benefits (/companyProfile, SPEC §1). */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Title order={1}>{t('companyProfile.title')}</Title>
        <Text size="lg" c="dimmed" maw={800}>
          {t('companyProfile.intro')}
        </Text>
      </Stack>

      <Box component="section" mt="xl" aria-labelledby="profile-heading">
        <Title order={2} id="profile-heading">
          {t('companyProfile.whoHeading')}
        </Title>
        <Stack gap="sm" mt="sm" maw={860}>
          <Text>{t('companyProfile.who1')}</Text>
          <Text>{t('companyProfile.who2')}</Text>
          <Text>{t('companyProfile.who3')}</Text>
        </Stack>
      </Box>

      <SimpleGrid cols={{ base: 1, md: 2 }} mt="xl" spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={40} radius="md">
              <IconEye size={22} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('companyProfile.visionTitle')}
            </Title>
          </Group>
          <Text mt="sm">{t('companyProfile.vision')}</Text>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="orange" size={40} radius="md">
              <IconTarget size={22} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('companyProfile.missionTitle')}
            </Title>
          </Group>
          <Text mt="sm">{t('companyProfile.mission')}</Text>
        </Paper>
      </SimpleGrid>

      <Box component="section" mt={56} aria-labelledby="services-heading">
        <Title order={2} id="services-heading">
          {t('companyProfile.servicesHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="md" spacing="lg">
          {services.map(({ icon: Icon, key }) => (
            <Card key={key} withBorder radius="md" padding="lg">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {t(`companyProfile.${key}Title`)}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {t(`companyProfile.${key}Text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Box>

      <Box component="section" mt={56} aria-labelledby="products-heading">
        <Title order={2} id="products-heading">
          {t('companyProfile.productsHeading')}
        </Title>
        <Text c="dimmed" mt="xs" maw={800}>
          {t('companyProfile.productsIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="md" spacing="lg">
          {productGroups.map(({ icon: Icon, key, count }) => (
            <Card key={key} withBorder radius="md" padding="lg">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="orange" size={36} radius="md">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {t(`companyProfile.${key}Title`)}
                </Title>
              </Group>
              <List size="sm" spacing={4} mt="md">
                {itemKeys(key, count).map((item) => (
                  <List.Item key={item}>{t(item)}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Box>

      <Box component="section" mt={56} aria-labelledby="benefits-heading">
        <Title order={2} id="benefits-heading">
          {t('companyProfile.benefitsHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} mt="md" spacing="lg">
          <BenefitList
            title={t('companyProfile.forSellers')}
            icon={IconChartBar}
            items={itemKeys('sellerBenefits', 5)}
            t={t}
          />
          <BenefitList
            title={t('companyProfile.forBuyers')}
            icon={IconHeartHandshake}
            items={itemKeys('buyerBenefits', 5)}
            t={t}
          />
        </SimpleGrid>
      </Box>
    </Container>
  );
}

function BenefitList({
  title,
  icon: Icon,
  items,
  t,
}: {
  title: string;
  icon: typeof IconChartBar;
  items: ReturnType<typeof itemKeys>;
  t: TFunction;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="sm" wrap="nowrap">
        <Icon size={24} aria-hidden color="var(--mantine-primary-color-filled)" />
        <Title order={3} size="h4">
          {title}
        </Title>
      </Group>
      <List
        mt="md"
        spacing="xs"
        icon={
          <ThemeIcon color="teal" size={20} radius="xl" variant="light">
            <IconCircleCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        {items.map((item) => (
          <List.Item key={item}>{t(item)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
