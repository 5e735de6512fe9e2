import {
  getPublicBeneficiary,
  getPublicPageSettings,
  publicPageQueryKeys,
  updatePublicBeneficiary,
  updatePublicPageSettings,
} from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { PublicBeneficiary, PublicPageSettings, UpdatePublicBeneficiary, UpdatePublicPage } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** The owner's public impact page settings. */
export const usePublicPageSettings = () =>
  useQuery({ queryKey: publicPageQueryKeys.settings, queryFn: ({ signal }) => getPublicPageSettings({ signal }) });

/** What the toast says once the settings are saved. */
export const savedMessage = ({ enabled }: Pick<PublicPageSettings, 'enabled'>) =>
  enabled ? 'Your public impact page is on' : 'Your public impact page is off';

/**
 * Saves the settings; the reply replaces the cached settings, and the page it names is read
 * afresh by anyone who looks next (its own query key).
 */
export function useSavePublicPage() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (settings: UpdatePublicPage) => updatePublicPageSettings(settings),
    // A handle another account holds (409) is told at the handle field.
    shownInPlace: (error) => error.status === 409,
    onSuccess: (saved: PublicPageSettings) => {
      queryClient.setQueryData(publicPageQueryKeys.settings, saved);
      // The display name may be what the certificates' public views name.
      void queryClient.invalidateQueries({ queryKey: publicPageQueryKeys.beneficiary });
      if (saved.handle) void queryClient.invalidateQueries({ queryKey: publicPageQueryKeys.impact(saved.handle) });
      notify.success(savedMessage(saved));
    },
  });
}

/** Whom the public views of the account's certificates name, and the name that gives now. */
export const usePublicBeneficiary = () =>
  useQuery({ queryKey: publicPageQueryKeys.beneficiary, queryFn: ({ signal }) => getPublicBeneficiary({ signal }) });

/** Saves the choice; the reply replaces the cached one. */
export function useSaveBeneficiary() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (choice: UpdatePublicBeneficiary) => updatePublicBeneficiary(choice),
    // The panel shows a refusal under its choices.
    shownInPlace: () => true,
    onSuccess: (saved: PublicBeneficiary) => {
      queryClient.setQueryData(publicPageQueryKeys.beneficiary, saved);
      notify.success(`Your certificates' public pages now name “${saved.shownAs}”`);
    },
  });
}
