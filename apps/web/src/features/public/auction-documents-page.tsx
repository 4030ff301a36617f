import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatIst } from '@neelami/shared/ist';
import { formatRupees } from '@neelami/shared/money';
import { IconEye, IconInfoCircle, IconLogin } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';

/** One row of the auction documents table (placeholder data, SPEC §2 /auctionDocuments). */
interface AuctionDocument {
  id: string;
  company: string;
  location: string;
  /** UTC ISO timestamp of the auction start. */
  auctionDate: string;
  auctionType: 'Forward Auction' | 'Reverse Auction';
  material: string;
  quantity: string;
  /** Earnest money deposit in whole rupees. */
  emd: number;
  inspection: string;
  documents: string[];
}

// SPEC §2: the table uses placeholder data. Companies are invented.
const auctionDocuments: AuctionDocument[] = [
  {
    id: 'ad-01',
    company: 'Aravalli Ispat & Power Ltd.',
    location: 'Bawal, Rewari, Haryana',
    auctionDate: '2026-12-03T05:30:00.000Z',
    auctionType: 'Forward Auction',
    material: 'HMS 1&2 (80:20) melting scrap and end cuttings',
    quantity: 'Approx. 1,200 MT',
    emd: 500_000,
    inspection: '24 Nov to 2 Dec 2026, 10:00 AM to 4:00 PM',
    documents: [
      'Auction catalogue',
      'Lot-wise specification',
      'Event terms and conditions',
      'Lifting schedule',
    ],
  },
  {
    id: 'ad-02',
    company: 'Kalinga Thermal Power Nigam Ltd.',
    location: 'Angul, Odisha',
    auctionDate: '2026-12-10T06:30:00.000Z',
    auctionType: 'Forward Auction',
    material: 'Used power transformers (10 to 40 MVA), LT/HT aluminium cables and boiler tube scrap',
    quantity: '14 transformers; approx. 85 MT cables; approx. 300 MT tubes',
    emd: 1_000_000,
    inspection: '1 Dec to 9 Dec 2026, by prior appointment',
    documents: [
      'Auction catalogue',
      'Transformer nameplate data',
      'Event terms and conditions',
      'Safety rules',
    ],
  },
  {
    id: 'ad-03',
    company: 'Narmada Alloys & Forgings Pvt. Ltd.',
    location: 'Pithampur, Dhar, Madhya Pradesh',
    auctionDate: '2026-11-12T05:30:00.000Z',
    auctionType: 'Forward Auction',
    material: 'Alloy steel turnings and borings, forging scale and crop ends',
    quantity: 'Approx. 450 MT',
    emd: 200_000,
    inspection: '5 Nov to 11 Nov 2026',
    documents: ['Auction catalogue', 'Chemical composition sheet', 'Event terms and conditions'],
  },
  {
    id: 'ad-04',
    company: 'Konkan Copper Rod Mills Ltd.',
    location: 'Silvassa, Dadra and Nagar Haveli and Daman and Diu',
    auctionDate: '2026-12-17T08:30:00.000Z',
    auctionType: 'Forward Auction',
    material: 'Copper wire scrap (millberry and birch/cliff) and brass honey scrap',
    quantity: 'Approx. 60 MT copper; approx. 18 MT brass',
    emd: 1_500_000,
    inspection: '10 Dec to 16 Dec 2026',
    documents: ['Auction catalogue', 'Lot photographs', 'Event terms and conditions', 'Weighment procedure'],
  },
  {
    id: 'ad-05',
    company: 'Tapti Valley Rolling Mills Pvt. Ltd.',
    location: 'Hazira, Surat, Gujarat',
    auctionDate: '2026-10-28T05:30:00.000Z',
    auctionType: 'Forward Auction',
    material: 'Secondary HR coils, CRCA sheet cuttings and defective plates',
    quantity: 'Approx. 900 MT',
    emd: 750_000,
    inspection: '20 Oct to 27 Oct 2026',
    documents: ['Auction catalogue', 'Coil-wise list with thickness and width', 'Event terms and conditions'],
  },
  {
    id: 'ad-06',
    company: 'Chhota Nagpur Coal Washeries Ltd.',
    location: 'Dhanbad, Jharkhand',
    auctionDate: '2027-01-07T05:30:00.000Z',
    auctionType: 'Forward Auction',
    material: 'Coal fines and washery middlings',
    quantity: 'Approx. 25,000 MT',
    emd: 2_500_000,
    inspection: '28 Dec 2026 to 6 Jan 2027',
    documents: [
      'Auction catalogue',
      'Proximate analysis report',
      'Event terms and conditions',
      'Dispatch rules',
    ],
  },
  {
    id: 'ad-07',
    company: 'Shakti Auto Components Ltd.',
    location: 'IMT Manesar, Gurugram, Haryana',
    auctionDate: '2026-11-19T09:30:00.000Z',
    auctionType: 'Forward Auction',
    material: 'Aluminium die-cast scrap, used CNC machines and e-waste',
    quantity: 'Approx. 40 MT aluminium; 6 machines; 3 MT e-waste',
    emd: 300_000,
    inspection: '12 Nov to 18 Nov 2026',
    documents: [
      'Auction catalogue',
      'Machine list with make and year',
      'Event terms and conditions',
      'E-waste authorisation requirements',
    ],
  },
  {
    id: 'ad-08',
    company: 'Kutch Sponge Iron Pvt. Ltd.',
    location: 'Gandhidham, Kutch, Gujarat',
    auctionDate: '2026-12-22T06:30:00.000Z',
    auctionType: 'Reverse Auction',
    material: 'Procurement of HMS 1&2 (80:20) and shredded scrap, delivered at plant',
    quantity: '3,000 MT',
    emd: 400_000,
    inspection: 'Not applicable (supplier samples by 15 Dec 2026)',
    documents: ['Request for quotation', 'Quality and rejection norms', 'Event terms and conditions'],
  },
];

