/** A paragraph, or a bulleted list of items. */
export type LegalBlock = string | readonly string[];

export type LegalSection = {
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  readonly title: string;
  readonly lastUpdated: string;
  readonly preamble: string;
  readonly sections: readonly LegalSection[];
};

export const legalDocumentIds = ['guestScreeningServiceAgreement', 'hostServiceAgreement', 'termsOfUse', 'privacyPolicy', 'guestConsentForm'] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

/** Spec §1: the notes give 06/11/2025 as the last update of every legal text. */
export const legalLastUpdated = '06/11/2025';
export const supportEmail = 'support@trustay.io';
export const privacyEmail = 'privacy@trustay.io';

const guestScreeningServiceAgreement: LegalDocument = {
  title: 'Guest Screening Service Agreement',
  lastUpdated: legalLastUpdated,
  preamble:
    'This Guest Screening Service Agreement (the “Agreement”) is a contract between Trustay (“Trustay”, “we”, “us”) and the host, property manager or property owner who orders guest screenings through the Trustay portal (“you”). It sets out how screenings work and how you may use the results. By selecting Accept and Continue you agree to this Agreement. If you do not agree, do not use the Service.',
  sections: [
    {
      heading: 'Who may use the Service',
      blocks: [
        'The Service is for adults. The minimum age is 18: you must be at least 18 years old to open an account, buy screening credits or order a screening. If you accept this Agreement for a business, you confirm that you are authorised to bind that business.',
        'A person aged 13 or older but under 18 may take part in the Service, for example as a member of a booking party who completes a guest form, only when a parent or legal guardian is aware of it and accepts this Agreement on that person’s behalf. Anyone under 13 is barred from using the Service, and we do not knowingly collect information about children under 13.',
      ],
    },
    {
      heading: 'Definitions',
      blocks: [
        [
          '“Service” means the Trustay portal, the Trustay Score, guest screening, the guest form and related support.',
          '“Host” means a short-term rental host, property manager or property owner with a Trustay account.',
          '“Property Manager” means a Host, or a person acting for one, who manages listings on behalf of their owners.',
          '“Guest” means a person who has booked, or asked to book, a stay with a Host.',
          '“Screening” means one check of one Guest, ordered by hand in the portal or through a guest form.',
          '“Credit” means a prepaid unit of the Service; one Screening uses one Credit.',
          '“Public Sources” means the publicly available records and lists described in section 4.',
        ],
      ],
    },
    {
      heading: 'The Service',
      blocks: [
        'Trustay helps Hosts assess the risk of a booking. You may screen a Guest by entering the booking details yourself, or by sending the Guest a link to the guest form, where the Guest confirms the booking details and date of birth, accepts the Guest Consent Form and, if you have ID verification enabled, may upload a photo ID.',
      ],
    },
    {
      heading: 'Data sources and accuracy',
      blocks: [
        'Screening results are built from data that comes from public sources and from the booking itself. Depending on the Guest and the data available, a Screening may include:',
        [
          'watch lists and sanctions lists;',
          'wanted-person lists;',
          'criminal and arrest records;',
          'sex-offender registries;',
          'a lookup of the phone number given for the booking;',
          'a search of public professional-network profiles;',
          'a flag showing whether the Guest connected through an anonymous IP address, such as a proxy, VPN or Tor exit node.',
        ],
        'Public records can be incomplete, out of date or matched to the wrong person, especially for common names, and we cannot guarantee that they are accurate or complete. A Guest who believes a result is wrong may ask us to review it under section 9.',
      ],
    },
    {
      heading: 'The Trustay Score',
      blocks: [
        'The Trustay Score is a weighted, banded confidence value based on Guest behaviour, booking data, earlier Host reviews and screening against Public Sources. It is shown as a band, never as an exact score, and it is a risk indicator only, not a finding of fact about any person.',
        'Trustay is not a consumer reporting agency and the Trustay Score is not a consumer report. The score does not make any decision by itself and must not be the only basis of one. You alone decide whether to accept, decline or cancel a booking, and you must decide lawfully, including under fair housing and anti-discrimination laws.',
      ],
    },
    {
      heading: 'Credits and payment',
      blocks: [
        'Screenings are paid for with Credits, which you buy in screening credit packages shown in the portal at the price stated when you buy them. One Screening uses one Credit, whether or not the Screening finds any records. Prices exclude taxes unless stated otherwise.',
        'Credits are non-refundable. They have no cash value, cannot be transferred or exchanged, and are not refunded if you stop using the Service, close your account or have it suspended for breach of this Agreement, except where the law requires a refund.',
      ],
    },
    {
      heading: 'How you may use results',
      blocks: [
        'You may use Screening results only to assess the booking they were ordered for, at a property you host or manage. You must not:',
        [
          'screen a person who has not booked or asked to book a stay with you;',
          'sell, publish or share results, except with the owner or Property Manager of the same property who is bound by these terms;',
          'use results for employment, credit, insurance, tenancy or any other purpose regulated as consumer reporting;',
          'use results to harass, shame or discriminate against anyone;',
          'try to obtain an exact score through repeated or automated requests.',
        ],
        'Property Managers may access Guest and user data only within the terms of this Agreement, only for the properties they manage and only for as long as they manage them.',
      ],
    },
    {
      heading: 'Guest ID images',
      blocks: [
        'When you enable ID verification, a Guest may upload a photo ID through the guest form. The image is shown to you view-only: you may not download, copy, photograph or store it. ID images are deleted after the Guest’s checkout.',
      ],
    },
    {
      heading: 'Data retention and requests',
      blocks: [
        'We keep screening and booking data for at least 120 days after a Screening so that results can be reviewed and disputes handled, and we keep log data for 18 months. The Privacy Policy explains what we collect and how we protect it.',
        'We answer requests to access, delete or correct data within 30 days of receiving them. Guests and Hosts can send requests to privacy@trustay.io.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      blocks: [
        'The Service and all results are provided “as is”. To the extent the law allows, we give no warranty that results are accurate or complete, and we are not liable for booking decisions, lost income or indirect loss. Our total liability under this Agreement is limited to the amount you paid us for Credits in the 12 months before the claim arose.',
      ],
    },
    {
      heading: 'Disputes and arbitration',
      blocks: [
        'Before starting a claim, write to support@trustay.io and give us 60 days to resolve the dispute informally. A dispute that is not resolved will be settled by binding individual arbitration rather than in court, except that either party may bring an individual claim in a small-claims court.',
        'Where the relief sought is $10,000 or less, the party asking for arbitration may choose to have it conducted by telephone or in writing only, without an in-person hearing. Claims may be brought only individually, never as part of a class or representative action.',
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        'This Agreement is governed by the laws of the State of New Jersey, without regard to its conflict-of-law rules. Any matter that is not subject to arbitration will be heard in the state or federal courts located in New Jersey.',
      ],
    },
    {
      heading: 'Changes to this Agreement',
      blocks: [
        'We may change this Agreement. We will post the new version with a new “Last updated” date. For existing users, changes take effect 30 days after posting; for new users they apply at once.',
      ],
    },
    {
      heading: 'Suspension and termination',
      blocks: [
        'We may suspend or close an account that breaches this Agreement or misuses Screening results. You may close your account at any time by writing to support@trustay.io. Sections 6 to 12 continue to apply after termination.',
      ],
    },
    {
      heading: 'Contact',
      blocks: ['Trustay answers questions about the Service and Credits at support@trustay.io, and requests about personal data at privacy@trustay.io.'],
    },
  ],
};

