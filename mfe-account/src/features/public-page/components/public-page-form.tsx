import { isApiError } from '@commons/shared/api';
import { Link } from '@commons/shared/navigation';
import {
  publicPageLimits,
  UpdatePublicPageSchema,
  type PublicPageSettings,
  type UpdatePublicPage,
  type UpdatePublicPageInput,
} from '@commons/shared/schemas';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Switch } from '../../notifications/components/switch';
import { FieldGrid, PanelText } from '../../profile/components/form-layout';
import { useSavePublicPage } from '../api/public-page';

const Toggle = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  label { font-weight: 600; cursor: pointer; }
`;

const Address = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  a { font-weight: 600; color: ${({ theme }) => theme.colors.primary}; }
`;

const valuesOf = (settings: PublicPageSettings): UpdatePublicPageInput => ({
  enabled: settings.enabled,
  handle: settings.handle ?? '',
  displayName: settings.displayName ?? '',
});

/**
 * The switch, handle and display name of the public page, saved together. A handle another
 * account holds is told at the field (only there), since that is what to change.
 */
export function PublicPageForm({ settings }: { settings: PublicPageSettings }) {
  const save = useSavePublicPage();
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<UpdatePublicPageInput, unknown, UpdatePublicPage>({
    resolver: valibotResolver(UpdatePublicPageSchema),
    values: valuesOf(settings),
  });

  const onSubmit = (values: UpdatePublicPage) => {
    toasts.clear();
    save.send(values, {
      onSuccess: (saved) => reset(valuesOf(saved)),
      onError: (error) => {
        toasts.adopt(error);
        if (isApiError(error) && error.status === 409) setError('handle', { message: error.message });
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Public impact page">
      <Stack>
        <PanelText>
          Show the carbon credits you retired on a page anyone can open, under a name you choose. It lists the tonnes per
          year and each certificate, and nothing else about you: no name, email or country. Turned off, the page is gone at
          once.
        </PanelText>
        <Toggle>
          <label htmlFor="public-page-enabled">Show my public impact page</label>
          <Switch id="public-page-enabled" {...register('enabled')} />
        </Toggle>
        <FieldGrid>
          <TextField
            label="Handle"
            autoComplete="off"
            spellCheck={false}
            hint={`Your page's address: /u/<handle>. ${publicPageLimits.handleMin} to ${publicPageLimits.handleMax} letters, digits and hyphens.`}
            error={errors.handle?.message}
            {...register('handle')}
          />
          <TextField
            label="Display name"
            autoComplete="off"
            hint="The only name the page shows."
            error={errors.displayName?.message}
            {...register('displayName')}
          />
        </FieldGrid>
        {settings.enabled && settings.handle && (
          <Address role="status">
            Your page is on at <Link to={`/u/${settings.handle}`}>/u/{settings.handle}</Link>
          </Address>
        )}
        <div>
          <Button type="submit" busy={save.busy} disabled={!isDirty}>
            Save
          </Button>
        </div>
      </Stack>
    </form>
  );
}
