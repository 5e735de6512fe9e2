import * as v from 'valibot';
import {
  CertificateParamsSchema,
  CertificateQuerySchema,
  CertificateVerificationSchema,
  CheckoutSchema,
  CreateFamilyMemberSchema,
  CreateOperationalDataSchema,
  CreditListingSchema,
  DeletedFamilyMemberSchema,
  FamilyMemberParamsSchema,
  FamilyMemberSchema,
  FifoListingRequestSchema,
  MonthlyOffsetSchema,
  OperationalDataSchema,
} from '../schemas/carbon';
import { defineEndpoint } from './endpoint';
import { buying, wizard } from './rules';

// The carbon side (docs/product-rules.md#carbon-credits): family members, the yearly records,
// buying and offsetting their credits from the wallet, and the certificates.

/** Adds a family member, at most 50 an account (the 51st is a 409); the reply is the new member. */
export const addFamilyMember = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/add-family-member',
  body: CreateFamilyMemberSchema,
  reply: FamilyMemberSchema,
  status: 201,
  access: wizard,
  idempotent: true,
  summary: 'Add a family member',
});

/** The account's family members, oldest first (at most 50): the wizard's first step. */
export const familyMembers = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/family-members',
  reply: v.array(FamilyMemberSchema),
  access: wizard,
  summary: "The account's family members, oldest first (at most 50)",
});

/** Replaces a family member's details with the add form's fields; another account's member is a 404. */
export const updateFamilyMember = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/user/individual/family-members/:familyMemberId',
  params: FamilyMemberParamsSchema,
  body: CreateFamilyMemberSchema,
  reply: FamilyMemberSchema,
  access: wizard,
  summary: "Change a family member's details",
});

/** Removes a family member; a year already saved keeps the estimate it was saved with. */
export const deleteFamilyMember = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/user/individual/family-members/:familyMemberId',
  params: FamilyMemberParamsSchema,
  reply: DeletedFamilyMemberSchema,
  access: wizard,
  summary: 'Remove a family member',
});

/** The account's yearly records, newest first: APPROVED alone opens them, as the dashboard (no menu) reads them too. */
export const operationalData = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/operational-data/individual',
  reply: v.array(OperationalDataSchema),
  access: {},
  summary: 'The yearly records',
});

/** Saves a year's record; the server estimates its emissions with the shared formula. */
export const addOperationalData = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/operational-data/individual/add',
  body: CreateOperationalDataSchema,
  reply: OperationalDataSchema,
  status: 201,
  access: wizard,
  idempotent: true,
  summary: 'Save a yearly record',
});

/** Buys the record's credits from the listing chosen and retires them; the reply is the updated record. */
export const checkout = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/operational-data/individual/checkout',
  body: CheckoutSchema,
  reply: OperationalDataSchema,
  access: buying,
  idempotent: true,
  summary: "Buy credits for a record's emissions",
});

/** Retires a twelfth of the year's estimate from the FIFO listing; the reply is the updated record. */
export const monthlyOffset = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/carbon-offsets/individual/monthly-offset',
  body: MonthlyOffsetSchema,
  reply: OperationalDataSchema,
  access: buying,
  idempotent: true,
  summary: 'Offset one month of a record',
});

/** The oldest active listing that can supply the whole quantity (FIFO): where a purchase draws from. */
export const fifoListing = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/carbon-credits/individual/get-fifo-listing',
  body: FifoListingRequestSchema,
  reply: CreditListingSchema,
  access: buying,
  summary: 'The listing the next credits come from',
});

/** Every active listing that can supply the quantity, FIFO first: the purchase popup's other projects. */
export const listings = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/carbon-credits/individual/get-listings',
  body: FifoListingRequestSchema,
  reply: v.array(CreditListingSchema),
  access: buying,
  summary: 'The listings a purchase may choose from, FIFO first',
});

/** A checkout's certificate as a PDF, for its buyer: opened from the wallet's Checkout history and where credits are bought. */
export const confirmationCertificate = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/carbon-credits/confirmation-certificate',
  query: CertificateQuerySchema,
  produces: { type: 'application/pdf', description: 'The certificate as PDF' },
  access: { anyMenus: ['WALLET', 'CARBON_CREDITS', 'WIZARD'] },
  summary: "A checkout's retirement certificate",
});

/** What a certificate retired, public: its random checkout id is the proof of holding it; an unknown one is a 404. */
export const verifyCertificate = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/carbon-credits/certificates/:checkoutId',
  params: CertificateParamsSchema,
  reply: CertificateVerificationSchema,
  access: 'public',
  summary: "A certificate's public verification",
});
