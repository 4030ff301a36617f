import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';

const noChange = () => () => {};
const thisYear = () => new Date().getFullYear();
/**
 * The year a prerendered page was made in (vite.config.ts): hydration starts from it and React
 * renders this year's right after, should the two differ.
 */
const buildYear = () => Number(import.meta.env.VITE_BUILD_YEAR) || thisYear();

/** The site footer with the information links (SPEC §2: terms are linked from the footer). */
export function AppFooter() {
  const { t } = useTranslation();
  const year = useSyncExternalStore(noChange, thisYear, buildYear);
  return (
    <Container size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <Text fw={700}>Neelami</Text>
          <Text size="sm" c="dimmed">
            {t('footer.about')}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>{t('footer.platform')}</Text>
          <Anchor component={Link} to="/bidProcess" size="sm">
            {t('nav.Bidding Process')}
          </Anchor>
          <Anchor component={Link} to="/auctionDocuments" size="sm">
            {t('nav.Auction Documents')}
          </Anchor>
          <Anchor component={Link} to="/term" size="sm">
            {t('nav.Terms and Conditions')}
          </Anchor>
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>{t('footer.company')}</Text>
          <Anchor component={Link} to="/about" size="sm">
            {t('nav.About Us')}
          </Anchor>
          <Anchor component={Link} to="/companyProfile" size="sm">
            {t('nav.Company Profile')}
          </Anchor>
          <Anchor component={Link} to="/contactus" size="sm">
            {t('nav.Contact Us')}
          </Anchor>
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" mt="lg">
        <Text size="xs" c="dimmed">
          {t('footer.rights', { year })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('footer.jurisdiction')}
        </Text>
      </Group>
    </Container>
  );
}
