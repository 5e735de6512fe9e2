import { PageTitle, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { ProjectsTable } from './projects-table';
import { UploadPanel } from './upload-panel';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The operator's Projects screen: what is for sale, and a projects or listings file to load. */
export function ProjectsScreen() {
  return (
    <Stack $gap={20}>
      <PageTitle>Projects and listings</PageTitle>
      <Intro>Every project, its serial blocks and the tonnes left to sell. Only active listings count towards what is for sale.</Intro>
      <ProjectsTable />
      <UploadPanel />
    </Stack>
  );
}
