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
import { useTranslation } from '../../i18n/i18n';
import { company } from './company-info';
import { termsLastUpdated, termsLastUpdatedHi, termsSections, termsSectionsHi } from './terms-content';

/** Terms and conditions (/term), linked from the footer (SPEC §2). */
export function TermsPage() {
  const { t, language } = useTranslation();
  const sections = language === 'hi' ? termsSectionsHi : termsSections;
  const updated = language === 'hi' ? termsLastUpdatedHi : termsLastUpdated;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Title order={1}>{t('termsPage.title')}</Title>
        <Text c="dimmed">{t('termsPage.lastUpdated', { date: updated })}</Text>
        <Text maw={820}>{t('termsPage.intro', { brand: company.brand })}</Text>
      </Stack>

      <Alert mt="lg" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('termsPage.glance')}>
        <List size="sm" spacing={4}>
          <List.Item>{t('termsPage.rule1')}</List.Item>
          <List.Item>{t('termsPage.rule2')}</List.Item>
          <List.Item>{t('termsPage.rule3')}</List.Item>
          <List.Item>{t('termsPage.rule4')}</List.Item>
          <List.Item>{t('termsPage.rule5')}</List.Item>
        </List>
      </Alert>

      <Paper component="nav" aria-label={t('termsPage.sections')} withBorder radius="md" p="lg" mt="lg">
        <Text fw={700} mb="sm">
          {t('termsPage.contents')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={4} verticalSpacing={4}>
          {sections.map((section, i) => (
            <Anchor key={section.id} href={`#${section.id}`} size="sm">
              {i + 1}. {section.title}
            </Anchor>
          ))}
        </SimpleGrid>
      </Paper>

      <Stack gap="xl" mt="xl" maw={880}>
        {sections.map((section, i) => {
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
        {t('termsPage.questions')}
        <Anchor href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Anchor>
        {t('termsPage.orUse')}
        <Anchor component={Link} to="/contactus">
          {t('termsPage.contactUs')}
        </Anchor>
        {t('termsPage.page')}
        <Anchor component={Link} to="/bidProcess">
          {t('termsPage.bidProcess')}
        </Anchor>
        {t('termsPage.explains')}
      </Text>
    </Container>
  );
}
