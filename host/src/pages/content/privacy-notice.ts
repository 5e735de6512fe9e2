import type { LegalPage } from './types';

const email = 'support@carboncommons.example';

export const privacyNotice: LegalPage = {
  updated: '22 November 2026',
  intro:
    'This notice explains what personal data Carbon Commons collects when you use this site, why we collect it, who we share it with, how long we keep it and what your rights are. Carbon Commons is responsible for your personal data. If anything here is unclear, write to us at ' +
    email +
    '.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details: your name, email address, phone number and password. We never keep your password itself, only a secure hash of it.',
        'Profile details: city, country, education, profession, nationality, citizenship number, UID of residence and any documents you add. We use these to review your account and to issue certificates in your name.',
        'Family members: for each person you add, their relation to you, name, ID, country of residence, nationality and citizenship number. Please add someone only if you are entitled to share their details and have told them about this notice.',
        'Operational data: for each year, the number of vehicles, annual car miles, electricity and water use, and the emissions, offsets and badges we work out from them.',
        'Wallet and payment records: top-ups, withdrawal requests, purchases, fees and balances. Card details are entered on our payment provider\'s checkout page and handled by them; we never see or store your card number.',
        'Sub-users: if you are an account owner, the name, email address and phone number of each sub-user you create, their group policy, when they were created and when they last logged in.',
      ],
    },
    {
      heading: 'Why we use it and our lawful bases',
      paragraphs: [
        'To run your account, record your operational data, sell and retire credits, operate your wallet and send certificates. This is necessary to perform our contract with you.',
        'To review new and updated accounts, check eligibility (you must be 18 or older), prevent fraud and keep the service secure. This is in our legitimate interests and yours.',
        'To keep financial and transaction records and answer lawful requests from authorities. This is necessary to meet our legal obligations.',
        'We do not sell your personal data and we do not use it for advertising. We will only send you marketing emails if you have asked us to.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Our payment provider, which processes card top-ups and receives your email address and the amount you pay.',
        'Carbon credit registries, which record the cancellation of the credits you buy. The retirement may be recorded in your name.',
        'Project providers, who receive the order details they need to process an order paid by bank transfer.',
        'Companies that host and run the site for us, under contracts that only allow them to use the data on our instructions.',
        'Authorities, where the law requires us to.',
        'Where any of these process data outside your country, we make sure appropriate safeguards are in place.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account, profile, family member and operational data for as long as your account is open. When you close your account we delete or anonymise it, except where we must keep it.',
        'Financial and transaction records are kept for as long as the law requires us to keep them.',
        'Retirements recorded on a carbon credit registry are permanent: that is what stops a credit being counted twice, so we cannot remove them.',
      ],
    },
    {
      heading: 'How we keep it safe',
      paragraphs: [
        'Passwords are hashed with argon2id, a modern password-hashing method, so they cannot be read back. Session tokens are stored on our side only as hashes.',
        'All traffic between your browser and the site is encrypted. Access to personal data is limited to the people who need it to run the service.',
        'Account owners can limit what each sub-user sees through group policies.',
      ],
    },
    {
      heading: 'Session storage and cookies',
      paragraphs: [
        'The site keeps your session (whether you are logged in, your email address and basic account details) in your browser\'s session storage. It is cleared when you log out or close the browser tab.',
        'We do not use advertising or tracking cookies. The payment provider\'s checkout page may use its own cookies, covered by its own privacy notice.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You have the right to access the personal data we hold about you, to have it corrected, to have it erased, to receive it in a portable format and to object to how we use it. You can also ask us to restrict its use while a question is being resolved.',
        'You can correct most details yourself on the Profile page. Remember that a profile update sends your account back for review.',
        'To use any of these rights, email ' +
          email +
          ' with a subject such as "Data access request" or "Data erasure request". We may need to confirm your identity first, and we will reply within one month.',
        'Erasure has limits: we must keep some records by law, and we cannot undo a retirement recorded on a registry.',
        'If you are unhappy with how we have handled your data, you have the right to complain to the data protection supervisory authority where you live. We would appreciate the chance to put things right first.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Accounts are for people aged 18 or older, and we do not knowingly open accounts for anyone younger. Family members you add may include children; please enter only the details the form asks for.',
      ],
    },
    {
      heading: 'Changes to this notice',
      paragraphs: [
        'We will update this notice when the way we use personal data changes, and change the date at the top. If the change is significant, we will also tell you by email.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'For any question about your personal data or this notice, email ' + email + '.',
      ],
    },
  ],
};