const hostServiceAgreement: LegalDocument = {
  title: 'Host Service Agreement',
  lastUpdated: legalLastUpdated,
  preamble:
    'This Host Service Agreement (the “Agreement”) governs your Trustay host account. It is between Trustay (“we”, “us”) and you, the short-term rental host, property manager or property owner who signs up (“you”). It applies together with the Guest Screening Service Agreement, the Terms of Use and the Privacy Policy. By accepting the Terms and Conditions at sign-up you agree to it.',
  sections: [
    {
      heading: 'Definitions',
      blocks: [
        [
          '“Account” means the host account you open with an invitation code.',
          '“Channel” means the property management system or channel manager your invitation code assigns to your Account, such as Hostaway, OwnerRez, Tokeet or AdvanceCM.',
          '“Credits” means screening credits; each guest screening uses one credit.',
          '“Guest Data” means any information about a guest that you give us or that the Service returns to you.',
          '“Property Manager” means a person or business that manages short-term rental properties on behalf of their owners.',
        ],
      ],
    },
    {
      heading: 'Eligibility and your Account',
      blocks: [
        'You must be at least 18 years old and able to enter into a binding contract. Accounts are opened by invitation only: the invitation code sets your Channel, which you cannot change yourself.',
        'You must give accurate details at sign-up (name, company, contact details and property details) and keep them current. You are responsible for everything done with your login. Keep your password secret and tell us at support@trustay.io at once if you suspect misuse.',
      ],
    },
    {
      heading: 'Linking your Channel',
      blocks: [
        'You may link your property management system or channel manager so that bookings and guest details reach Trustay. You confirm that you are allowed to share that data and any API key or authorisation you give us. We use them only to provide the Service, and you may revoke an authorisation at any time in your Channel account.',
      ],
    },
    {
      heading: 'What we provide',
      blocks: [
        'With your Account you can screen guests by hand or through the guest form, send guests guest-form links, see each guest’s Trustay Score and screening results, and read and write reviews of guests.',
        'Screening uses data from public sources and booking data. The Trustay Score is a banded risk indicator, never an exact score, and it is not a consumer report. It does not decide anything for you: you alone decide whether to accept a booking.',
      ],
    },
    {
      heading: 'Credits and payment',
      blocks: [
        'Screenings use Credits, which you buy in screening credit packages at the prices shown in the portal when you buy them. Each guest screening uses one Credit. Payment is due when you buy a package, and prices exclude taxes unless stated otherwise. Any introductory Credits we add to a new Account have no cash value.',
        'All Credits are non-refundable, including unused Credits and Credits used on a screening that finds no records, except where the law requires otherwise. Credits belong to your Account and cannot be sold or transferred.',
      ],
    },
    {
      heading: 'Your obligations to guests',
      blocks: [
        'You must:',
        [
          'screen only guests who have booked or asked to book one of your properties;',
          'tell guests that you use Trustay, and send the guest form when a guest’s consent is needed;',
          'use Guest Data only to assess and manage that booking, and keep it confidential;',
          'view guest ID images only in the portal: they are view-only, must not be copied or saved, and are deleted after checkout;',
          'comply with the fair housing, anti-discrimination, privacy and short-term rental laws that apply to you.',
        ],
      ],
    },
    {
      heading: 'Reviews',
      blocks: [
        'Reviews you write about guests are visible to other Trustay hosts. Write only honest, factual reviews based on your own experience of the stay, and leave out ID numbers, health information and other sensitive data. We may remove a review that breaks these rules or that a guest shows to be false.',
      ],
    },
    {
      heading: 'Property managers',
      blocks: [
        'Property managers may access user data and Guest Data only within the terms of this Agreement and the Privacy Policy, only for the properties they manage and only while they manage them. You are responsible for everyone you allow to use your Account.',
      ],
    },
    {
      heading: 'Data and confidentiality',
      blocks: [
        'We handle personal data as the Privacy Policy describes. We keep screening data for at least 120 days and log data for 18 months, and we answer requests to access, delete or correct data within 30 days. You must keep Guest Data confidential and delete any copy you hold once you no longer need it for the booking.',
      ],
    },
    {
      heading: 'Suspension and termination',
      blocks: [
        'We may suspend or close your Account if you breach this Agreement, misuse Guest Data or fail to pay. You may close your Account at any time by writing to support@trustay.io. Closing an Account does not entitle you to a refund of Credits.',
      ],
    },
    {
      heading: 'Liability and indemnity',
      blocks: [
        'The Service is provided “as is”. To the extent the law allows, we are not liable for booking decisions, lost bookings or income, or indirect loss, and our total liability is limited to what you paid us in the 12 months before the claim arose. You will indemnify Trustay against claims that arise from your misuse of Guest Data or your breach of the law.',
      ],
    },
    {
      heading: 'Disputes, arbitration and governing law',
      blocks: [
        'This Agreement is governed by the laws of the State of New Jersey. Disputes are settled by binding individual arbitration as the Guest Screening Service Agreement describes, and never by class or representative action. Where the relief sought is $10,000 or less, the arbitration may be conducted by telephone or in writing, as the party asking for it chooses.',
      ],
    },
    {
      heading: 'Changes to this Agreement',
      blocks: [
        'We may update this Agreement and will post the new version with a new “Last updated” date. Changes take effect for existing users 30 days after posting, and at once for new users.',
      ],
    },
    {
      heading: 'Contact',
      blocks: ['Questions about your Account or Credits: support@trustay.io. Requests about personal data: privacy@trustay.io.'],
    },
  ],
};

