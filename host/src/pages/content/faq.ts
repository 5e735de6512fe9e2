import type { FaqGroup } from './types';

const email = 'support@carboncommons.example';

export const faqGroups: FaqGroup[] = [
  {
    title: 'Purchasers',
    entries: [
      {
        question: 'What is a CER?',
        answer:
          'A CER (certified emission reduction) is a carbon credit representing one tonne of carbon dioxide equivalent (CO2e) that a certified project has kept out of the atmosphere. When you buy CERs through Carbon Commons they are cancelled voluntarily on your behalf, so nobody can sell or count them again.',
      },
      {
        question: 'Who can buy credits?',
        answer:
          'You must be 18 or older to buy credits. Your account also needs to be approved before the purchase pages open.',
      },
      {
        question: 'How do I buy credits?',
        answer:
          'Record your operational data for a year in the Wizard, then choose Checkout in step 3 or on the Carbon Credits page. The Purchasing Credits window shows the quantity, the unit price, the marketplace mark-up and its percentage, and what you pay in all before you confirm. The purchase is paid from your wallet balance, so top up your wallet first if you need to, or by bank transfer where the project takes it (see below).',
      },
      {
        question: 'When will I receive my certificate?',
        answer:
          'We send your retirement certificate within 2 working days of your purchase. Once it is ready, you can also download it from the Checkout tab of your wallet history. If 72 hours have passed and you still have no certificate, please raise a complaint (see Complaints below).',
      },
      {
        question: 'Can I pay by bank transfer?',
        answer:
          'Yes, where the project\'s provider takes bank transfers: choose Pay by bank transfer in the Purchasing Credits window, for the same year, project and quantity. The credits are held for you at once, and the transfer details (the provider\'s account holder, bank and IBAN or account and routing numbers, the amount and a reference) are shown on screen and emailed to you straight away. Quote the reference exactly: it carries a check digit, so a mistyped one is caught. Your certificate follows within 2 working days of the money arriving. Your orders and their state are listed under Carbon Credits and in the Bank Transfers tab of your wallet history, and you can cancel one under Carbon Credits until the provider marks it in progress. Please pay promptly: bank-transfer orders that are still unpaid after 90 days are cancelled.',
      },
      {
        question: 'What do the Offset and Not yet offset badges mean?',
        answer:
          'Each year gets a badge. It reads Offset (blue) once your offsets cover that year\'s emissions. It reads Not yet offset (gray) while they do not, and also for a year with no operational data recorded.',
      },
      {
        question: 'How is my footprint estimated?',
        answer:
          'Emissions (mt), the figure your purchases and monthly offsets use, comes from our own formula over your electricity, water, vehicles and household, rounded up to whole tonnes per month. Beside it, the wizard shows a detailed estimate from published factors (the grid intensity of your country, car miles, water supply) with the source of each, for information.',
        more: { to: '/methodology', label: 'Read the methodology and every factor we use' },
      },
      {
        question: 'What are monthly offsets?',
        answer:
          'Your estimate is worked out as a whole number of tonnes per month, so you can offset a year month by month instead of all at once. On the Carbon Credits page, a past year that is not yet offset shows an Offset button for this. The Monthly Offset Done column shows how many months you have offset so far.',
      },
    ],
  },
  {
    title: 'Providers',
    entries: [
      {
        question: 'How do I list a project?',
        answer: `Email ${email} with the subject "List a project". Tell us about the project and the certified emission reductions it has available, and we will explain the next steps.`,
      },
      {
        question: 'How long can my project description be?',
        answer:
          'At most 500 words. Say plainly what the project does, where it is and how its emission reductions are certified. Purchasers read it before they buy.',
      },
      {
        question: 'What pictures do you need?',
        answer:
          'Pictures must be at least 800x600 pixels and in a 4:3 ratio. Photos of the project site and the work itself are the most useful.',
      },
      {
        question: 'How are bank-transfer orders handled?',
        answer:
          'The purchaser receives the bank-transfer details within 2 working days of ordering: the site shows them on screen and emails them as the order is placed, and holds the ordered credits until the order is paid or cancelled. As the provider, you mark the order as in progress while you process it, then as paid once the money has reached you. Orders still unpaid after 90 days are cancelled.',
      },
      {
        question: 'Does it cost anything to be a provider?',
        answer:
          'No. Using the platform is free apart from payment fees: there is no account or subscription charge. Buyers pay the marketplace mark-up on top of a listing\'s unit price, shown to them before they confirm.',
      },
    ],
  },
  {
    title: 'General questions',
    entries: [
      {
        question: 'Is Carbon Commons free to use?',
        answer:
          'Yes, apart from payment fees: there is no account or subscription charge, and topping up your wallet by card carries no extra charge. The payment fee is the marketplace mark-up carbon credits carry: the Purchasing Credits window shows it before you confirm, and your wallet history shows it with each purchase.',
      },
      {
        question: 'How are my emissions estimated?',
        answer:
          'From the operational data you enter for a year: electricity in kWh multiplied by 0.578 kg CO2e, water in gallons multiplied by 0.000001 kg, a fixed 19.26 tonnes per vehicle (36,000 x 0.535 kg), 0.5 tonnes for each family member and a household baseline of 0.5 tonnes. The total is rounded up to a whole number of tonnes per month, so the yearly figure is always a multiple of 12. It appears as "Emissions (mt)" (metric tonnes) before you save. The car miles you enter are kept with your record but do not change the estimate.',
      },
      {
        question: 'Why is my account being reviewed?',
        answer:
          'Every new account is reviewed before the dashboard, wallet, wizard, carbon credits and assets pages open. Your profile stays available while you wait. Updating your profile sends the account back for review, so check your details before saving. If your account is rejected or suspended, please contact us.',
      },
      {
        question: 'How do I add money to my wallet?',
        answer:
          'On the Wallet page, choose Top Up and enter a whole number of US dollars (at least 1). A secure card checkout opens in a new tab, and once payment succeeds you return to your wallet with the message "Payment Successful". Your card details go to our payment provider, not to us.',
      },
      {
        question: 'How do withdrawals work?',
        answer:
          'Request a withdrawal from the Wallet page, again as a whole number of dollars. Every request is reviewed by our team. While it waits it is listed under Pending; if we cannot approve it, it moves to Rejected. Completed top-ups and withdrawals are listed under Completed.',
      },
      {
        question: 'Can other people in my household have their own login?',
        answer:
          'Yes. As the account owner you can create sub-users on the IAM Policy page and give each one a group policy. A group policy lists the menus its users may open: PROFILE, CARBON_CREDITS, ASSETS, WIZARD and WALLET. A sub-user without a policy cannot open those pages. You can edit, suspend or delete sub-users at any time, and you stay responsible for what they do.',
      },
      {
        question: 'Is Carbon Commons for organisations too?',
        answer:
          'Organisations are a further kind of user we plan to support. Their features are not part of this site and will be introduced separately. We will announce them here when they are ready.',
      },
    ],
  },
  {
    title: 'Complaints',
    entries: [
      {
        question: 'How do I make a complaint?',
        answer: `Email ${email} with a subject starting "Complaint:". Include the email address of your account, what happened and when, and the checkout or request details if it is about a purchase or a withdrawal. We read every complaint and reply to you by email.`,
      },
      {
        question: 'My certificate has not arrived. What should I do?',
        answer:
          'Certificates are sent within 2 working days. If 72 hours have passed since your purchase and you have not received it, and it is not in the Checkout tab of your wallet history, raise a complaint with the subject "Complaint: Certificate not received" and the date of the purchase.',
      },
      {
        question: 'The details on my certificate are wrong.',
        answer:
          'Tell us which certificate it is (the purchase date is enough) and what needs correcting. We will check it against our records and reply by email.',
      },
      {
        question: 'My withdrawal request was rejected.',
        answer:
          'Rejected requests stay listed under Rejected in your wallet. If you think the decision was wrong, write to us with the date and amount of the request and we will look at it again.',
      },
      {
        question: 'My account was rejected or suspended.',
        answer:
          'Contact us from the email address you signed up with. We will tell you what we need from you and review the account again.',
      },
      {
        question: 'I am unhappy with how my personal data was handled.',
        answer:
          'Please tell us first so we can put it right. You also have the right to complain to the data protection supervisory authority where you live. Our Privacy Notice explains your rights.',
      },
    ],
  },
];
