import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  LoadingOverlay,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReportNote, reportMessages } from '@neelami/shared/reports';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { navLabel } from '../../app/layout/nav-label';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { type ReportRequest, useReportData } from './api/get-report-data';
import { useReportEvents } from './api/get-report-events';
import { downloadReport } from './download-report';
import { reportOf, type ScreenReportKind } from './report-kinds';
import { ReportTable } from './report-table';

/** Props of ReportPage. */
export interface ReportPageProps {
  kind: ScreenReportKind;
  description: string;
  /** The title shown (the report's title in the language shown unless given). */
  title?: string;
  /** The report covers the whole event: no sub-event selector. */
  eventOnly?: boolean;
}

const toneOf: Record<ReportNote['tone'], { color: string; icon: typeof IconInfoCircle }> = {
  ok: { color: 'green', icon: IconCircleCheck },
  bad: { color: 'red', icon: IconAlertTriangle },
  info: { color: 'blue', icon: IconInfoCircle },
};

const messageOf = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.code !== 'UNAUTHORIZED' && err.message ? err.message : fallback;

/**
 * One report screen (SPEC §2 "Report screens"): event and sub-event selectors,
 * Submit, the result table with sorting and paging, Download PDF and Export Excel,
 * a loading overlay while the report loads, and a visible message when a download
 * fails (SPEC §8 only logs it).
 */
export function ReportPage({ kind, description, title: given, eventOnly }: ReportPageProps) {
  const { t } = useTranslation();
  const title = given ?? navLabel(t, reportOf(kind).title);
  const events = useReportEvents();
  const [eventId, setEventId] = useState<string | null>(null);
  const [subEventId, setSubEventId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<ReportRequest | null>(null);
  const [downloading, setDownloading] = useState<'pdf' | 'xlsx' | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const report = useReportData(kind, submitted);

  const event = events.data?.find((e) => e._id === eventId);
  const eventOptions = (events.data ?? []).map((e) => ({ value: e._id, label: e.auctionName }));
  const subEventOptions = (event?.subEvent ?? []).map((s) => ({
    value: s._id,
    label: `#${s.auctionNo} ${s.name} (${s.subEventType.toLowerCase() === 'reverse' ? t('reports.reverse') : t('reports.forward')})`,
  }));

  const submit = () => {
    if (!eventId) {
      setFieldError(tm(reportMessages.eventRequired));
      return;
    }
    setFieldError(null);
    setDownloadError(null);
    setSubmitted({ eventId, subEventId, n: (submitted?.n ?? 0) + 1 });
  };

  const download = async (format: 'pdf' | 'xlsx') => {
    if (!eventId) {
      setFieldError(tm(reportMessages.eventRequired));
      return;
    }
    setDownloading(format);
    setDownloadError(null);
    try {
      await downloadReport(kind, format, eventId, subEventId);
    } catch (err) {
      const message = `${tm(reportMessages.downloadFailed)} ${messageOf(err, '')}`.trim();
      console.error('report download failed', err);
      setDownloadError(message);
      notifyError(message, ALERT_MS.admin);
    } finally {
      setDownloading(null);
    }
  };

  const data = report.data;
  const loading = report.isFetching;

  return (
    <Container size="xl" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {description}
      </Text>

      <Paper withBorder p="md" radius="md" mb="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('reports.event')}
              placeholder={events.isLoading ? t('reports.loadingEvents') : t('reports.selectEvent')}
              data={eventOptions}
              value={eventId}
              onChange={(v) => {
                setEventId(v);
                setSubEventId(null);
                setFieldError(null);
              }}
              searchable
              nothingFoundMessage={t('reports.noEvents')}
              error={fieldError}
              withAsterisk
            />
            {!eventOnly && (
              <Select
                label={t('reports.subEvent')}
                placeholder={eventId ? t('reports.allSubEvents') : t('reports.selectEventFirst')}
                data={subEventOptions}
                value={subEventId}
                onChange={setSubEventId}
                disabled={!eventId}
                clearable
                searchable
                nothingFoundMessage={t('reports.noSubEvents')}
              />
            )}
          </SimpleGrid>
          {events.isError && (
            <Alert color="red" mt="sm">
              {messageOf(events.error, t('reports.eventsFailed'))}
            </Alert>
          )}
          <Group mt="md" gap="sm">
            <Button type="submit" loading={loading} disabled={events.isLoading}>
              {t('reports.submit')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              onClick={() => void download('pdf')}
              loading={downloading === 'pdf'}
              disabled={downloading !== null}
            >
              {t('reports.pdf')}
            </Button>
            <Button
              variant="light"
              color="teal"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              onClick={() => void download('xlsx')}
              loading={downloading === 'xlsx'}
              disabled={downloading !== null}
            >
              {t('reports.excel')}
            </Button>
          </Group>
        </form>
        {downloadError && (
          <Alert
            color="red"
            mt="md"
            title={t('reports.downloadFailed')}
            role="alert"
            withCloseButton
            onClose={() => setDownloadError(null)}
          >
            {downloadError}
          </Alert>
        )}
      </Paper>

      <Box pos="relative" mih={160} aria-busy={loading}>
        <LoadingOverlay
          visible={loading}
          zIndex={10}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': t('reports.loading') } as object}
          data-testid="report-loading"
        />
        {report.isError && (
          <Alert color="red" role="alert" title={t('reports.loadFailed')}>
            {messageOf(report.error, tm(reportMessages.loadFailed))}
          </Alert>
        )}
        {!submitted && !report.isError && (
          <Text c="dimmed" ta="center" py="xl">
            {eventOnly ? t('reports.chooseEvent') : t('reports.chooseEventSub')}
          </Text>
        )}
        {data && (
          <Stack gap="sm">
            {data.notes.map((n) => {
              const tone = toneOf[n.tone];
              return (
                <Alert key={n.text} color={tone.color} icon={<tone.icon size={18} aria-hidden />} p="xs">
                  {n.text}
                </Alert>
              );
            })}
            <ReportTable
              label={title}
              columns={data.columns}
              rows={data.data.slice(1)}
              emptyText={tm(reportMessages.noRecords)}
            />
          </Stack>
        )}
      </Box>
    </Container>
  );
}
