import { page, type MailContent } from './content';

export interface OperationalDataApproved {
  year: number;
  estimatedEmissions: number;
  emissions: number | null;
}

const tonnes = (value: number | null) => (value === null ? '-' : `${value} t CO2e`);

/** The notice that an operator approved a year's operational data with its actual emissions. */
export function operationalDataApproved(origin: string, o: OperationalDataApproved): MailContent {
  return {
    subject: `Your ${o.year} operational data is approved`,
    heading: `Your ${o.year} operational data is approved`,
    paragraphs: [
      `We reviewed the household data you recorded for ${o.year} and set its actual emissions.`,
      'Your dashboard and Carbon Credits now count with them.',
    ],
    details: [
      ['Year', String(o.year)],
      ['Estimated emissions', tonnes(o.estimatedEmissions)],
      ['Actual emissions', tonnes(o.emissions)],
    ],
    action: { label: 'Open Carbon Credits', url: page(origin, '/carbon-credits') },
  };
}
