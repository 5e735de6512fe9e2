import { Card, Page, PageTitle } from '@commons/shared/ui';
import styled from 'styled-components';
import type { LegalPage } from './content/types';

const Article = styled(Card)`
  max-width: 820px;
  h2 { margin: 28px 0 8px; font-size: 1.2rem; }
  p { margin: 0 0 12px; }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** A dated page of titled sections: the privacy notice and the conditions of use. */
export function LegalPageView({ title, page }: { title: string; page: LegalPage }) {
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Article>
        <Updated>Last updated {page.updated}</Updated>
        <p>{page.intro}</p>
        {page.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </Article>
    </Page>
  );
}
