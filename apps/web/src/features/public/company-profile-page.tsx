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

const services = [
  {
    icon: IconGavel,
    title: 'E-auction hosting',
    text: 'Forward, reverse and timed auctions, run lot by lot in a live room with rank display, auto bid and automatic extension.',
  },
  {
    icon: IconClipboardCheck,
    title: 'Catalogue and lot preparation',
    text: 'We help sellers split material into sensible lots, write clear specifications and fix start values and increments.',
  },
  {
    icon: IconUserCheck,
    title: 'Buyer onboarding and KYC',
    text: 'Registration, PAN and GST checks, document verification and membership management for every participant.',
  },
  {
    icon: IconEye,
    title: 'Inspection coordination',
    text: 'Inspection windows, site access and safety briefings arranged with the seller before each event.',
  },
  {
    icon: IconReportAnalytics,
    title: 'Reports and audit trail',
    text: 'Bid logs, rank-wise and participation reports and term-acceptance records for internal audit and vigilance.',
  },
  {
    icon: IconTruck,
    title: 'Post-auction support',
    text: 'Communication of results, follow-up on payment and coordination of delivery orders and lifting.',
  },
];

// SPEC §1: product list of the company profile.
const productGroups = [
  {
    icon: IconBuildingFactory2,
    title: 'Ferrous scrap',
    items: [
      'HMS 1&2 (80:20) melting scrap',
      'Shredded scrap and bundles',
      'CRCA and HR sheet cuttings',
      'Turnings and borings',
      'Cast iron and rail scrap',
      'Mill scale and skull scrap',
    ],
  },
  {
    icon: IconRecycle,
    title: 'Non-ferrous metals',
    items: [
      'Copper: millberry, birch/cliff, cathode cuttings',
      'Aluminium: extrusion, die-cast, UBC, wire',
      'Brass: honey and yellow brass',
      'Zinc dross and ash',
      'Lead and battery plates',
      'Stainless steel 304 and 316',
    ],
  },
  {
    icon: IconFlame,
    title: 'Fresh and secondary steel',
    items: [
      'HR and CR coils, prime and secondary',
      'Plates and structurals',
      'Billets, blooms and ingots',
      'TMT bars and wire rods',
      'Pig iron and sponge iron',
    ],
  },
  {
    icon: IconSettings,
    title: 'Used machinery and equipment',
    items: [
      'CNC and conventional machine tools',
      'Cranes, hoists and material handling',
      'DG sets, compressors and pumps',
      'Complete plant and line dismantling',
    ],
  },
  {
    icon: IconBolt,
    title: 'Electrical assets',
    items: [
      'Power and distribution transformers',
      'LT and HT cables',
      'Motors, switchgear and panels',
      'Energy meters and conductors',
    ],
  },
  {
    icon: IconCpu,
    title: 'E-waste and by-products',
    items: [
      'IT and office e-waste',
      'Coal fines and washery middlings',
      'Slag and fly ash',
      'Used oil, drums and packaging',
    ],
  },
];

const sellerBenefits = [
  'Best price through open competition among verified buyers',
  'Wider reach across states, beyond the usual local traders',
  'Transparent, auditable process for PSU and corporate vigilance',
  'Seller alone authorises the winning bid',
  'Faster disposal and freed-up yard space',
];

const buyerBenefits = [
  'Access to material from steel plants, PSUs and factories across India',
  'Bid from your office, with auto bid working up to your limit',
  'Clear lot specifications, inspection windows and terms up front',
  'Fair closing: last-minute bids extend the lot by three minutes',
  'Same rules for every participant, with your rank shown live',
];

/** Company profile, vision, services, products and benefits (/companyProfile, SPEC §1). */
export function CompanyProfilePage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Title order={1}>Company Profile</Title>
        <Text size="lg" c="dimmed" maw={800}>
          Neelami is an online e-auction service provider for India's scrap, metal and industrial-asset trade.
        </Text>
      </Stack>

      <Box component="section" mt="xl" aria-labelledby="profile-heading">
        <Title order={2} id="profile-heading">
          Who we are
        </Title>
        <Stack gap="sm" mt="sm" maw={860}>
          <Text>
            Every steel plant, power station and factory generates scrap, surplus stock and retired equipment.
            For decades most of it was sold through closed tenders or to a handful of local contractors, and
            sellers rarely knew whether they had got the right price. Neelami brings that trade online.
          </Text>
          <Text>
            On our platform a seller lists its material as lots, sets the start value, step and schedule, and
            invites registered buyers to bid in a live, time-bound auction. Buyers across the country see the
            same information, compete under the same rules and know their rank at every moment. When the
            auction closes the seller receives a complete record of every bid.
          </Text>
          <Text>
            We act only as a neutral facilitator. We do not buy or sell material, and we have no stake in who
            wins a lot. Our job is to run a fair, secure and well-documented auction for both sides.
          </Text>
        </Stack>
      </Box>

      <SimpleGrid cols={{ base: 1, md: 2 }} mt="xl" spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={40} radius="md">
              <IconEye size={22} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              Our vision
            </Title>
          </Group>
          <Text mt="sm">
            To be India's most trusted marketplace for industrial surplus, where every tonne of scrap and
            every retired asset finds its best use and its fair price, and goes back into the circular
            economy.
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="orange" size={40} radius="md">
              <IconTarget size={22} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              Our mission
            </Title>
          </Group>
          <Text mt="sm">
            To give sellers of every size, from a single foundry to a public sector undertaking, the same
            transparent, auditable auction process, and to give verified buyers equal access to the material
            they need.
          </Text>
        </Paper>
      </SimpleGrid>

      <Box component="section" mt={56} aria-labelledby="services-heading">
        <Title order={2} id="services-heading">
          Services
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="md" spacing="lg">
          {services.map(({ icon: Icon, title, text }) => (
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

      <Box component="section" mt={56} aria-labelledby="products-heading">
        <Title order={2} id="products-heading">
          Products we auction
        </Title>
        <Text c="dimmed" mt="xs" maw={800}>
          Scrap and fresh products alike: if it can be weighed, counted or listed, it can be auctioned.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="md" spacing="lg">
          {productGroups.map(({ icon: Icon, title, items }) => (
            <Card key={title} withBorder radius="md" padding="lg">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="orange" size={36} radius="md">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {title}
                </Title>
              </Group>
              <List size="sm" spacing={4} mt="md">
                {items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Box>

      <Box component="section" mt={56} aria-labelledby="benefits-heading">
        <Title order={2} id="benefits-heading">
          Benefits
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} mt="md" spacing="lg">
          <BenefitList title="For sellers" icon={IconChartBar} items={sellerBenefits} />
          <BenefitList title="For buyers" icon={IconHeartHandshake} items={buyerBenefits} />
        </SimpleGrid>
      </Box>
    </Container>
  );
}

function BenefitList({
  title,
  icon: Icon,
  items,
}: {
  title: string;
  icon: typeof IconChartBar;
  items: string[];
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
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
