import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  catalogMessages,
  type Product,
  type ProductInput,
  productInputSchema,
} from '@neelami/shared/catalog';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { EditableGrid } from '../../components/editable-grid';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { failed, saved } from '../../lib/save-feedback';
import { useCreateProduct } from './api/create-product';
import { useDeleteProduct } from './api/delete-product';
import { PRODUCTS_KEY, useProducts } from './api/get-products';
import { useUpdateProduct } from './api/update-product';

/** /admin/addProducts (SPEC §2 Add Product): a form plus an editable list of products. */
export function AddProductsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const products = useProducts();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const form = useForm<ProductInput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: { productName: '' },
  });
  const refresh = () => qc.invalidateQueries({ queryKey: PRODUCTS_KEY });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      saved(catalogMessages.productSaved);
      form.reset({ productName: '' });
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.errors.productName)
        form.setError('productName', { message: err.errors.productName });
      failed(err);
    }
  });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminCatalog.addProduct')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminCatalog.addProductIntro')}
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <form onSubmit={onSubmit} noValidate aria-label={t('adminCatalog.addProductForm')}>
            <Group align="flex-start" wrap="wrap">
              <TextInput
                label={t('adminCatalog.productName')}
                placeholder={t('adminCatalog.productPlaceholder')}
                withAsterisk
                style={{ flex: '1 1 240px' }}
                error={
                  form.formState.errors.productName?.message && tm(form.formState.errors.productName.message)
                }
                {...form.register('productName')}
              />
              <Button
                type="submit"
                mt={25}
                loading={form.formState.isSubmitting}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('adminCatalog.addProduct')}
              </Button>
            </Group>
          </form>
        </Paper>
        <Title order={2} size="h3">
          {t('adminCatalog.products')}
        </Title>
        <EditableGrid<Product, ProductInput>
          label={t('adminCatalog.products')}
          rows={products.data ?? []}
          loading={products.isPending}
          getRowId={(p) => p._id}
          getRowName={(p) => p.productName}
          minWidth={360}
          columns={[
            {
              id: 'productName',
              header: t('adminCatalog.productName'),
              view: (p) => p.productName,
              edit: ({ draft, set, error, label, disabled }) => (
                <TextInput
                  aria-label={label}
                  value={draft.productName}
                  error={error}
                  disabled={disabled}
                  onChange={(e) => set('productName', e.currentTarget.value)}
                />
              ),
            },
          ]}
          toDraft={(p) => ({ productName: p.productName })}
          validate={(d) => {
            const r = productInputSchema.safeParse(d);
            return r.success ? null : { productName: r.error.issues[0]?.message ?? '' };
          }}
          onSave={async (p, d) => {
            try {
              await update.mutateAsync({ id: p._id, values: d });
              saved(catalogMessages.productUpdated);
              await refresh();
            } catch (err) {
              failed(err);
              throw err;
            }
          }}
          onDelete={async (p) => {
            try {
              await remove.mutateAsync(p._id);
              saved(catalogMessages.productDeleted);
              await refresh();
            } catch (err) {
              failed(err);
            }
          }}
        />
      </Stack>
    </Container>
  );
}
