import { bankTransferOrders, carbon, impact, plans, projects } from '@commons/shared/contract';
import { defineScreens, type ScreenDeclaration } from '@commons/shared/schemas';

/**
 * The Carbon Credits table's calls, which the wizard's step 3 makes too: the records, the FIFO
 * listing, checkout, an order by bank transfer (and the orders, for a year's unpaid one), monthly
 * offset and the certificates.
 */
const carbonCreditsCalls = [
  carbon.operationalData,
  carbon.fifoListing,
  carbon.listings,
  carbon.checkout,
  bankTransferOrders.createBankTransferOrder,
  bankTransferOrders.bankTransferOrders,
  bankTransferOrders.bankTransferOrder,
  carbon.monthlyOffset,
  carbon.confirmationCertificate,
] as const satisfies ScreenDeclaration['calls'];

/** Carbon Credits' cancel of a bank-transfer order (docs/product-rules.md#bank-transfer-orders). */
const orderCalls = [bankTransferOrders.cancelBankTransferOrder] as const satisfies ScreenDeclaration['calls'];

/** The owner's part of a purchase's success view: the public page to share, when it is on. */
const purchaseOwnerCalls = [impact.publicPageSettings] as const satisfies ScreenDeclaration['calls'];

/**
 * The monthly plans (docs/jobs.md#monthly-plans): read by the dashboard and Carbon Credits, started
 * and changed from Carbon Credits alone (the wizard's step 3 shows no plans: its menu cannot
 * change them).
 */
const planCalls = [
  plans.plans,
  plans.createPlan,
  plans.pausePlan,
  plans.resumePlan,
  plans.cancelPlan,
] as const satisfies ScreenDeclaration['calls'];

/**
 * The carbon remote's screens (docs/product-rules.md#screens), the public certificate check and
 * the public footprint methodology, project pages and impact pages.
 */
export const screens = defineScreens('carbon', [
  {
    path: '/dashboard',
    page: 'DashboardPage',
    access: { guard: 'protected', rule: {} },
    frame: 'site',
    title: 'Dashboard',
    sidebar: { label: 'Dashboard', order: 10 },
    calls: [carbon.operationalData, plans.plans],
  },
  {
    path: '/wizard',
    page: 'WizardPage',
    access: { guard: 'protected', rule: { menus: ['WIZARD'] } },
    frame: 'site',
    title: 'Wizard',
    sidebar: { label: 'Wizard', order: 30 },
    calls: [
      carbon.addFamilyMember,
      carbon.familyMembers,
      carbon.updateFamilyMember,
      carbon.deleteFamilyMember,
      carbon.addOperationalData,
      ...carbonCreditsCalls,
    ],
    ownerCalls: purchaseOwnerCalls,
  },
  {
    path: '/carbon-credits',
    page: 'CarbonCreditsPage',
    access: { guard: 'protected', rule: { menus: ['CARBON_CREDITS'] } },
    frame: 'site',
    title: 'Carbon Credits',
    sidebar: { label: 'Carbon Credits', order: 40 },
    calls: [...carbonCreditsCalls, ...planCalls, ...orderCalls],
    ownerCalls: purchaseOwnerCalls,
  },
  {
    path: '/assets',
    page: 'AssetsPage',
    access: { guard: 'protected', rule: { menus: ['ASSETS'] } },
    frame: 'site',
    title: 'Assets',
    sidebar: { label: 'Assets', order: 60 },
    calls: [carbon.operationalData],
  },
  {
    // Beyond the contract's screens: a certificate's verification link, open to anyone holding the PDF.
    path: '/verify/:checkoutId',
    page: 'CertificateVerificationPage',
    access: { guard: 'public' },
    frame: 'site',
    title: 'Certificate Verification',
    description: 'Check that a Carbon Commons retirement certificate exists and see what it retired.',
    calls: [carbon.verifyCertificate],
  },
  {
    // The factors behind the detailed estimate (docs/methodology.md), open to anyone.
    path: '/methodology',
    page: 'MethodologyPage',
    access: { guard: 'public' },
    frame: 'site',
    title: 'Footprint Methodology',
    description: 'How Carbon Commons estimates a household footprint: the formula purchases use, and every published factor with its source, year and licence.',
    prerender: true,
    calls: [],
  },
  {
    // An account's retirements, public once its owner turns the page on in the profile
    // (docs/product-rules.md#the-public-impact-page).
    path: '/u/:handle',
    page: 'PublicImpactPage',
    access: { guard: 'public' },
    frame: 'site',
    title: 'Climate impact',
    description: 'Carbon credits retired through Carbon Commons: tonnes per year and each certificate, with its serial numbers and registry.',
    calls: [impact.publicImpact, impact.publicImpactShareImage],
  },
  {
    // The projects behind the listings, with their AB 1305 disclosure, open to anyone
    // (docs/product-rules.md#carbon-credits).
    path: '/projects',
    page: 'ProjectsPage',
    access: { guard: 'public' },
    frame: 'site',
    title: 'Projects',
    description: 'The carbon projects whose certified credits Carbon Commons sells: where they are, what they do and their prices.',
    // Drawn in the HTML (title and introduction) so a phone paints it before the scripts run.
    prerender: true,
    // The pictures too: the pages' <img> elements load them.
    calls: [projects.projects, projects.projectPicture],
  },
  {
    path: '/projects/:projectId',
    page: 'ProjectPage',
    access: { guard: 'public' },
    frame: 'site',
    title: 'Project',
    description: "A carbon project's pictures, description, location, AB 1305 disclosure and the credits it has for sale.",
    prerender: true,
    calls: [projects.project, projects.projectPicture],
  },
]);