const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: legalLastUpdated,
  preamble:
    'These Terms of Use (the “Terms”) govern your use of the Trustay website, portal and guest form (together, the “Site”), operated by Trustay (“we”, “us”). By using the Site you agree to these Terms. Hosts who screen guests are also bound by the Host Service Agreement and the Guest Screening Service Agreement.',
  sections: [
    {
      heading: 'Definitions',
      blocks: [
        [
          '“User” means anyone who uses the Site: hosts, property managers, property owners and guests.',
          '“Content” means anything a User submits to the Site, such as guest form entries, booking details and reviews.',
          '“Screening Data” means the Trustay Score and screening results the Site shows to hosts.',
        ],
      ],
    },
    {
      heading: 'Eligibility',
      blocks: [
        'You must be at least 18 years old to use the Site and to open an account. By using the Site you confirm that you are. Children under 13 may not use the Site in any way.',
      ],
    },
    {
      heading: 'Accounts and security',
      blocks: [
        'Keep your login details secret and do not share your account with anyone who has not agreed to these Terms. You are responsible for activity under your account. Tell us at support@trustay.io at once if you believe your account has been used without your permission.',
      ],
    },
    {
      heading: 'Acceptable use',
      blocks: [
        'You must not:',
        [
          'use the Site for any unlawful, fraudulent or discriminatory purpose;',
          'access another User’s account or data without permission;',
          'scrape, crawl or bulk-download the Site or Screening Data;',
          'copy, modify or reverse engineer the Site or the scoring method;',
          'probe, disrupt or overload the Site or its security, or upload malicious code;',
          'impersonate anyone or give false information in a guest form or at sign-up;',
          'resell or share access to the Site or Screening Data.',
        ],
      ],
    },
    {
      heading: 'Screening data',
      blocks: [
        'Screening Data comes from public sources and booking data. The Trustay Score is a banded risk indicator, never an exact score, and it is not a consumer report. Decisions about bookings are made by hosts, not by Trustay. Property managers may access user data only within the terms of these Terms and of the agreements that apply to them.',
      ],
    },
    {
      heading: 'Credits',
      blocks: ['Screening credits bought on the Site are non-refundable, have no cash value and cannot be transferred, except where the law requires otherwise.'],
    },
    {
      heading: 'Your content',
      blocks: [
        'You keep ownership of your Content and give Trustay a licence to store, process and display it to provide the Site. Content must be accurate and lawful. Reviews of guests are visible to other hosts, and we may remove Content that breaks these Terms.',
      ],
    },
    {
      heading: 'Intellectual property',
      blocks: [
        'The Site, the Trustay name and logo and the scoring method belong to Trustay. We give you a limited, revocable, non-transferable licence to use the Site under these Terms; no other rights are granted.',
      ],
    },
    {
      heading: 'Third-party services',
      blocks: [
        'The Site connects to property management systems, channel managers and other services that we do not control. Their own terms apply to your use of them, and we are not responsible for their content or availability.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      blocks: [
        'The Site is provided “as is” and “as available”, without warranties of any kind to the extent the law allows. We are not liable for indirect or consequential loss, or for decisions Users make based on Screening Data. You will indemnify Trustay against claims arising from your breach of these Terms.',
      ],
    },
    {
      heading: 'Disputes and arbitration',
      blocks: [
        'Any dispute about the Site will be settled by binding individual arbitration, except that either party may bring an individual claim in a small-claims court. Where the relief sought is $10,000 or less, the party asking for arbitration may choose to have it conducted by telephone or in writing, without an in-person hearing. Class and representative actions are waived.',
      ],
    },
    {
      heading: 'Governing law',
      blocks: ['These Terms are governed by the laws of the State of New Jersey, without regard to its conflict-of-law rules.'],
    },
    {
      heading: 'Changes to these Terms',
      blocks: [
        'We may change these Terms and will post the new version with a new “Last updated” date. For existing users, changes take effect 30 days after posting. Continuing to use the Site after that means you accept them.',
      ],
    },
    {
      heading: 'Suspension and termination',
      blocks: ['We may suspend or end access to the Site for anyone who breaks these Terms. You may stop using the Site and ask us to close your account at any time.'],
    },
    {
      heading: 'Contact',
      blocks: ['Questions about these Terms: support@trustay.io. Requests about personal data: privacy@trustay.io.'],
    },
  ],
};

