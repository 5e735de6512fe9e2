import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addPayoutAccount, approvedAccount, topUp } from '../tests/api';
import { login, newPerson, type Person } from '../tests/helpers';
import { ops } from '../tests/operator';

/**
 * The free text an account's owner (and the operator) stores, as the browser suites set it up:
 * the accessibility suite with plain words, the stored-script suite with a payload in each.
 */
export interface StoredTexts {
  name: string;
  city: string;
  education: string;
  profession: string;
  citizenshipNo: string;
  uidOfResidence: string;
  memberName: string;
  memberId: string;
  memberCitizenshipNo: string;
  policyName: string;
  policyRole: string;
  subUserName: string;
  documentName: string;
  rejectionReason: string;
}

/** An owner with everything every screen and popup shows, and a sub-user under a policy. */
export interface World {
  owner: Person;
  subUser: Person;
  /** A checkout whose certificate the public page verifies. */
  checkoutId: string;
  /** The documents' file names as stored: the upload's name, path and all, made a plain file name. */
  documentNames: string[];
}

const thisYear = new Date().getFullYear();
/** Bought; the next one is left to buy (its Checkout popup); the third is offset monthly. */
export const years = { bought: thisYear - 1, open: thisYear - 2, offset: thisYear - 3 } as const;

/** A small PNG: its leading bytes are what the server checks. */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

async function call(request: APIRequestContext, token: string, method: 'post' | 'put', url: string, data: object) {
  const response = await request[method](`/api/api/${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function saveYear(request: APIRequestContext, token: string, year: number) {
  const data = { year, totalNoofVehicels: 0, annualCarMiles: 0, annualElectricalConsumption: 10_000, annualWaterConsumption: 0 };
  return (await call(request, token, 'post', 'operational-data/individual/add', data)).operationalDataId as string;
}

async function buy(request: APIRequestContext, token: string, operationalDataId: string) {
  const listing = await call(request, token, 'post', 'carbon-credits/individual/get-fifo-listing', { requiredQuantity: 12 });
  const checkout = await call(request, token, 'post', 'operational-data/individual/checkout', { listingId: listing.listingId, operationalDataId });
  return (checkout as { retirements: { checkoutId: string }[] }).retirements[0]!.checkoutId;
}

/** Builds the world through the API and `pnpm ops`, with `texts` in every stored text field. */
export async function buildWorld(request: APIRequestContext, texts: StoredTexts): Promise<World> {
  const owner = { ...newPerson(), name: texts.name };
  const token = await approvedAccount(request, owner);
  await call(request, token, 'post', 'user/individual/update-profile-details', {
    data: { city: texts.city, education: texts.education, profession: texts.profession, citizenshipNo: texts.citizenshipNo, uidOfResidence: texts.uidOfResidence },
  });
  await topUp(request, token, owner, 1000);
  // Public certificate views name the account only by the owner's explicit choice
  // (docs/product-rules.md#the-public-impact-page): chosen here, so /verify shows the stored name.
  await call(request, token, 'put', 'user/individual/public-page/beneficiary', { shown: 'FULL_NAME' });
  await call(request, token, 'post', 'user/individual/add-family-member', {
    memberRelation: 'Spouse',
    memberName: texts.memberName,
    memberId: texts.memberId,
    countryResidence: 'Norway',
    nationality: 'Japan',
    memberCitizenshipNo: texts.memberCitizenshipNo,
  });
  const checkoutId = await buy(request, token, await saveYear(request, token, years.bought));
  await saveYear(request, token, years.open);
  const offsetYear = await saveYear(request, token, years.offset);
  await buy(request, token, offsetYear);
  // Actual emissions above what was bought: the year can be offset month by month.
  await ops('operational-data', 'approve', offsetYear, '--emissions', '30');
  // One withdrawal pending and one rejected, so both tabs have a row: a payout account first.
  await addPayoutAccount(request, token, owner);
  for (const amount of [5, 7]) await call(request, token, 'post', 'wallet/individual/raise-withdrawal-request', { requestedWithdrawalAmount: amount });
  const pending = (await ops('withdrawals', 'list', '--status', 'PENDING')).split('\n').filter((line) => line.includes(owner.email));
  await ops('withdrawals', 'reject', pending[0]!.match(uuid)![0]);

  const upload = await request.post('/api/api/user/individual/documents', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { kind: 'PASSPORT', file: { name: texts.documentName, mimeType: 'image/png', buffer: png } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await request.post('/api/api/user/individual/documents', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { kind: 'PROOF_OF_ADDRESS', file: { name: `2-${texts.documentName}`, mimeType: 'image/png', buffer: png } },
  });
  const documents = (await ops('documents', 'list', owner.email)).split('\n');
  const second = documents.find((line) => line.includes(`2-${texts.documentName}`)) ?? documents[documents.length - 1]!;
  await ops('documents', 'reject', second.match(uuid)![0], '--reason', texts.rejectionReason);

  const listed = await request.get('/api/api/user/individual/documents', { headers: { Authorization: `Bearer ${token}` } });
  const documentNames = ((await listed.json()) as { documents: { fileName: string }[] }).documents.map((d) => d.fileName);

  const policy = await call(request, token, 'post', 'group-policy/individual', {
    name: texts.policyName,
    role: texts.policyRole,
    menus: ['PROFILE', 'CARBON_CREDITS', 'ASSETS', 'WIZARD', 'WALLET'],
  });
  const subUser = { ...newPerson(), name: texts.subUserName };
  await call(request, token, 'post', 'user/individual/create-subuser', {
    name: subUser.name,
    phone: subUser.phone,
    email: subUser.email,
    password: subUser.password,
    assignedGroupPolicyId: JSON.stringify(policy).match(uuid)![0],
  });
  return { owner, subUser, checkoutId, documentNames };
}

/** Signs `person` in at the login screen, then waits for the page it leads to. */
export async function signIn(page: Page, person: Person) {
  await page.goto('/login');
  await login(page, person);
  await expect(page).not.toHaveURL(/\/login$/);
}
