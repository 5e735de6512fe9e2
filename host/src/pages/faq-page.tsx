import { Card, Page, PageTitle, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { faqGroups } from './content/faq';

const Group = styled(Card)`
  h2 { margin: 0 0 12px; font-size: 1.25rem; color: ${({ theme }) => theme.colors.primary}; }
`;

const Entry = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 12px 0;
  summary { cursor: pointer; font-weight: 600; }
  p { margin: 8px 0 0; }
`;

/** Questions and answers for purchasers, providers, general questions and complaints. */
export function FaqPage() {
  return (
    <Page>
      <PageTitle>Frequently Asked Questions</PageTitle>
      <Stack $gap={20}>
        {faqGroups.map((group) => (
          <Group key={group.title} aria-labelledby={`faq-${group.title}`}>
            <h2 id={`faq-${group.title}`}>{group.title}</h2>
            {group.entries.map((entry) => (
              <Entry key={entry.question}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </Entry>
            ))}
          </Group>
        ))}
      </Stack>
    </Page>
  );
}
