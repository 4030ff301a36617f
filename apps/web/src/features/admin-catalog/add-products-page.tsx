import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
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
import { PageHeading } from '../../components/form-kit/form-panel';
import { deleteRow, saveRow } from '../../components/form-kit/grid-actions';
import { textCell } from '../../components/form-kit/grid-cells';
import { showServerErrors } from '../../components/form-kit/server-errors';
import { tm, useTranslation } from '../../i18n/i18n';
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
      showServerErrors(form.setError, err, ['productName']);
      failed(err);
    }
  });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('adminCatalog.addProduct')} intro={t('adminCatalog.addProductIntro')} />
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
              edit: textCell('productName'),
            },
          ]}
          toDraft={(p) => ({ productName: p.productName })}
          validate={(d) => {
            const r = productInputSchema.safeParse(d);
            return r.success ? null : { productName: r.error.issues[0]?.message ?? '' };
          }}
          onSave={saveRow(
            (p, d) => update.mutateAsync({ id: p._id, values: d }),
            catalogMessages.productUpdated,
            refresh,
          )}
          onDelete={deleteRow((p) => remove.mutateAsync(p._id), catalogMessages.productDeleted, refresh)}
        />
      </Stack>
    </Container>
  );
}
