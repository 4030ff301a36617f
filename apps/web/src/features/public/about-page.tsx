import { Anchor, Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingFactory2,
  IconFileText,
  IconGavel,
  IconMail,
  IconScale,
  IconShieldCheck,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';

const values = [
  { icon: IconScale, key: 'neutral' },
  { icon: IconShieldCheck, key: 'verified' },
  { icon: IconWorld, key: 'open' },
  { icon: IconUsers, key: 'people' },
] as const;

const links = [
  { to: '/companyProfile', icon: IconBuildingFactory2, key: 'profile' },
  { to: '/bidProcess', icon: IconGavel, key: 'process' },
  { to: '/term', icon: IconFileText, key: 'terms' },
  { to: '/contactus', icon: IconMail, key: 'contact' },
] as const;

/** About page (/about, SPEC §2): who we are, with links to the other information pages. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="sm" maw={860}>
        <Title order={1}>{t('about.title')}</Title>
        <Text size="lg" c="dimmed">
          <em>Neelami</em> (<span lang="hi">नीलामी</span>) {t('about.meaning')}
        </Text>
        <Text>{t('about.p1')}</Text>
        <Text>{t('about.p2')}</Text>
      </Stack>

      <Box component="section" mt={56} aria-labelledby="values-heading">
        <Title order={2} id="values-heading">
          {t('about.valuesHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="lg">
          {values.map(({ icon: Icon, key }) => (
            <Card key={key} withBorder radius="md" padding="lg">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {t(`about.${key}Title`)}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {t(`about.${key}Text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Box>

      <Box component="section" mt={56} aria-labelledby="more-heading">
        <Title order={2} id="more-heading">
          {t('about.moreHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md" spacing="lg">
          {links.map(({ to, icon: Icon, key }) => (
            <Card key={to} withBorder radius="md" padding="lg">
              <ThemeIcon variant="light" color="orange" size={36} radius="md">
                <Icon size={20} aria-hidden />
              </ThemeIcon>
              <Anchor
                component={Link}
                to={to}
                fw={700}
                mt="sm"
                display="inline-flex"
                style={{ alignItems: 'center', gap: 4 }}
              >
                {t(`about.${key}Title`)}
                <IconArrowRight size={14} aria-hidden />
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {t(`about.${key}Text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Box>
    </Container>
  );
}
