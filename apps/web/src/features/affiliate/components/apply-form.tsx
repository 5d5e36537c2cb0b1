import { affiliateApplyFields } from '@konter/core/contracts/affiliate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useLocalizedForm, useServerErrors } from '../../../lib/form';
import { useApplyAffiliate } from '../api';
import { BankFields } from './bank-fields';
import { ID_IMAGE_MAX_MB, IdImageField, idImageProblem } from './id-image-field';

/** A signed-in member's application (or a new one after a rejection): bank account + identity document. */
export function ApplyForm() {
  const { t } = useTranslation('affiliate');
  const snackbar = useSnackbar();
  const form = useLocalizedForm(affiliateApplyFields, {
    defaultValues: { bank_name: '', account_holder: '', account_number: '' },
  });
  const server = useServerErrors(form);
  const apply = useApplyAffiliate();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const { errors } = form.formState;
  const serverImageError = (errors as Record<string, { message?: string } | undefined>).id_image?.message;
  const imageText = (file: File | null) => {
    const problem = idImageProblem(file);
    return problem ? t(`field.${problem}`, { mb: ID_IMAGE_MAX_MB }) : undefined;
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      server.clearAlert();
      const problem = imageText(image);
      setImageError(problem);
      if (problem || !image) return;
      apply.mutate(
        { fields: values, image },
        {
          onSuccess: () => snackbar.show({ message: t('apply.sent'), color: 'success' }),
          onError: (e) => server.handle(e),
        },
      );
    },
    () => setImageError(imageText(image)),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <BankFields register={form.register} errors={errors} />
      <IdImageField
        file={image}
        onPick={(file) => {
          setImage(file);
          setImageError(imageText(file));
          form.clearErrors('id_image' as never);
        }}
        error={imageError ?? serverImageError}
      />
      <Button type="submit" block loading={apply.isPending}>
        {t('apply.submit')}
      </Button>
    </form>
  );
}
