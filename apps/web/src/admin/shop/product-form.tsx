import {
  type ConsoleShopProductAddRequest,
  type ConsoleShopProductDetail,
  consoleShopProductAddRequest,
  consoleShopProductForm,
  SHOP_PRODUCT_IMAGE_MAX_BYTES,
  SHOP_PRODUCT_IMAGES_MAX,
} from '@konter/core/contracts/console-commerce';
import { shopImageUrl } from '@konter/core/contracts/shop';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { useSnackbar } from '../../components/ui/snackbar';
import { fieldClasses, TextField } from '../../components/ui/text-field';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorMessage } from '../../lib/field-error';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { formatRupiah } from '../../lib/money';
import { useAddProduct, useProductImage, useShopCollections, useShopProduct, useUpdateProduct } from './api';

// The Products tab's product form (issue 18): a new product (the CLI's shop:product-add) or one
// product's own fields, collections and pictures (shop:product-set). The fields and collections are
// saved together (one request); a picture is uploaded (checked by its bytes on the server), removed or made the
// shop's main one at once. A product's variants are kept elsewhere (read-only here). Server field
// errors land on their fields.

/** The form's typed text (numbers are coerced by the contract). */
interface Values {
  name: string;
  slug: string;
  description: string;
  price: string;
  stock: string;
  weight_g: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
  min_quantity: string;
}

const valuesOf = (p: ConsoleShopProductDetail | null): Values =>
  p
    ? {
        name: p.name,
        slug: p.slug,
        description: p.description,
        price: String(p.price),
        stock: String(p.stock),
        weight_g: String(p.weight_g),
        length_cm: String(p.length_cm),
        width_cm: String(p.width_cm),
        height_cm: String(p.height_cm),
        min_quantity: String(p.min_quantity),
      }
    : {
        name: '',
        slug: '',
        description: '',
        price: '',
        stock: '0',
        weight_g: '',
        length_cm: '10',
        width_cm: '10',
        height_cm: '5',
        min_quantity: '1',
      };

