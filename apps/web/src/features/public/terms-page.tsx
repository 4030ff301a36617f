import {
  Alert,
  Anchor,
  Box,
  Container,
  Divider,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { company } from './company-info';
import { termsLastUpdated, termsSections } from './terms-content';

/** Terms and conditions (/term), linked from the footer (SPEC §2). */
export function TermsPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Title order={1}>Terms and Conditions</Title>
        <Text c="dimmed">Last updated: {termsLastUpdated}</Text>
        <Text maw={820}>
          These Terms govern registration on {company.brand} and participation in every e-auction conducted on
          it. By registering, entering an auction room or placing a bid you agree to be bound by them,
          together with the Event Terms published for each event. Please read them carefully before you bid.
        </Text>
      </Stack>

      <Alert
        mt="lg"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title="Key bidding rules at a glance"
      >
        <List size="sm" spacing={4}>
          <List.Item>
            A new leading bid in the last 3 minutes extends the closing time by 3 minutes.
          </List.Item>
          <List.Item>Bids cannot be withdrawn once placed.</List.Item>
          <List.Item>
            An auto bid cannot be set below two increments (or decrements) from the prevailing highest (or
            lowest) bid.
          </List.Item>
          <List.Item>A transaction password is needed to enter the auction room.</List.Item>
          <List.Item>Multiple logins from the same IP address during an auction are not permitted.</List.Item>
        </List>
      </Alert>

      <Paper component="nav" aria-label="Sections of the terms" withBorder radius="md" p="lg" mt="lg">
        <Text fw={700} mb="sm">
          Contents
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={4} verticalSpacing={4}>
          {termsSections.map((section, i) => (
            <Anchor key={section.id} href={`#${section.id}`} size="sm">
              {i + 1}. {section.title}
            </Anchor>
          ))}
        </SimpleGrid>
      </Paper>

      <Stack gap="xl" mt="xl" maw={880}>
        {termsSections.map((section, i) => {
          const n = i + 1;
          return (
            <Box
              key={section.id}
              component="section"
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              style={{ scrollMarginTop: 80 }}
            >
              <Title order={2} size="h3" id={`${section.id}-heading`}>
                {n}. {section.title}
              </Title>
              <Stack gap="sm" mt="sm">
                {section.clauses.map((clause, j) => (
                  <div key={clause.text}>
                    <Text>
                      <Text span fw={700} mr={6}>
                        {n}.{j + 1}
                      </Text>
                      {clause.text}
                    </Text>
                    {clause.items && (
                      <List type="ordered" listStyleType="lower-alpha" spacing={4} mt={6} ml="xl" withPadding>
                        {clause.items.map((item) => (
                          <List.Item key={item}>{item}</List.Item>
                        ))}
                      </List>
                    )}
                  </div>
                ))}
              </Stack>
            </Box>
          );
        })}
      </Stack>

      <Divider my="xl" />
      <Text size="sm" c="dimmed">
        Questions about these Terms? Write to{' '}
        <Anchor href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Anchor> or use the{' '}
        <Anchor component={Link} to="/contactus">
          Contact Us
        </Anchor>{' '}
        page. The step-by-step{' '}
        <Anchor component={Link} to="/bidProcess">
          bidding process
        </Anchor>{' '}
        explains how these rules work in the auction room.
      </Text>
    </Container>
  );
}
