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

const values = [
  {
    icon: IconScale,
    title: 'Neutral by design',
    text: 'We never buy or sell on our own account. Sellers decide, buyers compete, and we keep the process fair.',
  },
  {
    icon: IconShieldCheck,
    title: 'Verified participants',
    text: 'Every member is checked against PAN, GST and company documents before taking part in an event.',
  },
  {
    icon: IconWorld,
    title: 'Open to all of India',
    text: 'A trader in Ludhiana and a recycler in Chennai see the same lot, the same rules and the same clock.',
  },
  {
    icon: IconUsers,
    title: 'People behind the platform',
    text: 'Our auction desk answers calls during working hours and supports sellers from listing to lifting.',
  },
];

const links = [
  {
    to: '/companyProfile',
    icon: IconBuildingFactory2,
    title: 'Company profile',
    text: 'Vision, services, products and benefits',
  },
  {
    to: '/bidProcess',
    icon: IconGavel,
    title: 'Bidding process',
    text: 'How an auction works, step by step',
  },
  {
    to: '/term',
    icon: IconFileText,
    title: 'Terms and conditions',
    text: 'The rules every participant agrees to',
  },
  {
    to: '/contactus',
    icon: IconMail,
    title: 'Contact us',
    text: 'Our offices, working hours and enquiry form',
  },
];

/** About page (/about, SPEC §2): who we are, with links to the other information pages. */
export function AboutPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="sm" maw={860}>
        <Title order={1}>About Neelami</Title>
        <Text size="lg" c="dimmed">
          <em>Neelami</em> (<span lang="hi">नीलामी</span>) means "auction". It is the word heard in every
          mandi and scrap market in India, and the idea behind our platform: an open sale in which the best
          offer wins.
        </Text>
        <Text>
          Neelami is an online e-auction platform for scrap, metals and industrial assets. Steel plants, power
          utilities, public sector undertakings and manufacturers use it to sell ferrous and non-ferrous
          scrap, secondary steel, used machinery, transformers, cables and e-waste to registered traders and
          recyclers. Buyers use it to take part in those sales from anywhere in the country, and plants use
          reverse auctions to procure raw material at competitive prices.
        </Text>
        <Text>
          Our role is that of a third-party facilitator. We verify members, publish events, run the live
          auction room, and produce a complete record of every bid. The seller alone decides whether to accept
          the winning bid, and payment and lifting take place directly between seller and buyer under the
          event's terms.
        </Text>
      </Stack>

      <Box component="section" mt={56} aria-labelledby="values-heading">
        <Title order={2} id="values-heading">
          What we stand for
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="lg">
          {values.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder radius="md" padding="lg">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={22} aria-hidden />
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

      <Box component="section" mt={56} aria-labelledby="more-heading">
        <Title order={2} id="more-heading">
          Learn more
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md" spacing="lg">
          {links.map(({ to, icon: Icon, title, text }) => (
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
                {title}
                <IconArrowRight size={14} aria-hidden />
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Box>
    </Container>
  );
}
