import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The site footer with the information links (SPEC §2: terms are linked from the footer). */
export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <Container size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <Text fw={700}>Neelami</Text>
          <Text size="sm" c="dimmed">
            A neutral online e-auction platform for ferrous and non-ferrous scrap, metals, machinery and
            industrial assets across India.
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>Platform</Text>
          <Anchor component={Link} to="/bidProcess" size="sm">
            Bidding Process
          </Anchor>
          <Anchor component={Link} to="/auctionDocuments" size="sm">
            Auction Documents
          </Anchor>
          <Anchor component={Link} to="/term" size="sm">
            Terms and Conditions
          </Anchor>
        </Stack>
        <Stack gap={4}>
          <Text fw={700}>Company</Text>
          <Anchor component={Link} to="/about" size="sm">
            About Us
          </Anchor>
          <Anchor component={Link} to="/companyProfile" size="sm">
            Company Profile
          </Anchor>
          <Anchor component={Link} to="/contactus" size="sm">
            Contact Us
          </Anchor>
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" mt="lg">
        <Text size="xs" c="dimmed">
          © {year} Neelami. All prices in ₹ (INR); all times in IST.
        </Text>
        <Text size="xs" c="dimmed">
          Subject to the jurisdiction of courts at Rewari, Haryana.
        </Text>
      </Group>
    </Container>
  );
}
