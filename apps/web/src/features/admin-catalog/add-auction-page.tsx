import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Container,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Auction,
  type AuctionData,
  type AuctionInput,
  auctionInputSchema,
  catalogMessages,
} from '@neelami/shared/catalog';
import { formatIst } from '@neelami/shared/ist';
import { messages } from '@neelami/shared/messages';
import { formatRupees } from '@neelami/shared/money';
import { IconDeviceFloppy, IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { EditableGrid } from '../../components/editable-grid';
import { IstDateTimeInput } from '../../components/ist-date-time-input';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useAllLots } from '../../lib/api/get-all-lots';
import { userLabel, useUsersByRole } from '../../lib/api/get-users-by-role';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { failed, saved } from '../../lib/save-feedback';
import { shownErrors } from '../../lib/shown-errors';
import { AUCTIONS_KEY, type AuctionFilter, useAuctions } from './api/get-auctions';
import { useSaveAuction } from './api/save-auction';

type Filter = AuctionFilter;
/** Form values: number inputs give '' while empty, pickers null; the schema says what is missing. */
type AuctionForm = Omit<AuctionInput, 'minValue' | 'minIncrement' | 'autoExtensionMinutes'> & {
  minValue: number | string;
  minIncrement: number | string;
  autoExtensionMinutes: number | string;
};
const empty: AuctionForm = {
  name: '',
  description: '',
  address: '',
  currency: 'INR',
  minValue: '',
  minIncrement: '',
  startDate: '',
  endDate: '',
  resultStartDate: '',
  resultEndDate: '',
  autoExtensionMinutes: 0,
  mappedLot: null,
  seller: '',
  registeredBuyers: [],
};
const FIELDS = Object.keys(empty) as (keyof AuctionForm)[];

const toForm = (a: Auction): AuctionForm => ({
  name: a.name,
  description: a.description,
  address: a.address,
  currency: 'INR',
  minValue: a.minValue,
  minIncrement: a.minIncrement,
  startDate: a.startDate,
  endDate: a.endDate,
  resultStartDate: a.resultStartDate,
  resultEndDate: a.resultEndDate,
  autoExtensionMinutes: a.autoExtensionMinutes,
  mappedLot: a.mappedLot,
  seller: a.seller ?? '',
  registeredBuyers: a.registeredBuyers,
});

/**
 * /admin/auctionPage (SPEC §2 Add Auction): the older form of an event — a form plus
 * the list of auctions (all, upcoming, past), each editable through the form.
 */
