import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowRight,
  IconArrowsExchange,
  IconBroadcast,
  IconBuildingBank,
  IconClockPlus,
  IconMessage,
  IconReportAnalytics,
  IconRobot,
  IconUserCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { SlideShow } from '../../components/slide-show';
import { useTranslation } from '../../i18n/i18n';
import furnaceUrl from './assets/furnace.svg';
import gavelUrl from './assets/gavel-laptop.svg';
import scrapYardUrl from './assets/scrap-yard.svg';
import steelCoilsUrl from './assets/steel-coils.svg';
import { PublicEventTabs } from './public-events';

interface Slide {
  /** Its strings: home.slides.<key>. */
  key: 's1' | 's2' | 's3' | 's4';
  image: string;
  to: string;
  gradient: string;
}

// Slides sit on dark gradients in both colour schemes, so white text keeps its contrast.
const slides: Slide[] = [
  {
    key: 's1',
    image: gavelUrl,
    to: '/bidProcess',
    gradient: 'linear-gradient(135deg, var(--mantine-color-indigo-9) 0%, var(--mantine-color-indigo-7) 100%)',
  },
  {
    key: 's2',
    image: scrapYardUrl,
    to: '/companyProfile',
    gradient: 'linear-gradient(135deg, #1f2a44 0%, var(--mantine-color-blue-9) 100%)',
  },
  {
    key: 's3',
    image: steelCoilsUrl,
    to: '/auctionDocuments',
    gradient: 'linear-gradient(135deg, var(--mantine-color-dark-7) 0%, var(--mantine-color-indigo-8) 100%)',
  },
  {
    key: 's4',
    image: furnaceUrl,
    to: '/contactus',
    gradient: 'linear-gradient(135deg, #3b1d0e 0%, var(--mantine-color-orange-9) 100%)',
  },
];

// SPEC §1 Public content: feature list of the home page.
const features: { icon: typeof IconBroadcast; key: 'f1' | 'f2' | 'f3' | 'f4' | 'f5' | 'f6' | 'f7' | 'f8' }[] =
  [
    { icon: IconBroadcast, key: 'f1' },
    { icon: IconRobot, key: 'f2' },
    { icon: IconArrowsExchange, key: 'f3' },
    { icon: IconUserCheck, key: 'f4' },
    { icon: IconReportAnalytics, key: 'f5' },
    { icon: IconBuildingBank, key: 'f6' },
    { icon: IconClockPlus, key: 'f7' },
    { icon: IconMessage, key: 'f8' },
  ];

/** Home page (/, /home, /lander): carousel, feature list and event tabs (SPEC §2). */
export function HomePage() {
  const { t } = useTranslation();
  // On phones the arrows would cover the slide text; swipe and the indicators remain.
  const wide = useMediaQuery('(min-width: 48em)', true);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="lg">
        <Badge variant="light" size="lg" w="fit-content">
          {t('home.badge')}
        </Badge>
        <Title order={1}>{t('home.title')}</Title>
        <Text size="lg" c="dimmed" maw={760}>
          {t('home.intro')}
        </Text>
      </Stack>

      <SlideShow
        label={t('home.highlights')}
        withControls={wide}
        slides={slides.map((slide) => ({
          key: slide.key,
          title: t(`home.slides.${slide.key}.title`),
          content: (
            <Paper
              radius="lg"
              h="100%"
              mih={{ base: 380, sm: 340 }}
              px={{ base: 'lg', sm: 56 }}
              py="xl"
              style={{ background: slide.gradient, color: 'var(--mantine-color-white)' }}
            >
              <Group h="100%" justify="space-between" wrap="nowrap" gap="xl">
                <Stack gap="sm" maw={480}>
                  <Text size="sm" fw={700} tt="uppercase" c="orange.3" style={{ letterSpacing: 1 }}>
                    {t(`home.slides.${slide.key}.eyebrow`)}
                  </Text>
                  <Title order={2} c="white" size="h2">
                    {t(`home.slides.${slide.key}.title`)}
                  </Title>
                  <Text c="gray.2">{t(`home.slides.${slide.key}.text`)}</Text>
                  <Group mt="sm">
                    <Button
                      component={Link}
                      to={slide.to}
                      color="orange.6"
                      autoContrast
                      rightSection={<IconArrowRight size={16} aria-hidden />}
                    >
                      {t(`home.slides.${slide.key}.cta`)}
                    </Button>
                  </Group>
                </Stack>
                <Image
                  src={slide.image}
                  alt={t(`home.slides.${slide.key}.alt`)}
                  w={320}
                  h={240}
                  fit="contain"
                  visibleFrom="sm"
                />
              </Group>
            </Paper>
          ),
        }))}
      />

      {/* Below the fold on a phone: rendered once the title and the slides are on screen. */}
      <AfterFirstPaint>
        <Box component="section" mt={56} aria-labelledby="features-heading">
          <Title order={2} id="features-heading">
            {t('home.whyTitle')}
          </Title>
          <Text c="dimmed" mt="xs" maw={760}>
            {t('home.whyText')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="lg" spacing="lg">
            {features.map(({ icon: Icon, key }) => (
              <Card key={key} withBorder radius="md" padding="lg">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {t(`home.features.${key}.title`)}
                </Title>
                <Text size="sm" c="dimmed" mt={6}>
                  {t(`home.features.${key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Box>

        <Box component="section" mt={56} aria-labelledby="events-heading">
          <Group justify="space-between" align="flex-end" mb="md">
            <div>
              <Title order={2} id="events-heading">
                {t('home.eventsTitle')}
              </Title>
              <Text c="dimmed" mt="xs">
                {t('home.eventsIst')}
              </Text>
            </div>
            <Button component={Link} to="/register" color="orange.6" autoContrast>
              {t('home.registerToBid')}
            </Button>
          </Group>
          <PublicEventTabs />
        </Box>

        <Paper
          withBorder
          radius="lg"
          p={{ base: 'lg', sm: 'xl' }}
          mt={56}
          bg="var(--mantine-color-default-hover)"
        >
          <Group justify="space-between" gap="lg">
            <div>
              <Title order={2} size="h3">
                {t('home.ctaTitle')}
              </Title>
              <Text c="dimmed" mt={6} maw={620}>
                {t('home.ctaText')}
              </Text>
            </div>
            <Group>
              <Button component={Link} to="/contactus">
                {t('home.contactUs')}
              </Button>
              <Button component={Link} to="/bidProcess" variant="default">
                {t('home.biddingProcess')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </AfterFirstPaint>
    </Container>
  );
}
