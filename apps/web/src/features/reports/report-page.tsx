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
import { REPORTS, type ReportKind, type ReportNote, reportMessages } from '@neelami/shared/reports';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { type ReportRequest, useReportData } from './api/get-report-data';
import { useReportEvents } from './api/get-report-events';
import { downloadReport } from './download-report';
import { ReportTable } from './report-table';

/** Props of ReportPage. */
export interface ReportPageProps {
  kind: ReportKind;
  description: string;
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
export function ReportPage({ kind, description }: ReportPageProps) {
  const { title } = REPORTS[kind];
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
    label: `#${s.auctionNo} ${s.name} (${s.subEventType.toLowerCase() === 'reverse' ? 'reverse' : 'forward'})`,
  }));

  const submit = () => {
    if (!eventId) {
      setFieldError(reportMessages.eventRequired);
      return;
    }
    setFieldError(null);
    setDownloadError(null);
    setSubmitted({ eventId, subEventId, n: (submitted?.n ?? 0) + 1 });
  };

  const download = async (format: 'pdf' | 'xlsx') => {
    if (!eventId) {
      setFieldError(reportMessages.eventRequired);
      return;
    }
    setDownloading(format);
    setDownloadError(null);
    try {
      await downloadReport(kind, format, eventId, subEventId);
    } catch (err) {
      const message = `${reportMessages.downloadFailed} ${messageOf(err, '')}`.trim();
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
              label="Event"
              placeholder={events.isLoading ? 'Loading events…' : 'Select an event'}
              data={eventOptions}
              value={eventId}
              onChange={(v) => {
                setEventId(v);
                setSubEventId(null);
                setFieldError(null);
              }}
              searchable
              nothingFoundMessage="No events"
              error={fieldError}
              withAsterisk
            />
            <Select
              label="Sub-event"
              placeholder={eventId ? 'All sub-events' : 'Select an event first'}
              data={subEventOptions}
              value={subEventId}
              onChange={setSubEventId}
              disabled={!eventId}
              clearable
              searchable
              nothingFoundMessage="No sub-events"
            />
          </SimpleGrid>
          {events.isError && (
            <Alert color="red" mt="sm">
              {messageOf(events.error, 'The events could not be loaded.')}
            </Alert>
          )}
          <Group mt="md" gap="sm">
            <Button type="submit" loading={loading} disabled={events.isLoading}>
              Submit
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              onClick={() => void download('pdf')}
              loading={downloading === 'pdf'}
              disabled={downloading !== null}
            >
              Download PDF
            </Button>
            <Button
              variant="light"
              color="teal"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              onClick={() => void download('xlsx')}
              loading={downloading === 'xlsx'}
              disabled={downloading !== null}
            >
              Export Excel
            </Button>
          </Group>
        </form>
        {downloadError && (
          <Alert
            color="red"
            mt="md"
            title="Download failed"
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
          loaderProps={{ 'aria-label': 'Loading report' } as object}
          data-testid="report-loading"
        />
        {report.isError && (
          <Alert color="red" role="alert" title="The report could not be loaded">
            {messageOf(report.error, reportMessages.loadFailed)}
          </Alert>
        )}
        {!submitted && !report.isError && (
          <Text c="dimmed" ta="center" py="xl">
            Choose an event (and optionally a sub-event), then press Submit.
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
              emptyText={reportMessages.noRecords}
            />
          </Stack>
        )}
      </Box>
    </Container>
  );
}
