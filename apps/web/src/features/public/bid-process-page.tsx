import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import { formatRupees } from '@neelami/shared/money';
import {
  IconBuildingBank,
  IconChecklist,
  IconClockPlus,
  IconFileCertificate,
  IconForklift,
  IconGavel,
  IconHourglass,
  IconId,
  IconInfoCircle,
  IconListCheck,
  IconRobot,
  IconSearch,
  IconTrophy,
  IconUserCheck,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Step {
  title: string;
  icon: typeof IconUserPlus;
  body: ReactNode;
}

// SPEC §1 and §4: the order a buyer goes through, from registration to lifting.
const steps: Step[] = [
  {
    title: 'Register and complete KYC',
    icon: IconUserPlus,
    body: (
      <>
        <Text size="sm">
          Fill in the registration form as an individual or an organisation and choose your role (buyer,
          seller or guest) and the products you deal in. Keep these ready:
        </Text>
        <List size="sm" mt={6} spacing={2} withPadding>
          <List.Item>
            PAN (10 characters) and GSTIN (15 characters); your state is picked up from the GSTIN
          </List.Item>
          <List.Item>Registered address with 6-digit PIN, contact person, mobile number and e-mail</List.Item>
          <List.Item>
            Documents as PDF, JPEG, PNG, GIF or WebP: PAN card, GST certificate, incorporation documents and a
            cancelled cheque in the bidder's own name
          </List.Item>
        </List>
      </>
    ),
  },
  {
    title: 'Verification by the Neelami team',
    icon: IconUserCheck,
    body: (
      <Text size="sm">
        Our team checks your PAN, GST and documents. Once your account is marked verified and your membership
        fee is paid, you can log in and see the events open to you. We may call you if anything needs
        clarification.
      </Text>
    ),
  },
  {
    title: 'Choose an event, study the catalogue and inspect',
    icon: IconSearch,
    body: (
      <Text size="sm">
        Paid members can download the auction catalogue with lot descriptions, quantities, start values,
        increments and inspection dates. Inspect the material at the seller's premises during the inspection
        window; everything is sold as is, where is.
      </Text>
    ),
  },
  {
    title: 'Deposit EMD and get assigned to lots',
    icon: IconBuildingBank,
    body: (
      <Text size="sm">
        Deposit the earnest money required by the event (directly or through Smart Pay). The admin then
        assigns you to the lots (sub-events) you are cleared for. You can bid only on lots you are assigned
        to.
      </Text>
    ),
  },
  {
    title: 'Accept the event terms',
    icon: IconFileCertificate,
    body: (
      <Text size="sm">
        When the event goes live, open <strong>Live Auctions</strong> and click <strong>Auctions</strong> on
        the event. Read the terms shown in the pop-up, tick the checkbox and click <strong>Accept</strong>.
        Your acceptance is recorded and the live room opens. A transaction password is needed to enter the
        auction room.
      </Text>
    ),
  },
  {
    title: 'Bid in the live room',
    icon: IconGavel,
    body: (
      <Text size="sm">
        Each lot shows its start value, step, the leading bid, your rank and a countdown in hours, minutes and
        seconds. The amount box is pre-filled with the leading bid plus one step (minus one step in a reverse
        auction); change it if you wish, using digits only, and place the bid. You will see{' '}
        <em>Bid Placed!</em> when the server accepts it. Bids cannot be withdrawn.
      </Text>
    ),
  },
  {
    title: 'Or let auto bid work for you',
    icon: IconRobot,
    body: (
      <Text size="sm">
        Enter your ceiling (a floor in a reverse auction). Whenever someone outbids you, the system bids the
        leading amount plus one increment on your behalf, never beyond your limit. The ceiling must be at
        least two increments away from the prevailing bid, and a manual bid equal to an auto bid prevails.
      </Text>
    ),
  },
  {
    title: 'Countdown and automatic extension',
    icon: IconClockPlus,
    body: (
      <Text size="sm">
        A new leading bid in the last three minutes extends the closing time by three minutes, as often as
        needed. When the countdown reaches zero the lot shows{' '}
        <em>Auction Over. Thank you for participation.</em>
      </Text>
    ),
  },
  {
    title: 'Results and seller authorisation',
    icon: IconTrophy,
    body: (
      <Text size="sm">
        The highest bidder (lowest in a reverse auction) is ranked first, but only the seller decides whether
        to authorise the sale. The seller may accept, reject or cancel any bid and informs the successful
        bidder by e-mail or SMS.
      </Text>
    ),
  },
  {
    title: 'Payment and lifting',
    icon: IconForklift,
    body: (
      <Text size="sm">
        Pay the sale value with GST and TCS to the seller within the time in the sale confirmation. The seller
        then issues a delivery order; lift the material with your own vehicles and labour within the lifting
        period, after weighment at the seller's weighbridge.
      </Text>
    ),
  },
];

// A worked forward-auction example for the auto bid rule (SPEC §1, §5 Bidding, §9).
const example = { leading: 32_500, step: 100 };

/** The bidding process, step by step (/bidProcess, SPEC §2). */
export function BidProcessPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Title order={1}>Bidding Process</Title>
        <Text size="lg" c="dimmed" maw={780}>
          From registration to lifting the material: how an e-auction on Neelami works for a buyer, step by
          step.
        </Text>
      </Stack>

      <Timeline active={steps.length - 1} bulletSize={36} lineWidth={2} mt="xl">
        {steps.map(({ title, icon: Icon, body }, i) => (
          <Timeline.Item
            key={title}
            bullet={<Icon size={18} aria-hidden />}
            title={
              <Title order={2} size="h4">
                Step {i + 1}: {title}
              </Title>
            }
          >
            <Box mt={6} maw={780}>
              {body}
            </Box>
          </Timeline.Item>
        ))}
      </Timeline>

      <Title order={2} mt={56}>
        Auto bid: a worked example
      </Title>
      <Text c="dimmed" mt="xs" maw={780}>
        A forward auction for HMS 1&amp;2 melting scrap, priced per metric tonne, with an increment of{' '}
        {formatRupees(example.step)}.
      </Text>
      <Table.ScrollContainer minWidth={520} mt="md">
        <Table withTableBorder withColumnBorders striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Situation</Table.Th>
              <Table.Th scope="col">Amount per MT</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Prevailing highest bid (by another bidder)</Table.Td>
              <Table.Td>{formatRupees(example.leading)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>Lowest auto bid ceiling you may set (two increments above)</Table.Td>
              <Table.Td>{formatRupees(example.leading + 2 * example.step)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>Bid the system places for you at once (one increment above)</Table.Td>
              <Table.Td>{formatRupees(example.leading + example.step)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>
                Another bidder bids {formatRupees(example.leading + 2 * example.step)} manually
              </Table.Td>
              <Table.Td>Equal to your ceiling: the manual bid prevails and your auto bid stops</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <SimpleGrid cols={{ base: 1, md: 3 }} mt={56} spacing="lg">
        <TipCard icon={IconId} title="Before the event">
          Check that your membership is active, your documents are verified and your EMD is in place. Test
          your login and transaction password a day ahead.
        </TipCard>
        <TipCard icon={IconHourglass} title="During the event">
          Use one device and one login; multiple logins from the same IP address are not allowed. Watch the
          flash messages from the auction desk at the top of the room.
        </TipCard>
        <TipCard icon={IconListCheck} title="After the event">
          Wait for the seller's authorisation by e-mail or SMS, then pay and lift within the stated period to
          avoid forfeiture of your EMD.
        </TipCard>
      </SimpleGrid>

      <Alert mt="xl" variant="light" icon={<IconInfoCircle aria-hidden />} title="Guests and clients">
        Guest and client accounts can watch the live room, with the top three bids as Rank 1, 2 and 3 and the
        time left, but cannot bid.
      </Alert>

      <Group mt="xl">
        <Button
          component={Link}
          to="/register"
          color="orange.6"
          autoContrast
          leftSection={<IconChecklist size={18} aria-hidden />}
        >
          Register now
        </Button>
        <Text size="sm">
          Read the full{' '}
          <Anchor component={Link} to="/term">
            terms and conditions
          </Anchor>
          .
        </Text>
      </Group>
    </Container>
  );
}

function TipCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof IconId;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="orange" size={36} radius="md">
          <Icon size={20} aria-hidden />
        </ThemeIcon>
        <Title order={3} size="h5">
          {title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {children}
      </Text>
    </Card>
  );
}
