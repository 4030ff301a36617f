import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { ContactForm } from './contact-form';

/** Enquiry page (/contact, SPEC §2). */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" maw={760}>
        <Title order={1}>{t('contact.title')}</Title>
        <Text c="dimmed">
          {t('contact.introBefore')}{' '}
          <Anchor component={Link} to="/contactus">
            {t('contact.contactUs')}
          </Anchor>
          {t('contact.introAfter')}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg" maw={760}>
        <ContactForm />
      </Paper>
    </Container>
  );
}
