import { formatIban } from '@commons/shared/domain';
import type { ProviderProject, TransferAccount } from '@commons/shared/schemas';
import { Card, LoadFailed, PageTitle, Spinner, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { Facts } from '../../../components/facts';
import { useProviderProjects } from '../../bank-transfers/api/get-provider-projects';
import { TransferAccountForm } from './transfer-account-form';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0 0 16px;
`;

const Current = styled.div`
  margin-bottom: 20px;
`;

/** The account buyers are shown now, as they read it: the IBAN in groups of four. */
function CurrentAccount({ transfer }: { transfer: TransferAccount }) {
  const { account } = transfer;
  return (
    <Current>
      <Facts>
        <dt>Bank</dt>
        <dd>{transfer.bankName}</dd>
        <dt>Account holder</dt>
        <dd>{account.holderName}</dd>
        {account.kind === 'iban' ? (
          <>
            <dt>IBAN</dt>
            <dd>{formatIban(account.iban)}</dd>
          </>
        ) : (
          <>
            <dt>Account number</dt>
            <dd>{account.accountNumber}</dd>
            <dt>Routing number</dt>
            <dd>{account.routingNumber}</dd>
          </>
        )}
      </Facts>
    </Current>
  );
}

function ProjectTransfer({ project }: { project: ProviderProject }) {
  const headingId = `transfer-${project.projectId}-heading`;
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>
        {project.name} ({project.projectId})
      </Heading>
      {project.transfer ? (
        <>
          <Note>Buyers ordering by bank transfer are shown this account:</Note>
          <CurrentAccount transfer={project.transfer} />
        </>
      ) : (
        <Note>Not set yet: buyers cannot order this project&apos;s credits by bank transfer until it is.</Note>
      )}
      {/* Saved details start the form again from what the server keeps. */}
      <TransferAccountForm key={JSON.stringify(project.transfer)} project={project} />
    </Card>
  );
}

/**
 * The provider's transfer details (docs/architecture.md, "The console"): for each of its projects,
 * the bank account buyers pay orders by bank transfer to, set and changed here.
 */
export function TransferDetailsScreen() {
  const projects = useProviderProjects();
  return (
    <Stack $gap={20}>
      <PageTitle>Transfer details</PageTitle>
      <Intro>The account each of your projects is paid to. A buyer ordering by bank transfer is shown it with the amount and the reference to quote.</Intro>
      {projects.data ? (
        projects.data.length === 0 ? (
          <Note>No project is assigned to you yet: ask an operator.</Note>
        ) : (
          projects.data.map((project) => <ProjectTransfer key={project.projectId} project={project} />)
        )
      ) : projects.isError ? (
        <LoadFailed onRetry={() => void projects.refetch()}>Your projects could not be loaded.</LoadFailed>
      ) : (
        <Spinner label="Loading your projects" />
      )}
    </Stack>
  );
}