/** A new product (`productId` null) or an existing one; after creating, the form edits the new product. */
export function ProductForm({ productId, onClose }: { productId: number | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [id, setId] = useState(productId);
  const product = useShopProduct(id);
  const back = (
    <Button variant="secondary" onClick={onClose}>
      {t('shop.products.back')}
    </Button>
  );
  if (id !== null && !product.data) {
    return (
      <div className="space-y-3">
        {back}
        <p className="text-slate-500">{product.isError ? t('shop.products.empty') : t('loading')}</p>
      </div>
    );
  }
  const p = id !== null ? (product.data ?? null) : null;
  return (
    <div className="space-y-4" data-testid="product-form">
      <div>{back}</div>
      <ProductFields key={p?.id ?? 'new'} product={p} onCreated={setId} onClose={onClose} />
      {p ? (
        <ProductImages product={p} />
      ) : (
        <Card>
          <CardHeader title={t('shop.products.images')} />
          <p className="text-sm text-slate-600">{t('shop.products.imagesAfterCreate')}</p>
        </Card>
      )}
    </div>
  );
}

function ProductFields({
  product,
  onCreated,
  onClose,
}: {
  product: ConsoleShopProductDetail | null;
  onCreated: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const id = useId();
  const add = useAddProduct();
  const update = useUpdateProduct();
  const collections = useShopCollections();
  // The edit form's contract has no stock, slug or collections: those keys are dropped from its output.
  const schema = (product ? consoleShopProductForm : consoleShopProductAddRequest) as unknown as z.ZodType<
    ConsoleShopProductAddRequest,
    Values
  >;
  const form = useLocalizedForm<Values, ConsoleShopProductAddRequest>(schema, {
    defaultValues: valuesOf(product),
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const [chosen, setChosen] = useState<number[]>(product?.collection_ids ?? []);
  const [collectionsError, setCollectionsError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const busy = add.isPending || update.isPending;

  const refused = (e: unknown) => {
    const own = isApiError(e) ? e.errors?.collection_ids?.[0] : undefined;
    if (own && isApiError(e)) setCollectionsError(fieldErrorMessage(t, 'collection_ids', own));
    // A taken web address is a 409 on the field: said there too.
    if (isApiError(e) && e.status === 409 && e.errors?.slug?.[0]) {
      form.setError('slug', { type: 'server', message: errorMessage(t, e) }, { shouldFocus: true });
    } else server.handle(e);
  };

  const submit = form.handleSubmit(async (body) => {
    setCollectionsError(null);
    try {
      if (!product) {
        const made = await add.mutateAsync({ ...body, collection_ids: chosen });
        snackbar.show({ message: t('shop.products.created', { name: made.name }), color: 'success' });
        onCreated(made.id);
        return;
      }
      // One request, one transaction: the fields and the collections are saved together or not at all.
      const { stock: _stock, slug: _slug, collection_ids: _ids, ...fields } = body;
      await update.mutateAsync({ id: product.id, body: { ...fields, collection_ids: chosen } });
      snackbar.show({ message: t('shop.products.saved', { name: fields.name }), color: 'success' });
      onClose();
    } catch (e) {
      refused(e);
    }
  });

  const number = (name: keyof Values, label: string, help?: string) => (
    <TextField
      label={label}
      help={help}
      inputMode="numeric"
      autoComplete="off"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <Card>
      <CardHeader
        title={product ? t('shop.products.editTitle', { name: product.name }) : t('shop.products.newTitle')}
      />
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('shop.products.name')}
            maxLength={150}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          {product ? (
            <div className="space-y-1.5">
              <span className="block text-sm font-medium text-slate-700">{t('shop.products.slug')}</span>
              <p className="flex min-h-12 items-center font-mono text-sm break-all text-slate-600">
                {product.slug}
              </p>
            </div>
          ) : (
            <TextField
              label={t('shop.products.slug')}
              help={t('shop.products.slugHelp')}
              maxLength={80}
              autoComplete="off"
              error={errors.slug?.message}
              {...form.register('slug')}
            />
          )}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium text-slate-700">
            {t('shop.products.description')}
          </label>
          <textarea
            id={`${id}-description`}
            rows={4}
            maxLength={5000}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${id}-description-error` : undefined}
            className={`${fieldClasses(Boolean(errors.description))} py-3`}
            {...form.register('description')}
          />
          {errors.description?.message && (
            <p id={`${id}-description-error`} className="text-sm text-red-700">
              {errors.description.message}
            </p>
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {number('price', t('shop.products.priceRupiah'))}
          {product
            ? number('min_quantity', t('shop.products.minQuantity'))
            : number('stock', t('shop.products.initialStock'))}
          {!product && number('min_quantity', t('shop.products.minQuantity'))}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{t('shop.products.sizeHelp')}</legend>
          <div className="grid gap-3 sm:grid-cols-4">
            {number('weight_g', t('shop.products.weight'))}
            {number('length_cm', t('shop.products.length'))}
            {number('width_cm', t('shop.products.width'))}
            {number('height_cm', t('shop.products.height'))}
          </div>
        </fieldset>
        <fieldset
          className="space-y-2"
          aria-invalid={collectionsError ? true : undefined}
          aria-describedby={collectionsError ? `${id}-collections-error` : undefined}
        >
          <legend className="text-sm font-medium text-slate-700">{t('shop.products.collections')}</legend>
          {collections.data?.length === 0 && (
            <p className="text-sm text-slate-500">{t('shop.products.noCollections')}</p>
          )}
          <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
            {(collections.data ?? []).map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={chosen.includes(c.id)}
                  onChange={(e) =>
                    setChosen((now) => (e.target.checked ? [...now, c.id] : now.filter((x) => x !== c.id)))
                  }
                />
                {c.name}
              </label>
            ))}
          </div>
          {collectionsError && (
            <p id={`${id}-collections-error`} className="text-sm text-red-700">
              {collectionsError}
            </p>
          )}
        </fieldset>
        {product && product.variants.length > 0 && (
          <div className="space-y-2 rounded-xl bg-slate-50 p-3" data-testid="product-variants">
            <p className="text-sm font-medium text-slate-700">{t('shop.products.variants')}</p>
            <p className="text-sm text-slate-600">{t('shop.products.variantsHelp')}</p>
            <ul className="text-sm text-slate-700">
              {product.variants.map((v) => (
                <li key={v.id}>
                  {v.name} · <span className="tabular-nums">{formatRupiah(v.price)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {server.alert && !Object.keys(errors).length && !collectionsError && (
          <Alert tone="error">{server.alert}</Alert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" loading={busy}>
            {product ? t('shop.products.saveChanges') : t('shop.products.create')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('shop.products.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The product's pictures: uploaded at once (PNG/JPEG/WebP ≤ 1 MB, checked by the server by their bytes). */
function ProductImages({ product }: { product: ConsoleShopProductDetail }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const change = useProductImage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const full = product.image_ids.length >= SHOP_PRODUCT_IMAGES_MAX;
  const refused = (e: unknown) => {
    const own = isApiError(e) ? e.errors?.image_data?.[0] : undefined;
    if (own) setError(fieldErrorMessage(t, 'image_data', own));
  };
  const pick = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (input.current) input.current.value = '';
    if (file.size > SHOP_PRODUCT_IMAGE_MAX_BYTES) return setError(t('shop.products.imageTooLarge'));
    const reader = new FileReader();
    reader.onload = () =>
      change.mutate(
        { kind: 'add', id: product.id, image_data: String(reader.result) },
        {
          onSuccess: () => snackbar.show({ message: t('shop.products.imageAdded'), color: 'success' }),
          onError: refused,
        },
      );
    reader.readAsDataURL(file);
  };
  const busyOn = (kind: 'remove' | 'first', image: number) =>
    change.isPending &&
    change.variables?.kind === kind &&
    'image' in change.variables &&
    change.variables.image === image;
  return (
    <Card data-testid="product-images">
      <CardHeader
        title={t('shop.products.images')}
        description={t('shop.products.imagesHelp', { max: SHOP_PRODUCT_IMAGES_MAX })}
      />
      {product.image_ids.length === 0 ? (
        <p className="mb-3 text-sm text-slate-500">{t('shop.products.noImages')}</p>
      ) : (
        <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {product.image_ids.map((image, i) => (
            <li key={image} className="space-y-2" data-image={image}>
              <div className="relative">
                <img
                  src={shopImageUrl(image)}
                  alt={t('shop.products.imageAlt', { number: i + 1, name: product.name })}
                  className="aspect-square w-full rounded-xl border border-slate-200 bg-slate-50 object-contain"
                />
                {i === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('shop.products.main')}
                  </span>
                )}
              </div>
              <div className="flex flex-col gap-1">
                {i > 0 && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busyOn('first', image)}
                    aria-label={`${t('shop.products.makeMain')} ${i + 1}`}
                    onClick={() =>
                      change.mutate(
                        { kind: 'first', id: product.id, image },
                        {
                          onSuccess: () =>
                            snackbar.show({ message: t('shop.products.imageMoved'), color: 'success' }),
                        },
                      )
                    }
                  >
                    {t('shop.products.makeMain')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  loading={busyOn('remove', image)}
                  aria-label={`${t('shop.products.removeImage')} ${i + 1}`}
                  onClick={() =>
                    change.mutate(
                      { kind: 'remove', id: product.id, image },
                      {
                        onSuccess: () =>
                          snackbar.show({ message: t('shop.products.imageRemoved'), color: 'success' }),
                      },
                    )
                  }
                >
                  {t('shop.products.removeImage')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-700">
          {t('shop.products.upload')}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={full || (change.isPending && change.variables?.kind === 'add')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-file-help${error ? ` ${id}-file-error` : ''}`}
          onChange={(e) => pick(e.target.files?.[0])}
          className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold disabled:bg-slate-100"
        />
        {error && (
          <p id={`${id}-file-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <p id={`${id}-file-help`} className="text-sm text-slate-500">
          {t('shop.products.imagesCount', { count: product.image_ids.length, max: SHOP_PRODUCT_IMAGES_MAX })}
        </p>
      </div>
    </Card>
  );
}
