import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
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
import { useForm } from 'react-hook-form';
import { EditableGrid } from '../../components/editable-grid';
import type { FieldDescriptor } from '../../components/form-kit/field-descriptor';
import { FormFields } from '../../components/form-kit/form-fields';
import { FormPanel, PageHeading } from '../../components/form-kit/form-panel';
import { showServerErrors } from '../../components/form-kit/server-errors';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useAllLots } from '../../lib/api/get-all-lots';
import { userLabel, useUsersByRole } from '../../lib/api/get-users-by-role';
import { ALERT_MS, notifyError } from '../../lib/notify';
import { failed, saved } from '../../lib/save-feedback';
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

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ id: editing?._id ?? null, values });
        saved(editing ? catalogMessages.auctionUpdated : catalogMessages.auctionSaved);
        setEditing(null);
        form.reset(empty);
        await qc.invalidateQueries({ queryKey: AUCTIONS_KEY });
      } catch (e) {
        showServerErrors(form.setError, e, FIELDS);
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

  const date = (
    name: 'startDate' | 'endDate' | 'resultStartDate' | 'resultEndDate',
    label: string,
  ): FieldDescriptor<AuctionForm> => ({
    kind: 'dateTime',
    name,
    label,
    moment: name === 'startDate' || name === 'resultStartDate' ? 'start' : 'end',
    required: true,
  });
  const money = (
    name: 'minValue' | 'minIncrement' | 'autoExtensionMinutes',
    label: string,
    required = true,
  ): FieldDescriptor<AuctionForm> => ({
    kind: 'number',
    name,
    label,
    required,
    whole: true,
    money: true,
    props: { min: 0 },
  });
  /** An empty cell, so the result dates start a row of their own. */
  const rowEnd = (key: string): FieldDescriptor<AuctionForm> => ({
    kind: 'custom',
    key,
    render: () => <div />,
  });
  const users = (list: typeof sellers) =>
    (list.data ?? []).map((u) => ({ value: u._id, label: userLabel(u) }));
  const fields: FieldDescriptor<AuctionForm>[] = [
    { kind: 'text', name: 'name', label: t('lists.name'), required: true },
    { kind: 'text', name: 'address', label: t('lists.address'), required: true },
    {
      kind: 'fixed',
      key: 'currency',
      label: t('adminEvents.currency'),
      value: 'INR',
      description: t('adminCatalog.currencyHint'),
    },
    money('minValue', t('adminCatalog.minValueRs')),
    money('minIncrement', t('adminCatalog.minIncrementRs')),
    money('autoExtensionMinutes', t('adminCatalog.autoExtensionMinutes'), false),
    date('startDate', t('adminCatalog.startDate')),
    date('endDate', t('adminCatalog.endDate')),
    rowEnd('afterDates'),
    date('resultStartDate', t('adminCatalog.resultStartDate')),
    date('resultEndDate', t('adminCatalog.resultEndDate')),
    rowEnd('afterResultDates'),
    {
      kind: 'select',
      name: 'seller',
      label: t('values.Seller'),
      required: true,
      data: users(sellers),
      props: { searchable: true },
    },
    {
      kind: 'select',
      name: 'mappedLot',
      label: t('adminCatalog.mappedLot'),
      nullable: true,
      data: (lots.data ?? []).map((l) => ({ value: l._id, label: `${l.name} (${l.quantity} ${l.unit})` })),
      props: { clearable: true, searchable: true, placeholder: t('admin.none') },
    },
    {
      kind: 'multiselect',
      name: 'registeredBuyers',
      label: t('adminCatalog.registeredBuyers'),
      data: users(buyers),
      props: { searchable: true },
    },
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('adminCatalog.addAuction')} intro={t('adminCatalog.addAuctionIntro')} />
        <FormPanel
          label={editing ? t('adminCatalog.editAuctionForm') : t('adminCatalog.addAuctionForm')}
          onSubmit={onSubmit}
          submitLabel={editing ? t('adminCatalog.updateAuction') : t('adminCatalog.addAuction')}
          submitIcon={
            editing ? <IconDeviceFloppy size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />
          }
          submitting={form.formState.isSubmitting}
          actions={
            editing && (
              <Button variant="default" onClick={cancelEdit} leftSection={<IconX size={16} aria-hidden />}>
                {t('grid.cancel')}
              </Button>
            )
          }
        >
          {editing && (
            <Text fw={600} size="sm">
              {t('adminCatalog.editing', { name: editing.name })}
            </Text>
          )}
          <FormFields form={form} cols={{ base: 1, sm: 2, lg: 3 }} fields={fields} />
          <FormFields
            form={form}
            fields={[
              {
                kind: 'textarea',
                name: 'description',
                label: t('adminEvents.description'),
                minRows: 2,
                showError: false,
              },
            ]}
          />
        </FormPanel>
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