/** Auction documents (/auctionDocuments): company and auction date, with a detail pop-up (SPEC §2). */
export function AuctionDocumentsPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<AuctionDocument | null>(null);
  const now = Date.now();
  const rows = [...auctionDocuments].sort((a, b) => a.auctionDate.localeCompare(b.auctionDate));

  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Title order={1}>{t('auctionDocs.title')}</Title>
        <Text c="dimmed" maw={780}>
          {t('auctionDocs.intro')}
        </Text>
      </Stack>

      <Table.ScrollContainer minWidth={560} mt="lg">
        <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
          <Table.Caption>{t('auctionDocs.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('auctionDocs.company')}</Table.Th>
              <Table.Th scope="col">{t('auctionDocs.date')}</Table.Th>
              <Table.Th scope="col">{t('auctionDocs.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const upcoming = new Date(row.auctionDate).getTime() > now;
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text fw={600} size="sm" id={`${row.id}-company`}>
                      {row.company}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.location}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">{formatIst(row.auctionDate)}</Text>
                      <Badge size="sm" variant="light" color={upcoming ? 'green' : 'gray'}>
                        {upcoming ? t('auctionDocs.upcoming') : t('auctionDocs.closed')}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconEye size={14} aria-hidden />}
                      aria-describedby={`${row.id}-company`}
                      onClick={() => setSelected(row)}
                    >
                      {t('auctionDocs.view')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Modal
        opened={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.company ?? t('auctionDocs.details')}
        size="lg"
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        {selected && <AuctionDetail doc={selected} />}
      </Modal>
    </Container>
  );
}

function AuctionDetail({ doc }: { doc: AuctionDocument }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('auctionDocs.location'), doc.location],
    [t('auctionDocs.auctionDate'), formatIst(doc.auctionDate)],
    [
      t('auctionDocs.auctionType'),
      doc.auctionType === 'Forward Auction' ? t('auctionDocs.forward') : t('auctionDocs.reverse'),
    ],
    [t('auctionDocs.material'), doc.material],
    [t('auctionDocs.quantity'), doc.quantity],
    [t('auctionDocs.emd'), formatRupees(doc.emd)],
    [t('auctionDocs.inspection'), doc.inspection],
    [
      t('auctionDocs.documents'),
      <List key="docs" size="sm" spacing={2}>
        {doc.documents.map((d) => (
          <List.Item key={d}>{d}</List.Item>
        ))}
      </List>,
    ],
  ];
  return (
    <Stack>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={170}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('auctionDocs.note')}
      </Alert>
      <Group justify="flex-end">
        <Button component={Link} to="/login" leftSection={<IconLogin size={16} aria-hidden />}>
          {t('auctionDocs.login')}
        </Button>
      </Group>
    </Stack>
  );
}
