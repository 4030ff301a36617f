import {
  Anchor,
  Box,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuilding, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { type Office, offices, telHref, workingHours } from './company-info';
import { ContactForm } from './contact-form';

/** Contact Us (/contactus, SPEC §2): two office cards and the enquiry form. */
export function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" maw={760}>
        <Title order={1}>{t('contact.contactUs')}</Title>
        <Text c="dimmed">{t('contact.usIntro')}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg" spacing="lg">
        {offices.map((office) => (
          <OfficeCard key={office.label} office={office} />
        ))}
      </SimpleGrid>

      <Box component="section" mt={56} aria-labelledby="enquiry-heading">
        <Title order={2} id="enquiry-heading">
          {t('contact.sendEnquiry')}
        </Title>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="md">
          <ContactForm />
        </Paper>
      </Box>
    </Container>
  );
}

function OfficeCard({ office }: { office: Office }) {
  const { t } = useTranslation();
  const headingId = `office-${office.label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group gap="sm">
        <ThemeIcon variant="light" size={40} radius="md">
          <IconBuilding size={22} aria-hidden />
        </ThemeIcon>
        <div>
          <Title order={2} size="h3" id={headingId}>
            {office.label}
          </Title>
          <Text size="sm" c="dimmed">
            {office.city}
          </Text>
        </div>
      </Group>
      <Stack gap="sm" mt="md">
        <Row icon={<IconMapPin size={18} aria-hidden />} label={t('contact.address')}>
          <Text component="address" size="sm" style={{ fontStyle: 'normal' }}>
            {office.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </Text>
        </Row>
        <Row icon={<IconPhone size={18} aria-hidden />} label={t('contact.mobile')}>
          <Anchor href={telHref(office.mobile)} size="sm">
            {office.mobile}
          </Anchor>
        </Row>
        <Row icon={<IconMail size={18} aria-hidden />} label={t('contact.email')}>
          <Anchor href={`mailto:${office.email}`} size="sm">
            {office.email}
          </Anchor>
        </Row>
        <Row icon={<IconClock size={18} aria-hidden />} label={t('contact.hours')}>
          <Text size="sm">{workingHours.weekdays}</Text>
          <Text size="sm">{workingHours.weekend}</Text>
        </Row>
      </Stack>
    </Card>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="transparent" color="orange" size={24}>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}
