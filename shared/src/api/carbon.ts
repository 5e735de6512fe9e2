import { carbon } from '@commons/shared/contract';
import type { Checkout, CreateFamilyMember, CreateOperationalData, FifoListingRequest, MonthlyOffset } from '@commons/shared/schemas';
import { call, callUnreported, type Sending } from './client';

/**
 * Query keys of the carbon domain. A purchase or an offset changes the records and the wallet,
 * so its mutation refreshes `operationalData` and the wallet's keys, nothing else.
 */
export const carbonQueryKeys = {
  all: ['carbon'] as const,
  familyMembers: ['carbon', 'family-members'] as const,
  operationalData: ['carbon', 'operational-data'] as const,
  fifoListings: ['carbon', 'fifo-listing'] as const,
  fifoListing: (requiredQuantity: number) => ['carbon', 'fifo-listing', requiredQuantity] as const,
  listings: ['carbon', 'listings'] as const,
  /** The listings a purchase of the quantity may choose from, beside the FIFO one. */
  listingsFor: (requiredQuantity: number) => ['carbon', 'listings', requiredQuantity] as const,
};

type Signal = { signal?: AbortSignal };

/** The account's family members, oldest first. */
export const getFamilyMembers = (options?: Signal) => call(carbon.familyMembers, {}, options);

/** Adds a family member to the account; the reply is the new member. */
export const addFamilyMember = (body: CreateFamilyMember, sending?: Sending) => call(carbon.addFamilyMember, { body }, sending);

/** Changes a family member's details (the same fields as adding one); the reply is the member as saved. */
export const updateFamilyMember = (familyMemberId: string, body: CreateFamilyMember, sending?: Sending) =>
  call(carbon.updateFamilyMember, { params: { familyMemberId }, body }, sending);

/** Removes a family member from the account. */
export const deleteFamilyMember = (familyMemberId: string, sending?: Sending) =>
  call(carbon.deleteFamilyMember, { params: { familyMemberId } }, sending);

/** Every operational-data record of the account, newest year first. */
export const getOperationalData = (options?: Signal) => call(carbon.operationalData, {}, options);

/** Saves a year's operational data; the server estimates its emissions with the shared formula. */
export const addOperationalData = (body: CreateOperationalData, sending?: Sending) =>
  call(carbon.addOperationalData, { body }, sending);

/** The oldest active listing that can supply the whole quantity (FIFO). */
export const getFifoListing = (body: FifoListingRequest, options?: Signal) => call(carbon.fifoListing, { body }, options);

/**
 * Every active listing that can supply the whole quantity, FIFO first: the projects the
 * Purchasing Credits popup offers beside the FIFO listing.
 */
export const getListings = (body: FifoListingRequest, options?: Signal) => call(carbon.listings, { body }, options);

/** Buys the record's credits from the listing and retires them; the reply is the updated record. */
export const checkoutOperationalData = (body: Checkout, sending?: Sending) => call(carbon.checkout, { body }, sending);

/** Retires a twelfth of the year's estimate; the reply is the updated record. */
export const monthlyOffset = (body: MonthlyOffset, sending?: Sending) => call(carbon.monthlyOffset, { body }, sending);

/**
 * Public: whether a certificate exists and what it retired; needs no session. Unreported: the
 * verification page says "not found" or "could not be checked" itself, with no toast.
 */
export const verifyCertificate = (checkoutId: string, options?: Signal) =>
  callUnreported(carbon.verifyCertificate, { params: { checkoutId } }, options);