const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: legalLastUpdated,
  preamble:
    'This Privacy Policy explains how Trustay (“we”, “us”) collects, uses, shares and keeps personal data when hosts, property managers and guests use the Trustay portal and guest form. It forms part of the Terms of Use.',
  sections: [
    {
      heading: 'Definitions',
      blocks: [
        [
          '“Personal data” means information about an identified or identifiable person.',
          '“Host” means a short-term rental host, property manager or property owner with a Trustay account.',
          '“Guest” means a person whose booking a Host asks Trustay to screen.',
        ],
      ],
    },
    {
      heading: 'Information we collect',
      blocks: [
        [
          'From Hosts: name, company, email address, phone number, country, property details, the Channel set by the invitation code, the keys or authorisations used to link a property management system, and credit purchases.',
          'From Guests and Hosts about Guests: name, date of birth, email address, phone number, booking details such as listing and check-in and check-out dates and, where the Host has ID verification enabled, an optional photo ID image.',
          'From public sources, when a Guest is screened: watch and sanctions lists, wanted lists, criminal, arrest and sex-offender records, phone lookup results and public professional-network profiles.',
          'Log data: IP address, browser and device details, pages visited and the time of each visit, and whether an IP address belongs to an anonymising service (the anonymous-IP flag).',
        ],
      ],
    },
    {
      heading: 'How we use information',
      blocks: [
        [
          'to open and run accounts and provide the Service;',
          'to screen Guests and produce the Trustay Score, a banded risk indicator that is never an exact score;',
          'to send the emails you expect from us, such as verification codes and score notifications;',
          'to keep the Service secure and prevent fraud and misuse;',
          'to answer support requests and meet our legal obligations.',
        ],
        'We do not sell personal data and we do not use Guest data for advertising.',
      ],
    },
    {
      heading: 'How we share information',
      blocks: [
        [
          'with the Host who requested a screening, and with the property manager of the same property: property managers may access user data only within the terms of our agreements and this Policy;',
          'with other Hosts, who can read reviews that Hosts write about Guests;',
          'with service providers that host and run the Service for us, such as cloud hosting and email delivery, under contracts that limit their use of the data;',
          'with a Host’s linked property management system, when the Host asks us to;',
          'when the law requires it, or to protect the rights and safety of any person;',
          'with a buyer or successor of our business, who must keep to this Policy.',
        ],
      ],
    },
    {
      heading: 'Guest ID images',
      blocks: [
        'A photo ID uploaded through the guest form is shown only to the Host who sent the form, and only view-only: it cannot be downloaded from the portal. ID images are deleted after checkout.',
      ],
    },
    {
      heading: 'How long we keep data',
      blocks: [
        [
          'Screening, booking and account data: at least 120 days, and longer while an account is open or a dispute is pending.',
          'Log data: 18 months.',
          'Guest ID images: deleted after checkout.',
        ],
        'When data is no longer needed, we delete it or make it anonymous.',
      ],
    },
    {
      heading: 'Security',
      blocks: ['We encrypt data in transit and at rest, limit access to the people who need it to run the Service, and review that access regularly. No system is perfectly secure, so please tell us at once if you suspect a problem.'],
    },
    {
      heading: 'Your rights and requests',
      blocks: [
        'You may ask for access to, correction of or deletion of the personal data we hold about you by writing to privacy@trustay.io, and we answer within 30 days once we have verified your identity. You may also object to how we use your data. If the law requires us to keep some data, we will tell you what we keep and why.',
      ],
    },
    {
      heading: 'Children',
      blocks: ['The Service is for people aged 18 and over. We do not knowingly collect data about children under 13, and we delete any such data as soon as we learn of it.'],
    },
    {
      heading: 'Where data is processed',
      blocks: ['We store and process data in the United States. If you use the Service from elsewhere, your data is transferred to the United States.'],
    },
    {
      heading: 'Changes to this Policy',
      blocks: ['We will post any change to this Policy with a new “Last updated” date. Changes take effect for existing users 30 days after posting.'],
    },
    {
      heading: 'Governing law',
      blocks: ['This Policy is governed by the laws of the State of New Jersey.'],
    },
    {
      heading: 'Contact',
      blocks: ['Privacy questions and requests: privacy@trustay.io. Other questions: support@trustay.io.'],
    },
  ],
};

