import { Link } from '@commons/shared/navigation';
import { Card, Page, PageTitle, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { faqGroups } from './content/faq';

const Contents = styled.nav`
  ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 24px; padding: 0; list-style: none; }
  a {
    display: inline-block;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { text-decoration: underline; }
`;

const Group = styled(Card)`
  scroll-margin-top: calc(${({ theme }) => theme.layout.navbarHeight} + 16px);
  h2 { margin: 0 0 4px; font-size: 1.35rem; color: ${({ theme }) => theme.colors.primary}; }
`;

const Entry = styled.div`
  padding: 16px 0 0;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; margin-top: 16px; }
  h3 { margin: 0 0 6px; font-size: 1.05rem; }
  p { margin: 0; }
  p.more { margin-top: 6px; }
`;

/** A heading's anchor: "General questions" -> "faq-general-questions". */
const anchorOf = (title: string) => `faq-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * Questions and answers for purchasers, providers, general questions and complaints, every
 * answer in full so the page reads (and searches) without opening anything.
 */
export function FaqPage() {
  return (
    <Page>
      <PageTitle>Frequently Asked Questions</PageTitle>
      <Contents aria-label="FAQ topics">
        <ul>
          {faqGroups.map(({ title }) => (
            <li key={title}>
              <a href={`#${anchorOf(title)}`}>{title}</a>
            </li>
          ))}
        </ul>
      </Contents>
      <Stack $gap={20}>
        {faqGroups.map((group) => (
          <Group key={group.title} id={anchorOf(group.title)} aria-labelledby={`${anchorOf(group.title)}-title`}>
            <h2 id={`${anchorOf(group.title)}-title`}>{group.title}</h2>
            {group.entries.map((entry) => (
              <Entry key={entry.question}>
                <h3>{entry.question}</h3>
                <p>{entry.answer}</p>
                {entry.more && (
                  <p className="more">
                    <Link to={entry.more.to}>{entry.more.label}</Link>
                  </p>
                )}
              </Entry>
            ))}
          </Group>
        ))}
      </Stack>
    </Page>
  );
}
