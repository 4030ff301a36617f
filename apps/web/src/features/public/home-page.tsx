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
import { SlideShow } from '../../components/slide-show';
import furnaceUrl from './assets/furnace.svg';
import gavelUrl from './assets/gavel-laptop.svg';
import scrapYardUrl from './assets/scrap-yard.svg';
import steelCoilsUrl from './assets/steel-coils.svg';
import { PublicEventTabs } from './public-events';

interface Slide {
  eyebrow: string;
  title: string;
  text: string;
  image: string;
  alt: string;
  cta: { label: string; to: string };
  gradient: string;
}

// Slides sit on dark gradients in both colour schemes, so white text keeps its contrast.
const slides: Slide[] = [
  {
    eyebrow: 'Live e-auctions',
    title: 'Sell scrap and surplus at the true market price',
    text: 'Open, time-bound online bidding brings verified traders and recyclers from across India to every lot you list.',
    image: gavelUrl,
    alt: 'Laptop showing a rising live bid chart next to an auction gavel',
    cta: { label: 'See how bidding works', to: '/bidProcess' },
    gradient: 'linear-gradient(135deg, var(--mantine-color-indigo-9) 0%, var(--mantine-color-indigo-7) 100%)',
  },
  {
    eyebrow: 'Ferrous and non-ferrous scrap',
    title: 'HMS 1&2, turnings, copper, aluminium and brass',
    text: 'Melting scrap, process scrap and non-ferrous metals from steel plants, foundries and factories, sold lot by lot.',
    image: scrapYardUrl,
    alt: 'Scrap yard with a crane magnet lifting heavy melting scrap',
    cta: { label: 'Browse our product range', to: '/companyProfile' },
    gradient: 'linear-gradient(135deg, #1f2a44 0%, var(--mantine-color-blue-9) 100%)',
  },
  {
    eyebrow: 'Fresh steel and secondary products',
    title: 'Coils, plates, billets and mill rejects',
    text: 'Forward auctions for prime and secondary steel with clear lot specifications, inspection windows and lifting schedules.',
    image: steelCoilsUrl,
    alt: 'Stack of hot-rolled steel coils with an auction lot tag',
    cta: { label: 'View auction documents', to: '/auctionDocuments' },
    gradient: 'linear-gradient(135deg, var(--mantine-color-dark-7) 0%, var(--mantine-color-indigo-8) 100%)',
  },
  {
    eyebrow: 'Reverse auctions for buyers',
    title: 'Procure raw material at the lowest landed cost',
    text: 'Plants and foundries can invite suppliers to bid down for scrap, ferro-alloys and consumables in a reverse auction.',
    image: furnaceUrl,
    alt: 'Induction furnace ladle pouring molten steel into moulds',
    cta: { label: 'Talk to our team', to: '/contactus' },
    gradient: 'linear-gradient(135deg, #3b1d0e 0%, var(--mantine-color-orange-9) 100%)',
  },
];

// SPEC §1 Public content: feature list of the home page.
const features = [
  {
    icon: IconBroadcast,
    title: 'Live bidding',
    text: 'Bids update in real time for every participant, with your rank, the leading bid and a countdown for each lot.',
  },
  {
    icon: IconRobot,
    title: 'Auto bid',
    text: 'Set a ceiling (or a floor in a reverse auction) and the system bids one step at a time on your behalf, never beyond your limit.',
  },
  {
    icon: IconArrowsExchange,
    title: 'Forward and reverse auctions',
    text: 'Sellers run forward auctions where the price climbs; buyers run reverse auctions where suppliers bid the price down.',
  },
  {
    icon: IconUserCheck,
    title: 'KYC-verified members',
    text: 'Every bidder is checked against PAN, GST and company documents before being allowed into an auction room.',
  },
  {
    icon: IconReportAnalytics,
    title: 'Transparent reports',
    text: 'Bid logs, rank-wise results, participation and term-acceptance reports are available as PDF and Excel after each event.',
  },
  {
    icon: IconBuildingBank,
    title: 'Secure payments and EMD',
    text: 'Earnest money deposits and balance payments follow documented rules, with GST and TCS handled on every invoice.',
  },
  {
    icon: IconClockPlus,
    title: 'Fair closing with auto-extension',
    text: 'A new leading bid in the last three minutes extends the closing time by three minutes, so nobody wins by sniping.',
  },
  {
    icon: IconMessage,
    title: 'Flash messages',
    text: 'The auction desk can broadcast notices to everyone in a live room, such as a changed closing time or lifting instructions.',
  },
];

/** Home page (/, /home, /lander): carousel, feature list and event tabs (SPEC §2). */
export function HomePage() {
  // On phones the arrows would cover the slide text; swipe and the indicators remain.
  const wide = useMediaQuery('(min-width: 48em)', true);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="lg">
        <Badge variant="light" size="lg" w="fit-content">
          India's e-auction marketplace
        </Badge>
        <Title order={1}>Online auctions for scrap, metals and industrial assets</Title>
        <Text size="lg" c="dimmed" maw={760}>
          Neelami connects steel plants, factories and public sector undertakings with verified traders and
          recyclers. We run the auction as a neutral facilitator: the seller sets the terms, buyers compete in
          the open, and the best bid wins.
        </Text>
      </Stack>

      <SlideShow
        label="Highlights"
        withControls={wide}
        slides={slides.map((slide) => ({
          key: slide.title,
          title: slide.title,
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
                    {slide.eyebrow}
                  </Text>
                  <Title order={2} c="white" size="h2">
                    {slide.title}
                  </Title>
                  <Text c="gray.2">{slide.text}</Text>
                  <Group mt="sm">
                    <Button
                      component={Link}
                      to={slide.cta.to}
                      color="orange.6"
                      autoContrast
                      rightSection={<IconArrowRight size={16} aria-hidden />}
                    >
                      {slide.cta.label}
                    </Button>
                  </Group>
                </Stack>
                <Image src={slide.image} alt={slide.alt} w={320} h={240} fit="contain" visibleFrom="sm" />
              </Group>
            </Paper>
          ),
        }))}
      />

      <Box component="section" mt={56} aria-labelledby="features-heading">
        <Title order={2} id="features-heading">
          Why sellers and buyers choose Neelami
        </Title>
        <Text c="dimmed" mt="xs" maw={760}>
          Everything an industrial auction needs, from onboarding and KYC to the live room, results and
          reports, in one place.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="lg" spacing="lg">
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder radius="md" padding="lg">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {title}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Box>

      <Box component="section" mt={56} aria-labelledby="events-heading">
        <Group justify="space-between" align="flex-end" mb="md">
          <div>
            <Title order={2} id="events-heading">
              Auction events
            </Title>
            <Text c="dimmed" mt="xs">
              All times are Indian Standard Time (IST).
            </Text>
          </div>
          <Button component={Link} to="/register" color="orange.6" autoContrast>
            Register to bid
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
              Have material to sell or a requirement to source?
            </Title>
            <Text c="dimmed" mt={6} maw={620}>
              Our auction desk helps you prepare lots, set start prices and increments, and schedule
              inspection and lifting. Share your requirement and we will call you back within one working day.
            </Text>
          </div>
          <Group>
            <Button component={Link} to="/contactus">
              Contact us
            </Button>
            <Button component={Link} to="/bidProcess" variant="default">
              Bidding process
            </Button>
          </Group>
        </Group>
      </Paper>
    </Container>
  );
}
