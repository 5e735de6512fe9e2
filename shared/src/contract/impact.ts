import {
  PublicBeneficiarySchema,
  PublicImpactParamsSchema,
  PublicImpactSchema,
  PublicPageSettingsSchema,
  UpdatePublicBeneficiarySchema,
  UpdatePublicPageSchema,
} from '../schemas/public-page';
import { defineEndpoint } from './endpoint';
import { ownPublicPage } from './rules';

// The public impact page (docs/product-rules.md#the-public-impact-page): its settings on the
// owner's profile, and the page itself with its share image, read by anyone without a session.

/** The owner's public page settings: on or off, its handle and display name (none until chosen). */
export const publicPageSettings = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/public-page',
  reply: PublicPageSettingsSchema,
  access: ownPublicPage,
  summary: "The account's public impact page settings",
});

/** Turns the page on or off under a handle and display name; no Idempotency-Key, as saving twice is saving once. */
export const updatePublicPageSettings = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/user/individual/public-page',
  body: UpdatePublicPageSchema,
  reply: PublicPageSettingsSchema,
  access: ownPublicPage,
  summary: 'Turn the public impact page on or off, under a handle',
});

/** Whom the public views of the account's certificates name, and the name that gives now. */
export const publicBeneficiary = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/public-page/beneficiary',
  reply: PublicBeneficiarySchema,
  access: ownPublicPage,
  summary: "Whom a certificate's public views name",
});

/** Chooses whom they name: "a Carbon Commons member", the page's display name, or the full name. */
export const updatePublicBeneficiary = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/user/individual/public-page/beneficiary',
  body: UpdatePublicBeneficiarySchema,
  reply: PublicBeneficiarySchema,
  access: ownPublicPage,
  summary: "Choose whom a certificate's public views name",
});

/** An account's public impact page, any case of its handle: a 404 at once when turned off, as it is never cached. */
export const publicImpact = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/impact/:handle',
  params: PublicImpactParamsSchema,
  reply: PublicImpactSchema,
  access: 'public',
  summary: "An account's public impact page",
});

/** The page's share image for link previews (1200x630 PNG), a 404 like the page while it is off. */
export const publicImpactShareImage = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/impact/:handle/share-image',
  params: PublicImpactParamsSchema,
  produces: { type: 'image/png', description: 'A PNG, 1200x630' },
  access: 'public',
  summary: "The public impact page's share image",
});
