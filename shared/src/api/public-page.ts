import { impact, pathOf } from '@commons/shared/contract';
import type { UpdatePublicBeneficiary, UpdatePublicPage } from '@commons/shared/schemas';
import { apiBasePath, call, callUnreported, type Sending } from './client';

/** Query keys of the public impact page: the owner's settings, and a page by handle. */
export const publicPageQueryKeys = {
  settings: ['public-page', 'settings'] as const,
  beneficiary: ['public-page', 'beneficiary'] as const,
  impact: (handle: string) => ['public-page', 'impact', handle.toLowerCase()] as const,
};

/** The owner's public page settings: on or off, its handle and display name. */
export const getPublicPageSettings = (options?: { signal?: AbortSignal }) => call(impact.publicPageSettings, {}, options);

/** Turns the public page on or off under a handle and display name; the reply is the settings saved. */
export const updatePublicPageSettings = (settings: UpdatePublicPage, sending?: Sending) =>
  call(impact.updatePublicPageSettings, { body: settings }, sending);

/** Whom the public views of the account's certificates name, and the name that gives now. */
export const getPublicBeneficiary = (options?: { signal?: AbortSignal }) => call(impact.publicBeneficiary, {}, options);

/** Chooses whom they name; the reply is the choice saved and the name it gives. */
export const updatePublicBeneficiary = (choice: UpdatePublicBeneficiary, sending?: Sending) =>
  call(impact.updatePublicBeneficiary, { body: choice }, sending);

/**
 * Public: the impact page of `handle`, no session needed. Unreported: the page says "no page"
 * (a 404: unknown, or turned off) or "could not be loaded" itself, with no toast.
 */
export const getPublicImpact = (handle: string, options?: { signal?: AbortSignal }) =>
  callUnreported(impact.publicImpact, { params: { handle } }, options);

/** Where the page's share image (a PNG, 1200x630) is served, relative to the site. */
export const publicImpactImagePath = (handle: string) => `${apiBasePath}/${pathOf(impact.publicImpactShareImage, { handle })}`;
