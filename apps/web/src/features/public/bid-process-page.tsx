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
import { useTranslation } from '../../i18n/i18n';

type StepKey = 's1' | 's2' | 's3' | 's4' | 's5' | 's6' | 's7' | 's8' | 's9' | 's10';

// SPEC §1 and §4: the order a buyer goes through, from registration to lifting.
const steps: { key: StepKey; icon: typeof IconUserPlus }[] = [
  { key: 's1', icon: IconUserPlus },
  { key: 's2', icon: IconUserCheck },
  { key: 's3', icon: IconSearch },
  { key: 's4', icon: IconBuildingBank },
  { key: 's5', icon: IconFileCertificate },
  { key: 's6', icon: IconGavel },
  { key: 's7', icon: IconRobot },
  { key: 's8', icon: IconClockPlus },
  { key: 's9', icon: IconTrophy },
  { key: 's10', icon: IconForklift },
];

/** A step's text with its **bold** names of buttons and _italic_ messages of the room. */
function rich(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|_[^_]+_)/).map((part) => {
    if (part.startsWith('**')) return <strong key={part}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('_') && part.endsWith('_') && part.length > 1)
      return <em key={part}>{part.slice(1, -1)}</em>;
    return part;
  });
}

function StepBody({ step }: { step: StepKey }) {
  const { t } = useTranslation();
  if (step !== 's1') return <Text size="sm">{rich(t(`bidProcess.${step}Body`))}</Text>;
  return (
    <>
      <Text size="sm">{t('bidProcess.s1Body')}</Text>
      <List size="sm" mt={6} spacing={2} withPadding>
        <List.Item>{t('bidProcess.s1Item1')}</List.Item>
        <List.Item>{t('bidProcess.s1Item2')}</List.Item>
        <List.Item>{t('bidProcess.s1Item3')}</List.Item>
      </List>
    </>
  );
}

// A worked forward-auction example for the auto bid rule (SPEC §1, §5 Bidding, §9).
const example = { leading: 32_500, step: 100 };

/** The bidding process, step by step (/bidProcess, SPEC §2). */
export function BidProcessPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Title order={1}>{t('bidProcess.title')}</Title>
        <Text size="lg" c="dimmed" maw={780}>
          {t('bidProcess.intro')}
        </Text>
      </Stack>

      <Timeline active={steps.length - 1} bulletSize={36} lineWidth={2} mt="xl">
        {steps.map(({ key, icon: Icon }, i) => (
          <Timeline.Item
            key={key}
            bullet={<Icon size={18} aria-hidden />}
            title={
              <Title order={2} size="h4">
                {t('bidProcess.step', { n: i + 1, title: t(`bidProcess.${key}Title`) })}
              </Title>
            }
          >
            <Box mt={6} maw={780}>
              <StepBody step={key} />
            </Box>
          </Timeline.Item>
        ))}
      </Timeline>

      <Title order={2} mt={56}>
        {t('bidProcess.exampleTitle')}
      </Title>
      <Text c="dimmed" mt="xs" maw={780}>
        {t('bidProcess.exampleIntro', { step: formatRupees(example.step) })}
      </Text>
      <Table.ScrollContainer minWidth={520} mt="md">
        <Table withTableBorder withColumnBorders striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('bidProcess.situation')}</Table.Th>
              <Table.Th scope="col">{t('bidProcess.amountPerMt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('bidProcess.rowLeading')}</Table.Td>
              <Table.Td>{formatRupees(example.leading)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('bidProcess.rowCeiling')}</Table.Td>
              <Table.Td>{formatRupees(example.leading + 2 * example.step)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('bidProcess.rowAuto')}</Table.Td>
              <Table.Td>{formatRupees(example.leading + example.step)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>
                {t('bidProcess.rowManual', { amount: formatRupees(example.leading + 2 * example.step) })}
              </Table.Td>
              <Table.Td>{t('bidProcess.rowManualResult')}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <SimpleGrid cols={{ base: 1, md: 3 }} mt={56} spacing="lg">
        <TipCard icon={IconId} title={t('bidProcess.beforeTitle')}>
          {t('bidProcess.beforeText')}
        </TipCard>
        <TipCard icon={IconHourglass} title={t('bidProcess.duringTitle')}>
          {t('bidProcess.duringText')}
        </TipCard>
        <TipCard icon={IconListCheck} title={t('bidProcess.afterTitle')}>
          {t('bidProcess.afterText')}
        </TipCard>
      </SimpleGrid>

      <Alert
        mt="xl"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title={t('bidProcess.guestsTitle')}
      >
        {t('bidProcess.guestsText')}
      </Alert>

      <Group mt="xl">
        <Button
          component={Link}
          to="/register"
          color="orange.6"
          autoContrast
          leftSection={<IconChecklist size={18} aria-hidden />}
        >
          {t('bidProcess.register')}
        </Button>
        <Text size="sm">
          {t('bidProcess.readBefore')}
          <Anchor component={Link} to="/term">
            {t('bidProcess.readLink')}
          </Anchor>
          {t('bidProcess.readAfter')}
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
