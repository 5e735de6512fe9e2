/** A titled block of running text on a static page. */
export interface Section {
  heading: string;
  paragraphs: string[];
}

/** A page made of dated sections, such as the privacy notice or the conditions of use. */
export interface LegalPage {
  updated: string;
  intro: string;
  sections: Section[];
}

/** One question and its answer on the FAQ page. */
export interface FaqEntry {
  question: string;
  answer: string;
  /** A page of the site that says more, linked after the answer. */
  more?: { to: string; label: string };
}

/** A group of FAQ entries shown under one title. */
export interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

/** A contact topic with the email subject lines we suggest for it. */
export interface ContactTopic {
  topic: string;
  subjects: string[];
}