export function AddAuctionPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<Auction | null>(null);
  const auctions = useAuctions(filter);
  const lots = useAllLots();
  const save = useSaveAuction();
  const sellers = useUsersByRole('Seller');
  const buyers = useUsersByRole('Buyer');
  const form = useForm<AuctionForm, unknown, AuctionData>({
    resolver: zodResolver(auctionInputSchema) as never,
    defaultValues: empty,
  });
  const err = shownErrors<AuctionForm>(form.formState.errors);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ id: editing?._id ?? null, values });
        saved(editing ? catalogMessages.auctionUpdated : catalogMessages.auctionSaved);
        setEditing(null);
        form.reset(empty);
        await qc.invalidateQueries({ queryKey: AUCTIONS_KEY });
      } catch (e) {
        if (e instanceof ApiError) {
          for (const f of FIELDS)
            if (e.errors[f]) form.setError(f as FieldPath<AuctionForm>, { message: e.errors[f] });
        }
        failed(e);
      }
    },
    () => notifyError(messages.fixFormErrors, ALERT_MS.default),
  );

  const startEdit = (a: Auction) => {
    setEditing(a);
    form.reset(toForm(a));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const cancelEdit = () => {
    setEditing(null);
    form.reset(empty);
  };

  const dateField = (name: 'startDate' | 'endDate' | 'resultStartDate' | 'resultEndDate', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <IstDateTimeInput
          label={label}
          moment={name === 'startDate' || name === 'resultStartDate' ? 'start' : 'end'}
          required
          value={field.value}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={err[name]?.message}
        />
      )}
    />
  );
  const money = (
    name: 'minValue' | 'minIncrement' | 'autoExtensionMinutes',
    label: string,
    required = true,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={err[name]?.message}
        />
      )}
    />
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminCatalog.addAuction')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminCatalog.addAuctionIntro')}
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label={editing ? t('adminCatalog.editAuctionForm') : t('adminCatalog.addAuctionForm')}
          >
            <Stack>
              {editing && (
                <Text fw={600} size="sm">
                  {t('adminCatalog.editing', { name: editing.name })}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                <TextInput
                  label={t('lists.name')}
                  withAsterisk
                  error={err.name?.message}
                  {...form.register('name')}
                />
                <TextInput
                  label={t('lists.address')}
                  withAsterisk
                  error={err.address?.message}
                  {...form.register('address')}
                />
                <TextInput
                  label={t('adminEvents.currency')}
                  readOnly
                  value="INR"
                  description={t('adminCatalog.currencyHint')}
                />
                {money('minValue', t('adminCatalog.minValueRs'))}
                {money('minIncrement', t('adminCatalog.minIncrementRs'))}
                {money('autoExtensionMinutes', t('adminCatalog.autoExtensionMinutes'), false)}
                {dateField('startDate', t('adminCatalog.startDate'))}
                {dateField('endDate', t('adminCatalog.endDate'))}
                <div />
                {dateField('resultStartDate', t('adminCatalog.resultStartDate'))}
                {dateField('resultEndDate', t('adminCatalog.resultEndDate'))}
                <div />
                <Controller
                  control={form.control}
                  name="seller"
                  render={({ field }) => (
                    <Select
                      label={t('values.Seller')}
                      withAsterisk
                      searchable
                      data={(sellers.data ?? []).map((u) => ({ value: u._id, label: userLabel(u) }))}
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      error={err.seller?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="mappedLot"
                  render={({ field }) => (
                    <Select
                      label={t('adminCatalog.mappedLot')}
                      clearable
                      searchable
                      placeholder={t('admin.none')}
                      data={(lots.data ?? []).map((l) => ({
                        value: l._id,
                        label: `${l.name} (${l.quantity} ${l.unit})`,
                      }))}
                      value={field.value ?? null}
                      onChange={(v) => field.onChange(v)}
                      error={err.mappedLot?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="registeredBuyers"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('adminCatalog.registeredBuyers')}
                      searchable
                      data={(buyers.data ?? []).map((u) => ({ value: u._id, label: userLabel(u) }))}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={err.registeredBuyers?.message}
                    />
                  )}
                />
              </SimpleGrid>
              <Textarea
                label={t('adminEvents.description')}
                autosize
                minRows={2}
                {...form.register('description')}
              />
              <Group justify="flex-end">
                {editing && (
                  <Button
                    variant="default"
                    onClick={cancelEdit}
                    leftSection={<IconX size={16} aria-hidden />}
                  >
                    {t('grid.cancel')}
                  </Button>
                )}
                <Button
                  type="submit"
                  loading={form.formState.isSubmitting}
                  leftSection={
                    editing ? <IconDeviceFloppy size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />
                  }
                >
                  {editing ? t('adminCatalog.updateAuction') : t('adminCatalog.addAuction')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t('lists.auctions')}
          </Title>
          <SegmentedControl
            aria-label={t('adminCatalog.whichAuctions')}
            value={filter}
            onChange={(v) => setFilter(v as Filter)}
            data={[
              { value: 'all', label: t('lists.tabs.all') },
              { value: 'upcoming', label: t('lists.tabs.upcoming') },
              { value: 'past', label: t('lists.tabs.past') },
            ]}
          />
        </Group>
        <EditableGrid<Auction, Auction>
          label={t('lists.auctions')}
          rows={auctions.data ?? []}
          loading={auctions.isPending}
          getRowId={(a) => a._id}
          getRowName={(a) => a.name}
          minWidth={1000}
          columns={[
            { id: 'name', header: t('lists.name'), minWidth: 160, view: (a) => a.name },
            { id: 'seller', header: t('values.Seller'), minWidth: 160, view: (a) => a.sellerName ?? '—' },
            {
              id: 'lot',
              header: t('adminCatalog.mappedLot'),
              minWidth: 140,
              view: (a) => a.mappedLotName ?? '—',
            },
            { id: 'minValue', header: t('adminCatalog.minValue'), view: (a) => formatRupees(a.minValue) },
            {
              id: 'minIncrement',
              header: t('adminCatalog.minIncrement'),
              view: (a) => formatRupees(a.minIncrement),
            },
            { id: 'start', header: t('lists.start'), minWidth: 170, view: (a) => formatIst(a.startDate) },
            { id: 'end', header: t('lists.end'), minWidth: 170, view: (a) => formatIst(a.endDate) },
            { id: 'buyers', header: t('adminEvents.buyers'), view: (a) => a.registeredBuyers.length },
          ]}
          rowActions={(a) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => startEdit(a)}
              aria-label={t('grid.editOf', { name: a.name })}
            >
              {t('grid.edit')}
            </Button>
          )}
        />
        {auctions.isError && (
          <Text c="red" size="sm">
            {auctions.error instanceof ApiError ? auctions.error.message : tm(messages.somethingWentWrong)}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