const guestConsentForm: LegalDocument = {
  title: 'Guest Consent Form',
  lastUpdated: legalLastUpdated,
  preamble:
    'Your host uses Trustay to screen guests before a stay. This Guest Consent Form explains what happens when you submit the guest form and what you agree to. Please read it before you accept it.',
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        'Trustay (“we”, “us”) provides guest screening to short-term rental hosts, property managers and property owners (“your host”). Your host decides whether to accept your booking; Trustay does not.',
      ],
    },
    {
      heading: 'What you consent to',
      blocks: [
        'By submitting the guest form you consent to Trustay:',
        [
          'collecting the details you confirm: your name, date of birth, booking dates and listing;',
          'checking those details against data from public sources: watch and sanctions lists, wanted lists, criminal, arrest and sex-offender records, a lookup of your phone number and a search of public professional-network profiles;',
          'recording whether you connect through an anonymous IP address, such as a proxy or VPN (the anonymous-IP flag);',
          'giving your host a Trustay Score and the screening results.',
        ],
      ],
    },
    {
      heading: 'About the Trustay Score',
      blocks: [
        'The Trustay Score is a banded risk indicator, never an exact score. It rests on booking data, earlier host reviews and the public-source checks above, and those sources can be incomplete or wrong. It is not a consumer report and it makes no decision by itself: your host decides, and we require hosts not to rely on the score alone.',
      ],
    },
    {
      heading: 'Your photo ID',
      blocks: [
        'If your host has ID verification enabled, you may upload a photo of your ID (.jpg, .jpeg or .png). It is shown to your host view-only: your host cannot download or copy it through Trustay. Your ID image is deleted after checkout.',
      ],
    },
    {
      heading: 'Age',
      blocks: [
        'You must be 18 or older to give this consent. If you are 13 to 17, a parent or legal guardian must be aware of and agree to your completing the guest form. Anyone under 13 must not use the guest form.',
      ],
    },
    {
      heading: 'How long we keep your data',
      blocks: ['We keep your screening and booking data for at least 120 days and log data for 18 months. Your ID image is deleted after checkout.'],
    },
    {
      heading: 'Reviews',
      blocks: ['After your stay, your host may write a review of it. Reviews are visible to other Trustay hosts, and you may ask us to correct one you believe is false.'],
    },
    {
      heading: 'Your rights',
      blocks: [
        'You may ask for access to your data, its correction or its deletion by writing to privacy@trustay.io, and we answer within 30 days. If you believe a screening result is wrong, tell us and we will review it. You can withdraw your consent before submitting simply by not submitting the form; after submission you can ask us to delete your data, but your host may already have seen the results.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      blocks: [
        'This consent is governed by the laws of the State of New Jersey. Disputes are settled by individual arbitration as described in the Terms of Use; where the relief sought is $10,000 or less, the arbitration may be held by telephone or in writing.',
      ],
    },
    {
      heading: 'Changes',
      blocks: ['If we change this form, we post the new version with a new “Last updated” date. For guests who have already submitted a guest form, changes take effect 30 days after posting.'],
    },
    {
      heading: 'Contact',
      blocks: ['Questions about your data: privacy@trustay.io. Other questions: support@trustay.io.'],
    },
  ],
};

export const legalDocuments: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  guestScreeningServiceAgreement,
  hostServiceAgreement,
  termsOfUse,
  privacyPolicy,
  guestConsentForm,
};
