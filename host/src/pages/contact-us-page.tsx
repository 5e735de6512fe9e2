import { Card, Page, PageTitle } from '@commons/shared/ui';
import styled from 'styled-components';
import { contactEmail, contactTopics } from './content/contact';

const Topics = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: 16px;
`;

const Topic = styled(Card)`
  padding: 20px;
  h2 { margin: 0 0 10px; font-size: 1.1rem; }
  ul { margin: 0; padding-left: 18px; }
  li { margin: 4px 0; }
`;

const subjectLink = (subject: string) => `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;

/** The contact page: topics, each with the subject lines to write under. */
export function ContactUsPage() {
  return (
    <Page>
      <PageTitle>Contact Us</PageTitle>
      <p>
        Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. Choosing one of these subject lines
        helps us route your message to the right team.
      </p>
      <Topics>
        {contactTopics.map(({ topic, subjects }) => (
          <Topic key={topic} aria-label={topic}>
            <h2>{topic}</h2>
            <ul>
              {subjects.map((subject) => (
                <li key={subject}>
                  <a href={subjectLink(subject)}>{subject}</a>
                </li>
              ))}
            </ul>
          </Topic>
        ))}
      </Topics>
    </Page>
  );
}
