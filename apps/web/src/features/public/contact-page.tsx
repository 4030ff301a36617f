import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ContactForm } from './contact-form';

/** Enquiry page (/contact, SPEC §2). */
export function ContactPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" maw={760}>
        <Title order={1}>Contact</Title>
        <Text c="dimmed">
          Want to sell scrap or surplus assets, take part in an auction, or ask about membership? Send us your
          enquiry and our auction desk will get back to you. For office addresses and phone numbers, see{' '}
          <Anchor component={Link} to="/contactus">
            Contact Us
          </Anchor>
          .
        </Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg" maw={760}>
        <ContactForm />
      </Paper>
    </Container>
  );
}
